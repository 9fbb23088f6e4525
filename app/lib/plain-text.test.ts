import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { cleanStoredText, plainText, plainTextMessages, plainTextProblem } from "./plain-text";

const LONE_HIGH = "\uD83D";
const LONE_LOW = "\uDE00";

describe("plainTextProblem", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["U+000B (Shift+Enter in Word)", "Abertura\u000Boficial"],
    ["ESC", "a\u001Bb"],
    ["SOH", "\u0001"],
    ["DEL", "a\u007F"],
    ["a C1 control", "a\u0085b"],
    ["U+FFFE", "a\uFFFE"],
    ["a lone high surrogate", `a${LONE_HIGH}b`],
    ["a lone low surrogate", `${LONE_LOW}b`],
  ])("refuses %s in any field", (_name, value) => {
    expect(plainTextProblem(value)).toBe("notText");
    expect(plainTextProblem(value, { multiLine: true })).toBe("notText");
  });

  it.each([
    ["CR/LF", "CNE\r\nX-INJ:1"],
    ["LF", "a\nb"],
    ["a tab", "a\tb"],
    ["U+2028", "a\u2028b"],
    ["U+2029", "a\u2029b"],
  ])("refuses %s in a one-line field and keeps it in a multi-line one", (_name, value) => {
    expect(plainTextProblem(value)).toBe("lineBreak");
    expect(plainTextProblem(value, { multiLine: true })).toBeNull();
  });

  it("accepts text: accents, emoji (a surrogate pair), right-to-left marks", () => {
    expect(plainTextProblem("Sessão de Abertura – Dra. Ana 😀 \u202Eabc")).toBeNull();
  });
});

describe("plainText", () => {
  it("names the field in its message when given a label", () => {
    const schema = z.string().check(plainText("Título"));
    const result = schema.safeParse("a\u000Bb");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(plainTextMessages.notText("Título"));
    expect(result.error?.issues[0]?.message).toMatch(/^Título: contém um caractere invisível/);
  });

  it("speaks of the field itself beside a form's field", () => {
    const result = z.string().check(plainText()).safeParse("a\nb");
    expect(result.error?.issues[0]?.message).toBe(
      "Use uma só linha, sem quebras de linha nem tabulações.",
    );
  });
});

describe("cleanStoredText", () => {
  const stored = {
    title: `Abertura\u000B ${LONE_HIGH}oficial\u0000`,
    list: ["a\r\nb", { room: "Sala\tA" }],
    count: 3,
    flag: null,
  };

  it("drops what the rule refuses, and line breaks become spaces where every field has one line", () => {
    expect(cleanStoredText(stored)).toEqual({
      title: "Abertura oficial",
      list: ["a b", { room: "Sala A" }],
      count: 3,
      flag: null,
    });
  });

  it("keeps line breaks where fields may have several lines", () => {
    expect(cleanStoredText(stored, { multiLine: true })).toEqual({
      title: "Abertura oficial",
      list: ["a\r\nb", { room: "Sala\tA" }],
      count: 3,
      flag: null,
    });
  });
});
