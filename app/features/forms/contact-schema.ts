import { z } from "zod";

/** Longest accepted value per field; the inputs use the same numbers as their `maxLength`. */
export const contactLimits = {
  name: 120,
  email: 254,
  telefone: 30,
  subject: 150,
  message: 5000,
} as const;

const nameMessage = "O nome precisa ter pelo menos 2 caracteres.";
const emailMessage = "Por favor, insira um endereço de e-mail válido.";
const telefoneMessage = "O telefone precisa ter pelo menos 10 caracteres.";
const subjectMessage = "O assunto precisa ter pelo menos 5 caracteres.";
const messageMessage = "A mensagem precisa ter pelo menos 10 caracteres.";

/**
 * The contact form (spec §5). Conform turns an empty field into `undefined`, so each field's type
 * error carries the same message as its minimum length: an empty field reads like a too-short one.
 */
export const contactSchema = z.object({
  name: z
    .string({ error: nameMessage })
    .trim()
    .min(2, nameMessage)
    .max(contactLimits.name, `O nome pode ter no máximo ${contactLimits.name} caracteres.`),
  email: z
    .string({ error: emailMessage })
    .trim()
    .max(contactLimits.email, `O e-mail pode ter no máximo ${contactLimits.email} caracteres.`)
    .pipe(z.email({ error: emailMessage })),
  telefone: z
    .string({ error: telefoneMessage })
    .trim()
    .min(10, telefoneMessage)
    .max(
      contactLimits.telefone,
      `O telefone pode ter no máximo ${contactLimits.telefone} caracteres.`,
    ),
  subject: z
    .string({ error: subjectMessage })
    .trim()
    .min(5, subjectMessage)
    .max(
      contactLimits.subject,
      `O assunto pode ter no máximo ${contactLimits.subject} caracteres.`,
    ),
  message: z
    .string({ error: messageMessage })
    .trim()
    .min(10, messageMessage)
    .max(
      contactLimits.message,
      `A mensagem pode ter no máximo ${contactLimits.message} caracteres.`,
    ),
});

export type ContactMessage = z.infer<typeof contactSchema>;
