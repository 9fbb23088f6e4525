import { desc, eq } from "drizzle-orm";
import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import {
  type Refused,
  refuse,
  snapshotStore,
  transactionOrConflict,
  withFormToken,
} from "~/db/versioned-snapshots.server";
import { programmeSchema, readProgramme, toProgrammeData } from "~/content/programme-schema";
import { newSessionId, withSessionIds } from "~/content/session-ids";
import { MIN_VERSIONS_KEPT, versionMessages } from "./versions-messages";

const ENTITY = "programme_version";
const store = snapshotStore(programmeVersions, ENTITY);

export type VersionResult =
  | { ok: true; id: string; version: number }
  | Refused<"stale" | "invalid" | "not-found" | "current" | "too-few">;

const summaryColumns = {
  id: programmeVersions.id,
  version: programmeVersions.version,
  createdAt: programmeVersions.createdAt,
  createdBy: programmeVersions.createdBy,
};

/** Every saved version, newest (the current one) first. */
export async function listVersions(db: Database) {
  return db.select(summaryColumns).from(programmeVersions).orderBy(desc(programmeVersions.version));
}

/** Every version with its content and restore source, newest first, for the editor's history. */
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

const stale = () => refuse("stale", versionMessages.stale);

const savedOutcome = z.object({ id: z.uuid(), version: z.number().int() });

/** Stores an edited programme as a new version; refused as stale when someone saved meanwhile. */
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
    return refuse("invalid", parsed.error.issues[0]?.message ?? versionMessages.invalid);
  }
  // A session new in this version (or copied from another) gets its id now; the others keep theirs.
  const programme = withSessionIds(parsed.data, newSessionId);
  return transactionOrConflict(db, stale(), (tx) =>
    withFormToken(tx, "programme.save", input.formToken, savedOutcome, async () => {
      const newest = await store.newest(tx);
      if ((newest?.version ?? null) !== input.basedOnVersion) return stale();
      const appended = await store.append(tx, {
        actor: input.actor,
        action: "programme.save",
        basedOnVersion: input.basedOnVersion,
        values: (version) => ({ data: toProgrammeData(programme, version) }),
      });
      return { ok: true as const, ...appended };
    }),
  );
}

/** Copies a non-current version's content into a new current version (spec §4). */
export async function restoreVersion(
  db: Database,
  id: string,
  actor: string,
): Promise<VersionResult> {
  return store.restore(db, id, actor, {
    action: "programme.restore",
    read: readProgramme,
    values: (programme, version) => ({ data: toProgrammeData(programme, version) }),
    refused: {
      notFound: refuse("not-found", versionMessages.notFound),
      unreadable: refuse("invalid", versionMessages.invalid),
      current: refuse("current", versionMessages.alreadyCurrent),
      conflict: stale(),
    },
  });
}

/** Deletes an old version while more than two exist; rows are locked so deletes cannot race. */
export async function deleteVersion(
  db: Database,
  id: string,
  actor: string,
): Promise<VersionResult> {
  if (!z.uuid().safeParse(id).success) {
    return refuse("not-found", versionMessages.notFound);
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: programmeVersions.id, version: programmeVersions.version })
      .from(programmeVersions)
      .orderBy(desc(programmeVersions.version))
      .for("update");
    const target = rows.find((row) => row.id === id);
    if (!target) return refuse("not-found", versionMessages.notFound);
    if (rows[0]?.id === id) {
      return refuse("current", versionMessages.deleteCurrent);
    }
    if (rows.length <= MIN_VERSIONS_KEPT) {
      return refuse("too-few", versionMessages.tooFew);
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
