import { count, desc, eq } from "drizzle-orm";
import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { claimFormToken, releaseFormToken, settleFormToken } from "~/utils/form-token.server";
import {
  type Programme,
  programmeSchema,
  readProgramme,
  toProgrammeData,
} from "~/content/programme-schema";
import { newSessionId, withSessionIds } from "~/content/session-ids";
import { MIN_VERSIONS_KEPT } from "./version-labels";
import { versionMessages } from "./versions-messages";

const ENTITY = "programme_version";

export interface VersionSummary {
  id: string;
  version: number;
  createdAt: Date;
  createdBy: string | null;
}

export type VersionResult =
  | { ok: true; id: string; version: number }
  | {
      ok: false;
      reason: "stale" | "invalid" | "not-found" | "current" | "too-few";
      message: string;
    };

const summaryColumns = {
  id: programmeVersions.id,
  version: programmeVersions.version,
  createdAt: programmeVersions.createdAt,
  createdBy: programmeVersions.createdBy,
};

/** Every saved version, newest (the current one) first. */
export async function listVersions(db: Database): Promise<VersionSummary[]> {
  return db.select(summaryColumns).from(programmeVersions).orderBy(desc(programmeVersions.version));
}

/**
 * Every version with its content and, for a restore, the version it came from; newest first.
 * For the editor's history, which says what each version changed against the one before.
 */
export async function listVersionHistory(db: Database) {
  const rows = await db
    .select({
      ...summaryColumns,
      data: programmeVersions.data,
      restoredFromVersion: programmeVersions.restoredFromVersion,
    })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.version));
  return rows.map(({ data, ...row }) => ({ ...row, programme: readProgramme(data) }));
}

const uuid = z.uuid();

/** One version with its content, or null when the id is unknown (or not even an id). */
export async function getVersion(db: Database, id: string) {
  if (!uuid.safeParse(id).success) return null;
  const [row] = await db
    .select({ ...summaryColumns, data: programmeVersions.data })
    .from(programmeVersions)
    .where(eq(programmeVersions.id, id));
  if (!row) return null;
  const { data, ...summary } = row;
  return { ...summary, programme: readProgramme(data) };
}

/** The newest version number, or null in an empty table. */
async function newestVersion(tx: Pick<Database, "select">) {
  const [row] = await tx
    .select({ version: programmeVersions.version })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.version))
    .limit(1);
  return row?.version ?? null;
}

// Save time in ms (spec §3), always above the newest so the order never depends on clocks.
const nextVersion = (newest: number | null) => Math.max(Date.now(), (newest ?? 0) + 1);

const stale = (): VersionResult => ({
  ok: false,
  reason: "stale",
  message: versionMessages.stale,
});

/** Unique violations: another save from the same base (or in the same ms) committed first. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const savedOutcome = z.object({ id: z.uuid(), version: z.number().int() });

/**
 * Inserts a new current version, refused as stale unless `basedOnVersion` is the newest. With a
 * `formToken` already used it inserts nothing and answers as that token's first use did.
 */
async function insertVersion(
  db: Database,
  programme: Programme,
  basedOnVersion: number | null,
  actor: string,
  audit: { action: string; details: Record<string, unknown> },
  options: { formToken?: string; restoredFromVersion?: number } = {},
): Promise<VersionResult> {
  const { formToken, restoredFromVersion = null } = options;
  try {
    return await db.transaction(async (tx) => {
      if (formToken) {
        const claim = await claimFormToken(tx, "programme.save", formToken, savedOutcome);
        if (!claim.fresh) return { ok: true as const, ...claim.outcome };
      }
      const newest = await newestVersion(tx);
      if (newest !== basedOnVersion) {
        if (formToken) await releaseFormToken(tx, formToken);
        return stale();
      }
      const version = nextVersion(newest);
      const [row] = await tx
        .insert(programmeVersions)
        .values({
          version,
          basedOnVersion,
          restoredFromVersion,
          data: toProgrammeData(programme, version),
          createdBy: actor,
        })
        .returning({ id: programmeVersions.id });
      if (!row) throw new Error("insert returned no row");
      await recordAudit(tx, {
        actor,
        action: audit.action,
        entity: ENTITY,
        entityId: row.id,
        details: { version, basedOnVersion, ...audit.details },
      });
      if (formToken) await settleFormToken(tx, formToken, { id: row.id, version });
      return { ok: true as const, id: row.id, version };
    });
  } catch (error) {
    // The unique based_on_version: a concurrent save from the same base won the race.
    if (isUniqueViolation(error)) return stale();
    throw error;
  }
}

/**
 * Stores an edited programme as the new current version (spec §4). `basedOnVersion` is the
 * version the editor started from: when someone saved meanwhile, the save is refused as stale
 * rather than silently overwriting their work. The same save sent again with its `formToken`
 * stores nothing more and answers as the first did.
 */
export async function saveProgrammeVersion(
  db: Database,
  input: {
    programme: unknown;
    basedOnVersion: number | null;
    actor: string;
    formToken?: string;
  },
): Promise<VersionResult> {
  const parsed = programmeSchema.safeParse(input.programme);
  if (!parsed.success) {
    return {
      ok: false,
      reason: "invalid",
      message: parsed.error.issues[0]?.message ?? versionMessages.invalid,
    };
  }
  // A session new in this version (or copied from another) gets its id now; the others keep theirs.
  const programme = withSessionIds(parsed.data, newSessionId);
  return insertVersion(
    db,
    programme,
    input.basedOnVersion,
    input.actor,
    { action: "programme.save", details: {} },
    { formToken: input.formToken },
  );
}

/** Copies a non-current version's content into a new current version (spec §4). */
export async function restoreVersion(
  db: Database,
  id: string,
  actor: string,
): Promise<VersionResult> {
  const chosen = await getVersion(db, id);
  if (!chosen) return { ok: false, reason: "not-found", message: versionMessages.notFound };
  if (!chosen.programme) {
    return { ok: false, reason: "invalid", message: versionMessages.invalid };
  }
  const newest = await newestVersion(db);
  if (newest === chosen.version) {
    return { ok: false, reason: "current", message: versionMessages.alreadyCurrent };
  }
  return insertVersion(
    db,
    chosen.programme,
    newest,
    actor,
    { action: "programme.restore", details: { restoredFrom: chosen.version, restoredFromId: id } },
    { restoredFromVersion: chosen.version },
  );
}

/**
 * Deletes a version: never the current one, and only while more than two exist (spec §4).
 * The rows are locked while checking, so two deletes at once cannot go below the minimum.
 */
export async function deleteVersion(
  db: Database,
  id: string,
  actor: string,
): Promise<VersionResult> {
  if (!uuid.safeParse(id).success) {
    return { ok: false, reason: "not-found", message: versionMessages.notFound };
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: programmeVersions.id, version: programmeVersions.version })
      .from(programmeVersions)
      .orderBy(desc(programmeVersions.version))
      .for("update");
    const target = rows.find((row) => row.id === id);
    if (!target) return { ok: false, reason: "not-found", message: versionMessages.notFound };
    if (rows[0]?.id === id) {
      return { ok: false, reason: "current", message: versionMessages.deleteCurrent };
    }
    if (rows.length <= MIN_VERSIONS_KEPT) {
      return { ok: false, reason: "too-few", message: versionMessages.tooFew };
    }
    await tx.delete(programmeVersions).where(eq(programmeVersions.id, id));
    await recordAudit(tx, {
      actor,
      action: "programme.delete",
      entity: ENTITY,
      entityId: id,
      details: { version: target.version },
    });
    return { ok: true, id, version: target.version };
  });
}

/** How many versions are stored. */
export async function countVersions(db: Database) {
  const [row] = await db.select({ n: count() }).from(programmeVersions);
  return row?.n ?? 0;
}
