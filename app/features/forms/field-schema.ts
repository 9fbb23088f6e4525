import { plainText } from "~/lib/plain-text";
import { z } from "~/lib/zod";

/**
 * A trimmed text field with a minimum and a maximum length, of text only (../../lib/plain-text.ts;
 * line breaks where it is `multiLine`). Conform turns an empty field into `undefined`, so a
 * missing value gets the same message as a too-short one.
 */
export function textField({
  min,
  max,
  tooShort,
  tooLong,
  multiLine = false,
}: {
  min: number;
  max: number;
  tooShort: string;
  tooLong: string;
  multiLine?: boolean;
}) {
  return z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, tooLong)
    .check(plainText(undefined, { multiLine }));
}

/** A trimmed e-mail address of at most `max` characters. */
export function emailField({
  max,
  invalid,
  tooLong,
}: {
  max: number;
  invalid: string;
  tooLong: string;
}) {
  return z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .pipe(z.email({ error: invalid }));
}
