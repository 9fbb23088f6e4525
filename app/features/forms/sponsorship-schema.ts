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

/** The sponsorship inquiry (spec §5). */
export const sponsorshipSchema = z.object({
  name: textField({
    min: 2,
    max: sponsorshipLimits.name,
    tooShort: "Nome deve ter pelo menos 2 caracteres",
    tooLong: `Nome deve ter no máximo ${sponsorshipLimits.name} caracteres`,
  }),
  empresa: textField({
    min: 2,
    max: sponsorshipLimits.empresa,
    tooShort: "Nome da empresa deve ter pelo menos 2 caracteres",
    tooLong: `Nome da empresa deve ter no máximo ${sponsorshipLimits.empresa} caracteres`,
  }),
  email: emailField({
    max: sponsorshipLimits.email,
    invalid: "Digite um email válido",
    tooLong: `O email deve ter no máximo ${sponsorshipLimits.email} caracteres`,
  }),
  telefone: textField({
    min: 10,
    max: sponsorshipLimits.telefone,
    tooShort: "Digite um telefone válido",
    tooLong: `O telefone deve ter no máximo ${sponsorshipLimits.telefone} caracteres`,
  }),
  interesse: textField({
    min: 5,
    max: sponsorshipLimits.interesse,
    tooShort: "Descreva seu interesse em pelo menos 5 caracteres",
    tooLong: `Descreva seu interesse em no máximo ${sponsorshipLimits.interesse} caracteres`,
    multiLine: true,
  }),
});

export type SponsorshipInquiry = z.infer<typeof sponsorshipSchema>;
