import { plainText } from "~/lib/plain-text";
import { z } from "~/lib/zod";

/** Conform turns an empty field into `undefined`, so a missing value reads as too short. */
export function textField(rule: {
  min: number;
  max: number;
  tooShort: string;
  tooLong: string;
  multiLine?: boolean;
}) {
  return z
    .string({ error: rule.tooShort })
    .trim()
    .min(rule.min, rule.tooShort)
    .max(rule.max, rule.tooLong)
    .check(plainText(undefined, { multiLine: rule.multiLine }));
}

/** A trimmed e-mail address of at most `max` characters. */
export function emailField(rule: { max: number; invalid: string; tooLong: string }) {
  return z
    .string({ error: rule.invalid })
    .trim()
    .max(rule.max, rule.tooLong)
    .pipe(z.email({ error: rule.invalid }));
}
