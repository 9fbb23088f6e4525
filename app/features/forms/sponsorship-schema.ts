import { z } from "~/lib/zod";
import { emailField, textField } from "./field-schema";

/** Longest accepted value per field; the inputs use the same numbers as their `maxLength`. */
export const sponsorshipLimits = {
  name: 120,
  empresa: 150,
  email: 254,
  telefone: 30,
  interesse: 3000,
} as const;

const nameMessage = "Nome deve ter pelo menos 2 caracteres";
const empresaMessage = "Nome da empresa deve ter pelo menos 2 caracteres";
const emailMessage = "Digite um email válido";
const telefoneMessage = "Digite um telefone válido";
const interesseMessage = "Descreva seu interesse em pelo menos 5 caracteres";

/** The sponsorship inquiry (spec §5). */
export const sponsorshipSchema = z.object({
  name: textField({
    min: 2,
    max: sponsorshipLimits.name,
    tooShort: nameMessage,
    tooLong: `Nome deve ter no máximo ${sponsorshipLimits.name} caracteres`,
  }),
  empresa: textField({
    min: 2,
    max: sponsorshipLimits.empresa,
    tooShort: empresaMessage,
    tooLong: `Nome da empresa deve ter no máximo ${sponsorshipLimits.empresa} caracteres`,
  }),
  email: emailField({
    max: sponsorshipLimits.email,
    invalid: emailMessage,
    tooLong: `O email deve ter no máximo ${sponsorshipLimits.email} caracteres`,
  }),
  telefone: textField({
    min: 10,
    max: sponsorshipLimits.telefone,
    tooShort: telefoneMessage,
    tooLong: `O telefone deve ter no máximo ${sponsorshipLimits.telefone} caracteres`,
  }),
  interesse: textField({
    min: 5,
    max: sponsorshipLimits.interesse,
    tooShort: interesseMessage,
    tooLong: `Descreva seu interesse em no máximo ${sponsorshipLimits.interesse} caracteres`,
    multiLine: true,
  }),
});

export type SponsorshipInquiry = z.infer<typeof sponsorshipSchema>;
