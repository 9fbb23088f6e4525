import { count, desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { lastProgrammeSaveAt } from "~/db/versioned-snapshots.server";
import { defaultProgramme } from "~/content/default-programme";
import { startsEdition } from "~/content/placeholder-programme";
import { readProgramme } from "~/content/programme-schema";
import { reportError } from "~/utils/logger.server";
import { formatInZone } from "~/lib/time-zone";

/** How many saved versions the exports read, so one render stays bounded however many exist. */
export const MAX_VERSIONS_WALKED = 60;

/** The current edition's newest saved versions (from its 'em breve' programme on), oldest first. */
export async function loadProgrammeHistory(db: Database, limit = MAX_VERSIONS_WALKED) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        version: programmeVersions.version,
        createdAt: programmeVersions.createdAt,
        data: programmeVersions.data,
      })
      .from(programmeVersions)
      .orderBy(desc(programmeVersions.version))
      .limit(limit),
    db.select({ n: count() }).from(programmeVersions),
  ]);
  const read = rows.reverse().flatMap((row) => {
    const programme = readProgramme(row.data);
    return programme ? [{ version: row.version, savedAt: row.createdAt, programme }] : [];
  });
  const editionStart = read.findLastIndex((saved) => startsEdition(saved.programme));
  const versions = editionStart > 0 ? read.slice(editionStart) : read;
  // Before the seed (or with nothing readable) the site shows the default programme.
  return {
    versions: versions.length > 0 ? versions : [DEFAULT_VERSION],
    olderVersions: editionStart > 0 ? 0 : Math.max(0, (total?.n ?? 0) - rows.length),
  };
}

/** Dated at the epoch so it never passes for news. */
const DEFAULT_VERSION = { version: 0, savedAt: new Date(0), programme: defaultProgramme };

/** The newest saved versions, oldest first, and how many older ones were not read. */
export type ProgrammeHistory = Awaited<ReturnType<typeof loadProgrammeHistory>>;
export type SavedProgramme = ProgrammeHistory["versions"][number];

export function currentOf(history: ProgrammeHistory) {
  return history.versions.at(-1) ?? DEFAULT_VERSION;
}

/** The last save, for 'Atualizada em …' on the programme page; null before the first one. */
export async function lastProgrammeSave(db: Database, timeZone: string) {
  try {
    const at = await lastProgrammeSaveAt(db);
    return at ? { iso: at.toISOString(), text: formatInZone(at, timeZone, "longDateTime") } : null;
  } catch (error) {
    // The programme page stays up without its date, as it does with the default programme.
    reportError("Erro ao ler a data da programação:", error);
    return null;
  }
}
