import type { SubmissionResult } from "@conform-to/react";

/** The hidden field people never see and bots fill (spec §7). */
export const HONEYPOT_FIELD = "bot-field";

/** Spec §8: the alert shown when a message could not be stored. */
export const contactFailureMessage =
  "Não foi possível enviar sua mensagem. Por favor, tente novamente.";
export const sponsorshipFailureMessage =
  "Não foi possível enviar sua solicitação. Por favor, tente novamente.";

/** Spec §8: the alert shown when sending failed before any answer (network down, broken reply). */
export const processingErrorMessage = "Ocorreu um erro ao processar sua solicitação.";

/** What the contact and sponsorship actions answer. */
export interface FormActionData {
  result: SubmissionResult<string[]>;
  sent: boolean;
  /** Beyond field errors: the server said no, or no usable answer came; each has its toast. */
  failure?: "rejected" | "exception";
}
