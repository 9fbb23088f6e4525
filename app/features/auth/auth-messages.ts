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
