import { formTokenMessages } from "~/lib/form-token";

/** A fresh token for a create form, rendered by its loader. */
export const newFormToken = () => crypto.randomUUID();

/** The token was used already, but not by this kind of form (or its first use left no outcome). */
export class FormTokenReusedError extends Error {
  constructor() {
    super(formTokenMessages.reused);
  }
}
