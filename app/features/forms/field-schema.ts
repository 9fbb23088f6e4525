import { plainText } from "~/lib/plain-text";
import { z } from "~/lib/zod";

/** Conform turns an empty field into `undefined`, so a missing value reads as too short. */
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
