import { z } from "~/lib/zod";

/** The admin area's messages (spec §8, DESIGN §7.1), shared by the server and the pages. */
export const authMessages = {
  restricted: "Acesso restrito. Faça login para continuar.",
  unauthenticated: "Você precisa estar autenticado para realizar esta operação",
  invalidCredentials: "Credenciais inválidas. Tente novamente.",
  loginError: "Erro ao realizar login: erro interno do servidor. Tente novamente em instantes.",
  loginSuccess: "Login realizado com sucesso!",
  logoutSuccess: "Logout realizado com sucesso",
  /** `time` is when the limit ends, e.g. '14:32' (Salvador time). */
  tooManyAttempts: (time: string) => `Muitas tentativas. Tente novamente às ${time}.`,
  /** When the wait is under a minute: an attacked account's checks are spaced by seconds. */
  tooManyAttemptsBriefly: "Muitas tentativas. Aguarde alguns segundos e tente novamente.",
} as const;

/** `?motivo=restrito` on the login page: the guard sent the visitor there. */
export const RESTRICTED_REASON = "restrito";

/** Conform turns an empty field into `undefined`, so the type error carries the "required" message. */
export const loginSchema = z.object({
  email: z
    .string({ error: "E-mail é obrigatório" })
    .trim()
    .max(254, "E-mail inválido")
    .pipe(z.email({ error: "E-mail inválido" })),
  password: z.string({ error: "Senha é obrigatória" }).max(1024, "Senha muito longa"),
});

export const TOTP_CODE = /^\d{6}$/;
/** A recovery code as shown (`xxxxx-xxxxx`), in any case, with or without the hyphen. */
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** Apps show "123 456": the spaces the person typed are taken out. */
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

export const mfaIntents = ["start", "cancel", "confirm", "regenerate", "disable"] as const;
export type MfaIntent = (typeof mfaIntents)[number];
