import { z } from "~/lib/zod";

// Controls, U+FFFE/U+FFFF and lone surrogates can be sent, not typed, and break stores and feeds.

// eslint-disable-next-line no-control-regex -- the controls are what it finds
const NOT_TEXT = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFE\uFFFF]|\p{Surrogate}/u;
const NOT_TEXT_ALL = new RegExp(NOT_TEXT.source, "gu");
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const LINE_BREAKS_ALL = /[\t\n\r\u2028\u2029]+/g;

// "Título: contém …", or "Contém …" beside a form's field, whose label already names it.
const named = (label: string | undefined, text: string) =>
  label ? `${label}: ${text}` : text.charAt(0).toUpperCase() + text.slice(1);

export const plainTextMessages = {
  notText: (label?: string) =>
    named(
      label,
      "contém um caractere invisível que não pode ser salvo. Apague-o e digite o texto de novo.",
    ),
  lineBreak: (label?: string) =>
    named(label, "use uma só linha, sem quebras de linha nem tabulações."),
} as const;

/** Why `value` cannot be saved as a field's text, or null when it can. */
export function plainTextProblem(value: string, { multiLine = false } = {}) {
  if (NOT_TEXT.test(value)) return "notText" as const;
  if (!multiLine && LINE_BREAK.test(value)) return "lineBreak" as const;
  return null;
}

/** A text field's check, `z.string().check(plainText("Título"))`; the label names the field. */
export function plainText(label?: string, options: { multiLine?: boolean } = {}) {
  return z.superRefine<string>((value, context) => {
    const problem = plainTextProblem(value, options);
    if (problem) context.addIssue({ code: "custom", message: plainTextMessages[problem](label) });
  });
}

export const requiredText = (
  message: string,
  max: number,
  label?: string,
  options?: { multiLine?: boolean },
) => z.string({ error: message }).trim().min(1, message).max(max).check(plainText(label, options));

/** Stored content from before this rule, read without what the rule refuses. */
export function cleanStoredText(data: unknown, { multiLine = false } = {}): unknown {
  if (typeof data === "string") {
    const text = data.replace(NOT_TEXT_ALL, "");
    return multiLine ? text : text.replace(LINE_BREAKS_ALL, " ");
  }
  if (Array.isArray(data)) return data.map((item) => cleanStoredText(item, { multiLine }));
  if (typeof data === "object" && data !== null) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, cleanStoredText(value, { multiLine })]),
    );
  }
  return data;
}
