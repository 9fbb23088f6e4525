import type { AddressInfo } from "node:net";
import { createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, test, vi } from "vitest";
import { sendNotification } from "./mail.server";

/** A throw-away SMTP server on a random port that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: bound, read, then released. */
async function closedPort() {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read the fields back. */
function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

afterEach(() => vi.restoreAllMocks());

const notification = {
  subject: "Nova mensagem de contato: Inscricao de grupo",
  replyTo: "maria@example.com",
  fields: [
    ["Nome", "Maria Souza"],
    ["E-mail", "maria@example.com"],
    ["Telefone", "(71) 99999-0000"],
    ["Assunto", "Inscricao de grupo"],
    ["Mensagem", "Somos 12 enfermeiras de Salvador."],
  ] as [string, string][],
};

test("the notification arrives at the SMTP server with the submission's fields", async () => {
  const smtp = await startSmtp();
  try {
    const outcome = await sendNotification(
      { SMTP_URL: smtp.url, NOTIFY_EMAIL: "equipe@congresso.test" },
      notification,
    );
    expect(outcome).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["equipe@congresso.test"]);
    const text = decodeQuotedPrintable(mail?.raw ?? "");
    expect(text).toContain("Subject: Nova mensagem de contato: Inscricao de grupo");
    expect(text).toContain("Reply-To: maria@example.com");
    for (const [label, value] of notification.fields)
      expect(text).toContain(`${label}:\r\n${value}`);
  } finally {
    await smtp.close();
  }
});

test("without SMTP_URL or NOTIFY_EMAIL nothing is sent", async () => {
  expect(await sendNotification({ NOTIFY_EMAIL: "equipe@congresso.test" }, notification)).toBe(
    "skipped",
  );
  expect(await sendNotification({ SMTP_URL: "smtp://127.0.0.1:1" }, notification)).toBe("skipped");
});

test("with the SMTP server down the failure is logged, never thrown", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const outcome = await sendNotification(
    { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, NOTIFY_EMAIL: "equipe@congresso.test" },
    notification,
  );
  expect(outcome).toBe("failed");
  expect(logged).toHaveBeenCalledWith("Falha ao enviar e-mail de notificação", expect.anything());
});
