import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { sponsorshipLimits, sponsorshipSchema } from "./sponsorship-schema";

const valid = {
  name: "João Lima",
  empresa: "CuraPlus Dermocuidados",
  email: "joao@curaplus.com.br",
  telefone: "(71) 3333-4444",
  interesse: "Cota de patrocínio e estande na exposição.",
};

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

function errorsOf(values: Record<string, string>) {
  const submission = parseWithZod(formData(values), { schema: sponsorshipSchema });
  return submission.status === "error" ? submission.error : null;
}

test("a complete inquiry is valid", () => {
  expect(sponsorshipSchema.parse(valid)).toEqual(valid);
});

test("too short values get the spec's exact messages", () => {
  expect(
    errorsOf({ name: "J", empresa: "C", email: "joao@", telefone: "123", interesse: "Oi" }),
  ).toEqual({
    name: ["Nome deve ter pelo menos 2 caracteres"],
    empresa: ["Nome da empresa deve ter pelo menos 2 caracteres"],
    email: ["Digite um email válido"],
    telefone: ["Digite um telefone válido"],
    interesse: ["Descreva seu interesse em pelo menos 5 caracteres"],
  });
});

test("empty fields read like too short ones", () => {
  expect(errorsOf({ name: "", empresa: "", email: "", telefone: "", interesse: "" })).toEqual({
    name: ["Nome deve ter pelo menos 2 caracteres"],
    empresa: ["Nome da empresa deve ter pelo menos 2 caracteres"],
    email: ["Digite um email válido"],
    telefone: ["Digite um telefone válido"],
    interesse: ["Descreva seu interesse em pelo menos 5 caracteres"],
  });
});

test("values are trimmed before they are checked and stored", () => {
  const padded = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, `\t ${v} \n`]));
  expect(sponsorshipSchema.parse(padded)).toEqual(valid);
  expect(errorsOf({ ...valid, empresa: "  C  ", telefone: "  71 3333  " })).toEqual({
    empresa: ["Nome da empresa deve ter pelo menos 2 caracteres"],
    telefone: ["Digite um telefone válido"],
  });
});

test("overlong values are refused with a clear message", () => {
  const result = sponsorshipSchema.safeParse({
    name: "a".repeat(sponsorshipLimits.name + 1),
    empresa: "a".repeat(sponsorshipLimits.empresa + 1),
    email: `${"a".repeat(sponsorshipLimits.email)}@example.com`,
    telefone: "9".repeat(sponsorshipLimits.telefone + 1),
    interesse: "a".repeat(sponsorshipLimits.interesse + 1),
  });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    `Nome deve ter no máximo ${sponsorshipLimits.name} caracteres`,
    `Nome da empresa deve ter no máximo ${sponsorshipLimits.empresa} caracteres`,
    `O email deve ter no máximo ${sponsorshipLimits.email} caracteres`,
    `O telefone deve ter no máximo ${sponsorshipLimits.telefone} caracteres`,
    `Descreva seu interesse em no máximo ${sponsorshipLimits.interesse} caracteres`,
  ]);
});

test("values at the limits are accepted", () => {
  const atLimit = {
    name: "a".repeat(sponsorshipLimits.name),
    empresa: "a".repeat(sponsorshipLimits.empresa),
    email: `${"a".repeat(64)}@${"b".repeat(60)}.com`,
    telefone: "9".repeat(sponsorshipLimits.telefone),
    interesse: "a".repeat(sponsorshipLimits.interesse),
  };
  expect(sponsorshipSchema.safeParse(atLimit).success).toBe(true);
});
