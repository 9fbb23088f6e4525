import { createServer, type AddressInfo } from "node:net";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { expect, test, vi } from "vitest";
import type { ServerConfig } from "~/config.server";
import { configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { contactMessages, sponsorshipInquiries } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/utils/rate-limit.server";
import { databaseTest, testEngines } from "~tests/support/databases";
import type { FormActionData } from "./form-messages";
import { isBotSubmission, submissionLimit, submitPublicForm } from "./submissions.server";

const contactFields = {
  "form-name": "contact",
  name: "Maria Souza",
  email: "maria@example.com",
  telefone: "(71) 99999-0000",
  subject: "Dúvida sobre inscrição",
  message: "Há desconto para estudantes de enfermagem?",
  "bot-field": "",
};

function argsFor(db: Database, fields: Record<string, string>, address = "203.0.113.7") {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request("http://localhost/contato", {
    method: "POST",
    body,
    headers: { [CLIENT_ADDRESS_HEADER]: address },
  });
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(configContext, { PORT: 0, DATA_DIR: "." } satisfies ServerConfig);
  return {
    request,
    context,
    config: (c: Partial<ServerConfig>) =>
      context.set(configContext, { PORT: 0, DATA_DIR: ".", ...c }),
  };
}

type Answer = UNSAFE_DataWithResponseInit<FormActionData>;
const statusOf = (answer: Answer) => answer.init?.status ?? 200;

test("a filled honeypot marks a bot, an empty one a person", () => {
  const person = new FormData();
  person.set("bot-field", "");
  const bot = new FormData();
  bot.set("bot-field", "https://spam.example");
  expect(isBotSubmission(person)).toBe(false);
  expect(isBotSubmission(new FormData())).toBe(false);
  expect(isBotSubmission(bot)).toBe(true);
});

databaseTest("contact messages and sponsorship inquiries are stored unread", async ({ db }) => {
  const message = {
    name: "Maria Souza",
    email: "maria@example.com",
    telefone: "(71) 99999-0000",
    subject: "Dúvida sobre inscrição",
    message: "Há desconto para estudantes?",
  };
  const inquiry = {
    name: "João Lima",
    empresa: "CuraPlus",
    email: "joao@curaplus.com.br",
    telefone: "(71) 3333-4444",
    interesse: "Estande na exposição.",
  };
  await submitPublicForm(argsFor(db, { "form-name": "contact", ...message }), "contact");
  await submitPublicForm(argsFor(db, { "form-name": "patrocinio", ...inquiry }), "patrocinio");

  const [storedMessage] = await db.select().from(contactMessages);
  expect(storedMessage).toMatchObject({ ...message, readAt: null });
  const [storedInquiry] = await db.select().from(sponsorshipInquiries);
  expect(storedInquiry).toMatchObject({ ...inquiry, readAt: null });
});

databaseTest("a valid submission is stored; the spec's field names too", async ({ db }) => {
  const answer = (await submitPublicForm(argsFor(db, contactFields), "contact")) as Answer;
  expect(statusOf(answer)).toBe(200);
  expect(answer.data.sent).toBe(true);

  const legacy = argsFor(db, {
    "form-name": "patrocinio",
    Nome: "João Lima",
    Empresa: "Açaí Dermocuidados",
    "E-mail": "joao@acai.com.br",
    Telefone: "(71) 3333-4444",
    Interesse: "Estande na exposição",
  });
  // POST / has no form of its own: `form-name` chooses.
  const legacyAnswer = (await submitPublicForm(legacy)) as Answer;
  expect(legacyAnswer.data.sent).toBe(true);

  expect(await db.select().from(contactMessages)).toMatchObject([
    { name: "Maria Souza", subject: "Dúvida sobre inscrição" },
  ]);
  expect(await db.select().from(sponsorshipInquiries)).toMatchObject([
    { name: "João Lima", empresa: "Açaí Dermocuidados", interesse: "Estande na exposição" },
  ]);
});

databaseTest("a filled honeypot gets success and nothing is stored", async ({ db }) => {
  const bot = argsFor(db, { ...contactFields, "bot-field": "http://spam.example" });
  const answer = (await submitPublicForm(bot, "contact")) as Answer;
  expect(statusOf(answer)).toBe(200);
  expect(answer.data.sent).toBe(true);
  expect(await db.select().from(contactMessages)).toEqual([]);
});

databaseTest("invalid fields get 400 with the typed values kept", async ({ db }) => {
  const answer = (await submitPublicForm(
    argsFor(db, { ...contactFields, name: "M" }),
    "contact",
  )) as Answer;
  expect(statusOf(answer)).toBe(400);
  expect(answer.data.result.error).toEqual({
    name: ["O nome precisa ter pelo menos 2 caracteres."],
  });
  expect(answer.data.result.initialValue).toMatchObject({ subject: contactFields.subject });
  expect(await db.select().from(contactMessages)).toEqual([]);
});

databaseTest("the sixth submission from one address in 10 minutes gets 429", async ({ db }) => {
  for (let i = 0; i < submissionLimit.limit; i++) {
    const answer = (await submitPublicForm(argsFor(db, contactFields), "contact")) as Answer;
    expect(statusOf(answer)).toBe(200);
  }
  const over = (await submitPublicForm(argsFor(db, contactFields), "contact")) as Answer;
  expect(statusOf(over)).toBe(429);
  expect(over.data.result.error?.[""]?.[0]).toMatch(
    /^Você enviou muitas mensagens em pouco tempo\. Tente novamente em \d+ minutos?\.$/,
  );
  // Another address has its own allowance.
  const other = (await submitPublicForm(
    argsFor(db, contactFields, "198.51.100.9"),
    "contact",
  )) as Answer;
  expect(statusOf(other)).toBe(200);
  expect(await db.select().from(contactMessages)).toHaveLength(submissionLimit.limit + 1);
});

databaseTest("with the SMTP server down the submission is stored and succeeds", async ({ db }) => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const args = argsFor(db, contactFields);
    args.config({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: "equipe@congresso.test" });
    const answer = (await submitPublicForm(args, "contact")) as Answer;
    expect(statusOf(answer)).toBe(200);
    expect(answer.data.sent).toBe(true);
    expect(await db.select().from(contactMessages)).toHaveLength(1);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        "Falha ao enviar e-mail de notificação",
        expect.anything(),
      ),
    );
  } finally {
    logged.mockRestore();
  }
});

databaseTest("a database failure answers 500 with the spec's alert", async ({ db, close }) => {
  await close();
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const answer = (await submitPublicForm(argsFor(db, contactFields), "contact")) as Answer;
    expect(statusOf(answer)).toBe(500);
    expect(answer.data).toMatchObject({ sent: false, failure: "rejected" });
    expect(answer.data.result.error?.[""]).toEqual([
      "Não foi possível enviar sua mensagem. Por favor, tente novamente.",
    ]);
    expect(answer.data.result.initialValue).toMatchObject({ name: "Maria Souza" });
  } finally {
    logged.mockRestore();
  }
});

test("a body naming the other form, or none, is refused with 400", async () => {
  const { db, close } = await testEngines[0]!.open();
  try {
    const wrong = (await submitPublicForm(
      argsFor(db, { ...contactFields, "form-name": "patrocinio" }),
      "contact",
    )) as Answer;
    expect(statusOf(wrong)).toBe(400);
    const unnamed = (await submitPublicForm(argsFor(db, { name: "Maria" }))) as Answer;
    expect(statusOf(unnamed)).toBe(400);
    expect(unnamed.data.result.error?.[""]).toEqual(["Formulário desconhecido."]);
  } finally {
    await close();
  }
});
