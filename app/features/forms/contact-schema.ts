import { z } from "~/lib/zod";
import { emailField, textField } from "./field-schema";

/** Longest accepted value per field; the inputs use the same numbers as their `maxLength`. */
export const contactLimits = {
  name: 120,
  email: 254,
  telefone: 30,
  subject: 150,
  message: 5000,
} as const;

/** The contact form (spec §5). */
export const contactSchema = z.object({
  name: textField({
    min: 2,
    max: contactLimits.name,
    tooShort: "O nome precisa ter pelo menos 2 caracteres.",
    tooLong: `O nome pode ter no máximo ${contactLimits.name} caracteres.`,
  }),
  email: emailField({
    max: contactLimits.email,
    invalid: "Por favor, insira um endereço de e-mail válido.",
    tooLong: `O e-mail pode ter no máximo ${contactLimits.email} caracteres.`,
  }),
  telefone: textField({
    min: 10,
    max: contactLimits.telefone,
    tooShort: "O telefone precisa ter pelo menos 10 caracteres.",
    tooLong: `O telefone pode ter no máximo ${contactLimits.telefone} caracteres.`,
  }),
  subject: textField({
    min: 5,
    max: contactLimits.subject,
    tooShort: "O assunto precisa ter pelo menos 5 caracteres.",
    tooLong: `O assunto pode ter no máximo ${contactLimits.subject} caracteres.`,
  }),
  message: textField({
    min: 10,
    max: contactLimits.message,
    tooShort: "A mensagem precisa ter pelo menos 10 caracteres.",
    tooLong: `A mensagem pode ter no máximo ${contactLimits.message} caracteres.`,
    multiLine: true,
  }),
});

export type ContactMessage = z.infer<typeof contactSchema>;
