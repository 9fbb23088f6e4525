import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { contactLimits, contactSchema } from "./contact-schema";

const valid = {
  name: "Maria Souza",
  email: "maria@example.com",
  telefone: "(71) 99999-0000",
  subject: "Dúvida sobre inscrição",
  message: "Gostaria de saber se há desconto para estudantes.",
};

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

function errorsOf(values: Record<string, string>) {
  const submission = parseWithZod(formData(values), { schema: contactSchema });
  return submission.status === "error" ? submission.error : null;
}

test("a complete message is valid", () => {
  expect(contactSchema.parse(valid)).toEqual(valid);
});

test("too short values get the spec's exact messages", () => {
  expect(
    errorsOf({ name: "M", email: "maria", telefone: "7199", subject: "Oi", message: "Olá" }),
  ).toEqual({
    name: ["O nome precisa ter pelo menos 2 caracteres."],
    email: ["Por favor, insira um endereço de e-mail válido."],
    telefone: ["O telefone precisa ter pelo menos 10 caracteres."],
    subject: ["O assunto precisa ter pelo menos 5 caracteres."],
    message: ["A mensagem precisa ter pelo menos 10 caracteres."],
  });
});

test("empty fields read like too short ones", () => {
  expect(errorsOf({ name: "", email: "", telefone: "", subject: "", message: "" })).toEqual({
    name: ["O nome precisa ter pelo menos 2 caracteres."],
    email: ["Por favor, insira um endereço de e-mail válido."],
    telefone: ["O telefone precisa ter pelo menos 10 caracteres."],
    subject: ["O assunto precisa ter pelo menos 5 caracteres."],
    message: ["A mensagem precisa ter pelo menos 10 caracteres."],
  });
});

test("values are trimmed before they are checked and stored", () => {
  const padded = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, `  ${v}  `]));
  expect(contactSchema.parse(padded)).toEqual(valid);
  expect(errorsOf({ ...valid, name: "  M  ", message: "   curta    " })).toEqual({
    name: ["O nome precisa ter pelo menos 2 caracteres."],
    message: ["A mensagem precisa ter pelo menos 10 caracteres."],
  });
});

test("overlong values are refused with a clear message", () => {
  const result = contactSchema.safeParse({
    name: "a".repeat(contactLimits.name + 1),
    email: `${"a".repeat(contactLimits.email)}@example.com`,
    telefone: "9".repeat(contactLimits.telefone + 1),
    subject: "a".repeat(contactLimits.subject + 1),
    message: "a".repeat(contactLimits.message + 1),
  });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    `O nome pode ter no máximo ${contactLimits.name} caracteres.`,
    `O e-mail pode ter no máximo ${contactLimits.email} caracteres.`,
    `O telefone pode ter no máximo ${contactLimits.telefone} caracteres.`,
    `O assunto pode ter no máximo ${contactLimits.subject} caracteres.`,
    `A mensagem pode ter no máximo ${contactLimits.message} caracteres.`,
  ]);
});

test("values at the limits are accepted", () => {
  const atLimit = {
    name: "a".repeat(contactLimits.name),
    email: `${"a".repeat(64)}@${"b".repeat(60)}.com`,
    telefone: "9".repeat(contactLimits.telefone),
    subject: "a".repeat(contactLimits.subject),
    message: "a".repeat(contactLimits.message),
  };
  expect(contactSchema.safeParse(atLimit).success).toBe(true);
});
