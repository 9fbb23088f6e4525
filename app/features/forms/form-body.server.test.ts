import { expect, test } from "vitest";
import { bodyMessages, formNameOf, readFormBody } from "./submissions.server";

function post(body: BodyInit, headers?: HeadersInit) {
  return new Request("http://localhost/contato", { method: "POST", body, headers });
}

test("the spec's multipart field names are mapped to ours", async () => {
  const body = new FormData();
  for (const [key, value] of [
    ["form-name", "contact"],
    ["Nome", "Maria Souza"],
    ["E-mail", "maria@example.com"],
    ["Telefone", "(71) 99999-0000"],
    ["Assunto", "Inscrição"],
    ["Mensagem", "Olá, equipe!"],
    ["Empresa", "Açaí & Cia"],
    ["Interesse", "Estande"],
    ["bot-field", ""],
  ]) {
    body.append(key!, value!);
  }
  const result = await readFormBody(post(body));
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(Object.fromEntries(result.formData)).toEqual({
    "form-name": "contact",
    name: "Maria Souza",
    email: "maria@example.com",
    telefone: "(71) 99999-0000",
    subject: "Inscrição",
    message: "Olá, equipe!",
    empresa: "Açaí & Cia",
    interesse: "Estande",
    "bot-field": "",
  });
  expect(formNameOf(result.formData)).toBe("contact");
});

test("our own field names pass unchanged, and win over the spec's", async () => {
  const result = await readFormBody(post(new URLSearchParams({ name: "Ana", Nome: "Outra" })));
  expect(result.ok && Object.fromEntries(result.formData)).toEqual({ name: "Ana" });
});

test("control characters are refused with 400; tabs and line breaks are fine", async () => {
  for (const bad of ["Ma\u0000ria", "Maria\u001b[31m", "Ma\u007Fria", "Ma\u0085ria"]) {
    expect(await readFormBody(post(new URLSearchParams({ name: bad })))).toEqual({
      ok: false,
      status: 400,
      message: bodyMessages.controlCharacters,
    });
  }
  const fine = await readFormBody(post(new URLSearchParams({ message: "Linha 1\r\n\tLinha 2" })));
  expect(fine.ok).toBe(true);
});

test("a broken multipart body and a file field are refused with 400", async () => {
  const broken = post("--x\r\nnada disso", {
    "Content-Type": "multipart/form-data; boundary=outra-coisa",
  });
  expect(await readFormBody(broken)).toMatchObject({ ok: false, status: 400 });

  const withFile = new FormData();
  withFile.append("name", new Blob(["Maria"]), "nome.txt");
  expect(await readFormBody(post(withFile))).toMatchObject({ ok: false, status: 400 });
});
