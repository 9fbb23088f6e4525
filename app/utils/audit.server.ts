import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/** An admin write, `action` as `entity.verb` (e.g. 'speaker.create'), by the admin's e-mail. */
type AuditEntry = Pick<
  typeof auditLog.$inferInsert,
  "actor" | "action" | "entity" | "entityId" | "details"
>;

/** Records an admin write; pass the write's transaction so both are stored or neither. */
export async function recordAudit(db: Pick<Database, "insert">, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}

export const AUDIT_LOG_LIMIT = 200;

export async function listAuditLog(db: Database) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_LOG_LIMIT);
}
