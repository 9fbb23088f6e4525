import { expect, test } from "vitest";
import { contactMessages, sponsorshipInquiries } from "~/db/schema";
import { testEngines } from "~tests/support/databases";
import { isBotSubmission, saveContactMessage, saveSponsorshipInquiry } from "./submissions.server";

test("a filled honeypot marks a bot, an empty one a person", () => {
  const person = new FormData();
  person.set("bot-field", "");
  const bot = new FormData();
  bot.set("bot-field", "https://spam.example");
  expect(isBotSubmission(person)).toBe(false);
  expect(isBotSubmission(new FormData())).toBe(false);
  expect(isBotSubmission(bot)).toBe(true);
});

for (const engine of testEngines) {
  test(`${engine.name}: contact messages and sponsorship inquiries are stored unread`, async () => {
    const { db, close } = await engine.open();
    try {
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
      await saveContactMessage(db, message);
      await saveSponsorshipInquiry(db, inquiry);

      const [storedMessage] = await db.select().from(contactMessages);
      expect(storedMessage).toMatchObject({ ...message, readAt: null });
      const [storedInquiry] = await db.select().from(sponsorshipInquiries);
      expect(storedInquiry).toMatchObject({ ...inquiry, readAt: null });
    } finally {
      await close();
    }
  });
}
