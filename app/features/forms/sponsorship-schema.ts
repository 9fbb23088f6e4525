import { z } from "zod";

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

/**
 * The sponsorship inquiry (spec §5). As in the contact schema, an empty field (which conform turns
 * into `undefined`) gets the field's minimum-length message.
 */
export const sponsorshipSchema = z.object({
  name: z
    .string({ error: nameMessage })
    .trim()
    .min(2, nameMessage)
    .max(sponsorshipLimits.name, `Nome deve ter no máximo ${sponsorshipLimits.name} caracteres`),
  empresa: z
    .string({ error: empresaMessage })
    .trim()
    .min(2, empresaMessage)
    .max(
      sponsorshipLimits.empresa,
      `Nome da empresa deve ter no máximo ${sponsorshipLimits.empresa} caracteres`,
    ),
  email: z
    .string({ error: emailMessage })
    .trim()
    .max(
      sponsorshipLimits.email,
      `O email deve ter no máximo ${sponsorshipLimits.email} caracteres`,
    )
    .pipe(z.email({ error: emailMessage })),
  telefone: z
    .string({ error: telefoneMessage })
    .trim()
    .min(10, telefoneMessage)
    .max(
      sponsorshipLimits.telefone,
      `O telefone deve ter no máximo ${sponsorshipLimits.telefone} caracteres`,
    ),
  interesse: z
    .string({ error: interesseMessage })
    .trim()
    .min(5, interesseMessage)
    .max(
      sponsorshipLimits.interesse,
      `Descreva seu interesse em no máximo ${sponsorshipLimits.interesse} caracteres`,
    ),
});

export type SponsorshipInquiry = z.infer<typeof sponsorshipSchema>;
