import { z } from "~/lib/zod";

/** Six digits, with any spaces the person typed (apps show "123 456") taken out. */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code as shown (`xxxxx-xxxxx`), in any case, with or without the hyphen. */
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

const withoutSpaces = (value: string) => value.replace(/\s+/g, "");

export const mfaMessages = {
  codeRequired: "Código de verificação é obrigatório",
  codeFormat: "O código deve ter 6 dígitos",
  codeOrRecoveryFormat: "Informe os 6 dígitos do aplicativo ou um código de recuperação",
  invalidCode: "Código inválido. Tente novamente.",
  expired: "A verificação expirou. Faça login novamente.",
  enabled: "Autenticação em dois fatores ativada.",
  disabled: "Autenticação em dois fatores desativada.",
  regenerated: "Novos códigos de recuperação gerados.",
  recoveryUsed: (left: number) =>
    `Código de recuperação usado. ${left === 1 ? "Resta 1 código" : `Restam ${left} códigos`}.`,
} as const;

/** A code from the authenticator app (enrolment, disabling, new recovery codes). */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: mfaMessages.codeRequired })
    .transform(withoutSpaces)
    .pipe(z.string().regex(TOTP_CODE, mfaMessages.codeFormat)),
});

/** The login's second step: a code from the app, or one of the recovery codes. */
export const verifyCodeSchema = z.object({
  code: z
    .string({ error: mfaMessages.codeRequired })
    .max(64, mfaMessages.codeOrRecoveryFormat)
    .transform(withoutSpaces)
    .pipe(
      z
        .string()
        .refine(
          (code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code),
          mfaMessages.codeOrRecoveryFormat,
        ),
    ),
});

/** What the two-factor page's forms ask the server to do. */
export const mfaIntents = ["start", "cancel", "confirm", "regenerate", "disable"] as const;
export type MfaIntent = (typeof mfaIntents)[number];
