import { desc, eq, lt, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "~/lib/zod";
import { recordAudit } from "~/utils/audit.server";
import { FormTokenReusedError } from "~/utils/form-token.server";
import type { Database } from "./client.server";
import { formTokens, programmeVersions } from "./schema";

// Snapshots as numbered versions: each write appends a row and its audit entry in one
// transaction; the unique based_on_version refuses the second of two writes from one base.

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What the mechanics below query; both snapshot tables have it. */
type SnapshotTable = PgTable & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  version: AnyPgColumn<{ data: number; notNull: true }>;
  data: AnyPgColumn;
};

/** A write refused, with the Portuguese message the administrator sees. */
export type Refused<Reason extends string> = { ok: false; reason: Reason; message: string };

export function refuse<Reason extends string>(reason: Reason, message: string): Refused<Reason> {
  return { ok: false, reason, message };
}

// Save time in ms, always above the newest so the order never depends on clocks.
export const nextVersion = (newest: number | null | undefined) =>
  Math.max(Date.now(), (newest ?? 0) + 1);

/** When the programme was last saved (its newest version); null before the first save. */
export async function lastProgrammeSaveAt(db: Pick<Database, "select">) {
  const [row] = await db
    .select({ at: programmeVersions.createdAt })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.version))
    .limit(1);
  return row?.at ?? null;
}

/** Unique violations: another write from the same base (or in the same ms) committed first. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Runs `work` in a transaction; a concurrent write from the same base answers `conflict`. */
export async function transactionOrConflict<R>(
  db: Database,
  conflict: R,
  work: (tx: Transaction) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) return conflict;
    throw error;
  }
}

/**
 * Runs `work` once per form token (kept a day): a later use, concurrent ones ordered by the key,
 * answers with the outcome the first stored; a refusal frees the token for the form to be sent again.
 */
export async function withFormToken<O extends object, R extends { ok: boolean }>(
  tx: Transaction,
  scope: string,
  token: string | undefined,
  outcome: z.ZodType<O>,
  work: () => Promise<R>,
): Promise<R | ({ ok: true } & O)> {
  if (!token) return work();
  await tx.delete(formTokens).where(lt(formTokens.createdAt, sql`now() - interval '1 day'`));
  const [claimed] = await tx
    .insert(formTokens)
    .values({ token, scope })
    .onConflictDoNothing()
    .returning({ token: formTokens.token });
  const byToken = eq(formTokens.token, token);
  if (!claimed) {
    const [first] = await tx
      .select({ scope: formTokens.scope, outcome: formTokens.outcome })
      .from(formTokens)
      .where(byToken);
    const answered = outcome.safeParse(first?.outcome);
    if (first?.scope !== scope || !answered.success) throw new FormTokenReusedError();
    return { ok: true, ...answered.data };
  }
  const result = await work();
  const { ok, ...saved } = result;
  if (ok) await tx.update(formTokens).set({ outcome: saved }).where(byToken);
  else await tx.delete(formTokens).where(byToken);
  return result;
}

const uuid = z.uuid();

/** The shared mechanics of one snapshot table; `entity` names its rows in the audit log. */
export function snapshotStore<T extends SnapshotTable>(snapshotTable: T, entity: string) {
  // Queried through the common shape: drizzle cannot type queries on a generic table.
  const table: SnapshotTable = snapshotTable;
  type Values = Omit<T["$inferInsert"], "version" | "basedOnVersion" | "createdBy">;

  async function newest(db: Pick<Database, "select">) {
    const [row] = await db
      .select({ version: table.version, data: table.data })
      .from(table)
      .orderBy(desc(table.version))
      .limit(1);
    return row ?? null;
  }

  /** Stores the row `values` builds as the version after `basedOnVersion`, audited, in `tx`. */
  async function append(
    tx: Transaction,
    input: {
      actor: string;
      action: string;
      basedOnVersion: number | null;
      values: (version: number) => Values;
      details?: Record<string, unknown>;
    },
  ): Promise<{ id: string; version: number }> {
    const { actor, basedOnVersion } = input;
    const version = nextVersion(basedOnVersion);
    const [row] = await tx
      .insert(table)
      .values({ ...input.values(version), version, basedOnVersion, createdBy: actor })
      .returning({ id: table.id });
    await recordAudit(tx, {
      actor,
      action: input.action,
      entity,
      entityId: row!.id,
      details: { version, basedOnVersion, ...input.details },
    });
    return { id: row!.id, version };
  }

  /** Copies a stored version (not the current one) into a new current version. */
  async function restore<D, Reason extends string>(
    db: Database,
    id: string,
    actor: string,
    input: {
      action: string;
      /** The stored data as the domain reads it; null when it no longer does. */
      read: (data: unknown) => D | null;
      values: (snapshot: D, version: number) => Values;
      refused: Record<"notFound" | "unreadable" | "current" | "conflict", Refused<Reason>>;
    },
  ): Promise<{ ok: true; id: string; version: number } | Refused<Reason>> {
    const { refused } = input;
    if (!uuid.safeParse(id).success) return refused.notFound;
    return transactionOrConflict(db, refused.conflict, async (tx) => {
      const [chosen] = await tx
        .select({ version: table.version, data: table.data })
        .from(table)
        .where(eq(table.id, id));
      if (!chosen) return refused.notFound;
      const snapshot = input.read(chosen.data);
      if (snapshot === null) return refused.unreadable;
      const current = (await newest(tx)) ?? chosen;
      if (current.version === chosen.version) return refused.current;
      const appended = await append(tx, {
        actor,
        action: input.action,
        basedOnVersion: current.version,
        values: (version) => ({
          ...input.values(snapshot, version),
          restoredFromVersion: chosen.version,
        }),
        details: { restoredFrom: chosen.version, restoredFromId: id },
      });
      return { ok: true as const, ...appended };
    });
  }

  return { newest, append, restore };
}
