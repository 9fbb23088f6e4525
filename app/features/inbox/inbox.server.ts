import { desc, eq, isNull } from "drizzle-orm";
import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { contactMessages, sponsorshipInquiries } from "~/db/schema";
import type { InboxFilter, InboxKind } from "./inbox-kinds";

export type InboxItem =
  | ({ kind: "contato" } & typeof contactMessages.$inferSelect)
  | ({ kind: "patrocinio" } & typeof sponsorshipInquiries.$inferSelect);

const tables = { contato: contactMessages, patrocinio: sponsorshipInquiries } as const;

/** Ids are uuids; anything else is "not found" rather than a database error. */
const isId = (id: string) => z.uuid().safeParse(id).success;

/** Full records of the chosen kinds, newest first (the CSV export takes them all). */
export async function exportInbox(db: Database, filter: InboxFilter = "todas") {
  const kinds: InboxKind[] = filter === "todas" ? ["contato", "patrocinio"] : [filter];
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const table = tables[kind];
      const rows = await db.select().from(table).orderBy(desc(table.createdAt));
      return rows.map((row) => ({ kind, ...row }) as InboxItem);
    }),
  );
  return lists.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The list's rows: the title is the message's subject or the inquiring company. */
export async function listInbox(db: Database, filter: InboxFilter = "todas") {
  return (await exportInbox(db, filter)).map((item) => ({
    id: item.id,
    kind: item.kind,
    name: item.name,
    email: item.email,
    title: item.kind === "contato" ? item.subject : item.empresa,
    createdAt: item.createdAt,
    read: item.readAt !== null,
  }));
}

export async function getInboxItem(
  db: Database,
  kind: InboxKind,
  id: string,
): Promise<InboxItem | null> {
  if (!isId(id)) return null;
  const table = tables[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row ? ({ kind, ...row } as InboxItem) : null;
}

/** Marks an item read (now) or unread; false when it does not exist. */
export async function setRead(
  db: Database,
  kind: InboxKind,
  id: string,
  read: boolean,
  now = new Date(),
) {
  if (!isId(id)) return false;
  const table = tables[kind];
  const rows = await db
    .update(table)
    .set({ readAt: read ? now : null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Marks an item read only if it was unread, keeping the first reading's time. */
export async function markReadOnOpen(db: Database, item: InboxItem, now = new Date()) {
  if (item.readAt) return item;
  await setRead(db, item.kind, item.id, true, now);
  return { ...item, readAt: now };
}

export async function deleteInboxItem(db: Database, kind: InboxKind, id: string) {
  if (!isId(id)) return false;
  const table = tables[kind];
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** Unread items of each kind, for the dashboard and the inbox heading. */
export async function unreadCounts(db: Database) {
  const [contato, patrocinio] = await Promise.all([
    db.$count(contactMessages, isNull(contactMessages.readAt)),
    db.$count(sponsorshipInquiries, isNull(sponsorshipInquiries.readAt)),
  ]);
  return { contato, patrocinio, total: contato + patrocinio };
}
