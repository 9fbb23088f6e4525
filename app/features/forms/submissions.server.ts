import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { contactMessages, sponsorshipInquiries } from "~/db/schema";
import { type ContactMessage, contactSchema } from "./contact-schema";
import { type SponsorshipInquiry, sponsorshipSchema } from "./sponsorship-schema";
import { HONEYPOT_FIELD, contactFailureMessage, sponsorshipFailureMessage } from "./form-messages";

/** A bot fills the field people never see; it gets a success answer and nothing is stored. */
export function isBotSubmission(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

export async function saveContactMessage(db: Database, value: ContactMessage) {
  await db.insert(contactMessages).values({
    name: value.name,
    email: value.email,
    telefone: value.telefone,
    subject: value.subject,
    message: value.message,
  });
}

export async function saveSponsorshipInquiry(db: Database, value: SponsorshipInquiry) {
  await db.insert(sponsorshipInquiries).values({
    name: value.name,
    empresa: value.empresa,
    email: value.email,
    telefone: value.telefone,
    interesse: value.interesse,
  });
}

/**
 * The contact route's action: 400 with the field errors (and the typed values) on invalid input,
 * the stored message and an emptied form on success, the spec's alert text if storing fails.
 */
export async function submitContactForm(db: Database, formData: FormData) {
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (isBotSubmission(formData)) {
    return data({ result: submission.reply({ resetForm: true }), sent: true });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  try {
    await saveContactMessage(db, submission.value);
  } catch (error) {
    console.error("Erro ao salvar mensagem de contato", error);
    return data(
      { result: submission.reply({ formErrors: [contactFailureMessage] }), sent: false },
      { status: 500 },
    );
  }
  return data({ result: submission.reply({ resetForm: true }), sent: true });
}

/** The sponsorship route's action; same answers as `submitContactForm`. */
export async function submitSponsorshipForm(db: Database, formData: FormData) {
  const submission = parseWithZod(formData, { schema: sponsorshipSchema });
  if (isBotSubmission(formData)) {
    return data({ result: submission.reply({ resetForm: true }), sent: true });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  try {
    await saveSponsorshipInquiry(db, submission.value);
  } catch (error) {
    console.error("Erro ao salvar solicitação de patrocínio", error);
    return data(
      { result: submission.reply({ formErrors: [sponsorshipFailureMessage] }), sent: false },
      { status: 500 },
    );
  }
  return data({ result: submission.reply({ resetForm: true }), sent: true });
}
