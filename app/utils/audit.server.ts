import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export interface AuditEntry {
  /** The administrator's e-mail. */
  actor: string;
  /** What happened, as `entity.verb` (e.g. 'speaker.create'). */
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * Records an admin write. Takes a transaction as well as the database, so the
 * entry is stored together with the change it describes, or not at all.
 */
export async function recordAudit(db: Pick<Database, "insert">, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

export const AUDIT_LOG_LIMIT = 200;

/** The latest entries, newest first. */
export async function listAuditLog(db: Database, limit = AUDIT_LOG_LIMIT) {
  return db
    .select({
      id: auditLog.id,
      actor: auditLog.actor,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
