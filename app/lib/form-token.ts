import { z } from "~/lib/zod";

/**
 * The hidden field of a create form's one-time token: the server stores the token on
 * the first successful submission, so the same form sent twice (a double click, a resent
 * request) creates once and answers the second time as it did the first.
 */
export const FORM_TOKEN_FIELD = "formToken";

/** Optional: a form without one (an older page, a script) is simply not deduplicated. */
export const formTokenSchema = z.uuid().optional();

export const formTokenMessages = {
  reused: "Este formulário já foi enviado. Recarregue a página para continuar.",
} as const;
