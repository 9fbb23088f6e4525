import { expect } from "vitest";
import { contactMessages, sponsorshipInquiries } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import {
  deleteInboxItem,
  exportInbox,
  getInboxItem,
  listInbox,
  markReadOnOpen,
  setRead,
  unreadCounts,
} from "./inbox.server";

databaseTest(
  "the inbox lists both kinds newest first, filters, reads and deletes",
  async ({ db }) => {
    const [older] = await db
      .insert(contactMessages)
      .values({
        name: "Maria",
        email: "maria@example.com",
        telefone: "(71) 99999-0000",
        subject: "Inscrição",
        message: "Há desconto?",
        createdAt: new Date("2025-07-01T10:00:00Z"),
      })
      .returning();
    const [newer] = await db
      .insert(sponsorshipInquiries)
      .values({
        name: "João",
        empresa: "Açaí & Cia",
        email: "joao@acai.com.br",
        telefone: "(71) 3333-4444",
        interesse: "Estande",
        createdAt: new Date("2025-07-02T10:00:00Z"),
      })
      .returning();
    if (!older || !newer) throw new Error("insert failed");

    expect((await listInbox(db)).map((i) => [i.kind, i.title, i.read])).toEqual([
      ["patrocinio", "Açaí & Cia", false],
      ["contato", "Inscrição", false],
    ]);
    expect((await listInbox(db, "contato")).map((i) => i.id)).toEqual([older.id]);
    expect((await listInbox(db, "patrocinio")).map((i) => i.id)).toEqual([newer.id]);
    expect(await unreadCounts(db)).toEqual({ contato: 1, patrocinio: 1, total: 2 });

    const item = await getInboxItem(db, "contato", older.id);
    expect(item).toMatchObject({ kind: "contato", subject: "Inscrição", readAt: null });
    // The wrong kind, a missing id and a non-uuid are all "not found".
    expect(await getInboxItem(db, "patrocinio", older.id)).toBeNull();
    expect(await getInboxItem(db, "contato", "não-é-um-id")).toBeNull();

    const opened = await markReadOnOpen(db, item!, new Date("2025-07-03T00:00:00Z"));
    expect(opened.readAt).toEqual(new Date("2025-07-03T00:00:00Z"));
    // Opening again keeps the first reading's time.
    const again = await markReadOnOpen(db, (await getInboxItem(db, "contato", older.id))!);
    expect(again.readAt).toEqual(new Date("2025-07-03T00:00:00Z"));
    expect(await unreadCounts(db)).toEqual({ contato: 0, patrocinio: 1, total: 1 });

    expect(await setRead(db, "contato", older.id, false)).toBe(true);
    expect((await getInboxItem(db, "contato", older.id))?.readAt).toBeNull();
    expect(await setRead(db, "patrocinio", older.id, true)).toBe(false);

    expect((await exportInbox(db)).map((i) => i.name)).toEqual(["João", "Maria"]);

    expect(await deleteInboxItem(db, "patrocinio", newer.id)).toBe(true);
    expect(await deleteInboxItem(db, "patrocinio", newer.id)).toBe(false);
    expect(await deleteInboxItem(db, "contato", "x")).toBe(false);
    expect((await listInbox(db)).map((i) => i.id)).toEqual([older.id]);
  },
);
