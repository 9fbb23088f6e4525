import { z } from "~/lib/zod";

/** The hidden field of a create form's one-time token: the same form sent twice creates once. */
export const FORM_TOKEN_FIELD = "formToken";

/** Optional: a form without one (an older page, a script) is simply not deduplicated. */
export const formTokenSchema = z.uuid().optional();

export const formTokenMessages = {
  reused: "Este formulário já foi enviado. Recarregue a página para continuar.",
} as const;
