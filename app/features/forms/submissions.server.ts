import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "react-router";
import type { z } from "~/lib/zod";
import { configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { contactMessages, sponsorshipInquiries } from "~/db/schema";
import {
  clientAddress,
  countAttempt,
  minutesText,
  retryAfterMs,
  sweepAttempts,
} from "~/utils/rate-limit.server";
import { sendNotification } from "~/utils/mail.server";
import { recordFormSubmission } from "~/utils/metrics.server";
import { type ContactMessage, contactSchema } from "./contact-schema";
import { type SponsorshipInquiry, sponsorshipSchema } from "./sponsorship-schema";
import {
  type FormActionData,
  HONEYPOT_FIELD,
  contactFailureMessage,
  sponsorshipFailureMessage,
} from "./form-messages";
import { type FormName, fieldLabels } from "~/lib/public-form-fields";
import { plainTextProblem } from "~/lib/plain-text";
import { reportError } from "~/utils/logger.server";

// Size, type and shape were checked at the edge (server/request-pipeline.ts).

export const bodyMessages = {
  malformed: "Não foi possível ler o formulário enviado. Tente novamente.",
  controlCharacters: "O formulário contém caracteres inválidos. Revise o texto e tente novamente.",
  unknownForm: "Formulário desconhecido.",
} as const;

/** The spec's field names (spec §7) and the names our schemas use. */
const legacyFieldNames: Record<string, string> = Object.fromEntries(
  Object.values(fieldLabels).flatMap((labels) =>
    Object.entries(labels).map(([name, label]) => [label, name]),
  ),
);

type BodyResult = { ok: true; formData: FormData } | { ok: false; status: 400; message: string };

/** The request's form fields with the spec's names mapped to ours, or why they were refused. */
export async function readFormBody(request: Request): Promise<BodyResult> {
  let parsed: FormData;
  try {
    parsed = await request.formData();
  } catch {
    return { ok: false, status: 400, message: bodyMessages.malformed };
  }

  const formData = new FormData();
  for (const [key, value] of parsed) {
    // Files have no place in these forms; a text field sent as a file is malformed.
    if (typeof value !== "string") {
      return { ok: false, status: 400, message: bodyMessages.malformed };
    }
    // Any field may have several lines here; its schema says which may not.
    if (plainTextProblem(value, { multiLine: true }) || plainTextProblem(key)) {
      return { ok: false, status: 400, message: bodyMessages.controlCharacters };
    }
    const name = legacyFieldNames[key] ?? key;
    // Our own name wins over the spec's when a body carries both.
    if (name !== key && parsed.has(name)) continue;
    formData.append(name, value);
  }
  return { ok: true, formData };
}

/** Which form a body belongs to (`form-name`, spec §7). */
export function formNameOf(formData: FormData): FormName | null {
  const name = formData.get("form-name");
  return name === "contact" || name === "patrocinio" ? name : null;
}

/** A bot fills the field people never see; it gets a success answer and nothing is stored. */
export function isBotSubmission(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/** Accepted submissions per client address (DESIGN §7.3), both forms together. */
export const submissionLimit = { bucket: "public-forms", limit: 5, windowMs: 10 * 60_000 };

type SubmitArgs = Pick<ActionFunctionArgs, "request" | "context">;

interface PublicForm<T> {
  name: FormName;
  schema: z.ZodType<T>;
  failureMessage: string;
  save: (db: Database, value: T) => Promise<unknown>;
  subject: (value: T) => string;
}

const contactForm: PublicForm<ContactMessage> = {
  name: "contact",
  schema: contactSchema,
  failureMessage: contactFailureMessage,
  save: (db, value) => db.insert(contactMessages).values(value),
  subject: (value) => `Nova mensagem de contato: ${value.subject}`,
};

const sponsorshipForm: PublicForm<SponsorshipInquiry> = {
  name: "patrocinio",
  schema: sponsorshipSchema,
  failureMessage: sponsorshipFailureMessage,
  save: (db, value) => db.insert(sponsorshipInquiries).values(value),
  subject: (value) => `Nova solicitação de patrocínio: ${value.empresa}`,
};

/** The server's "no": a toast besides the form's error. */
function rejected(result: SubmissionResult<string[]>, status: number, headers?: HeadersInit) {
  return data<FormActionData>({ result, sent: false, failure: "rejected" }, { status, headers });
}

const refused = (message: string, status: number) =>
  rejected({ status: "error", error: { "": [message] } }, status);

/** Stored before the team is e-mailed; without the route's `expected` form (POST /) `form-name` chooses. */
export async function submitPublicForm({ request, context }: SubmitArgs, expected?: FormName) {
  const body = await readFormBody(request);
  if (!body.ok) return refused(body.message, body.status);
  const { formData } = body;
  const named = formNameOf(formData);
  const kind = expected ?? named;
  if (!kind || (named && named !== kind) || (!named && formData.has("form-name"))) {
    return refused(bodyMessages.unknownForm, 400);
  }
  return kind === "contact"
    ? handleSubmission(contactForm, formData, { request, context })
    : handleSubmission(sponsorshipForm, formData, { request, context });
}

async function handleSubmission<T>(
  form: PublicForm<T>,
  formData: FormData,
  { request, context }: SubmitArgs,
) {
  const submission = parseWithZod(formData, { schema: form.schema });
  if (isBotSubmission(formData)) {
    return data<FormActionData>({ result: submission.reply({ resetForm: true }), sent: true });
  }
  if (submission.status !== "success") {
    return data<FormActionData>({ result: submission.reply(), sent: false }, { status: 400 });
  }

  const db = context.get(databaseContext);
  try {
    const now = Date.now();
    const counted = await countAttempt(db, submissionLimit, clientAddress(request), now);
    const waitMs = retryAfterMs(submissionLimit, counted, now);
    if (waitMs > 0) {
      const message = `Você enviou muitas mensagens em pouco tempo. Tente novamente em ${minutesText(waitMs)}.`;
      return rejected(submission.reply({ formErrors: [message] }), 429, {
        "Retry-After": String(Math.ceil(waitMs / 1000)),
      });
    }
    if (counted.count === 1) await sweepAttempts(db, submissionLimit, now);
    await form.save(db, submission.value);
    recordFormSubmission(form.name);
  } catch (error) {
    reportError("Erro ao salvar envio de formulário", error);
    return rejected(submission.reply({ formErrors: [form.failureMessage] }), 500);
  }

  // Stored: the e-mail is a courtesy, never awaited by the visitor (it logs its own failures).
  const value = submission.value as T & Record<string, string>;
  void sendNotification(context.get(configContext), {
    subject: form.subject(value),
    replyTo: value.email,
    fields: Object.entries(fieldLabels[form.name]).map(([name, label]) => [label, value[name]!]),
  });
  return data<FormActionData>({ result: submission.reply({ resetForm: true }), sent: true });
}
