import { count, desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { defaultProgramme } from "~/content/default-programme";
import { startsEdition } from "~/content/placeholder-programme";
import { readProgramme } from "~/content/programme-schema";
import type { ProgrammeHistory, SavedProgramme } from "./session-history";

/**
 * How many saved versions the calendars and the change list read, newest first. Each version is
 * a whole programme (tens of kB): the work of one render stays bounded however many saves the
 * table holds. Older changes drop out of the change list; calendars count them (see
 * `sessionRevisions`). The answers are published, so this runs once per save, not per visit.
 */
export const MAX_VERSIONS_WALKED = 60;

/**
 * The current edition's newest saved versions, oldest first, and how many older ones were left
 * unread. A new edition starts at its 'em breve' programme: the edition before's sessions are
 * neither changes nor cancelled events of this one.
 */
export async function loadProgrammeHistory(
  db: Database,
  limit = MAX_VERSIONS_WALKED,
): Promise<ProgrammeHistory> {
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
  const read = rows.reverse().flatMap((row): SavedProgramme[] => {
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

/** The default programme, dated at the start of the epoch so it never passes for news. */
const DEFAULT_VERSION: SavedProgramme = {
  version: 0,
  savedAt: new Date(0),
  programme: defaultProgramme,
};

/** The current programme with its save time: the newest readable version. */
export function currentOf(history: ProgrammeHistory): SavedProgramme {
  return history.versions.at(-1) ?? DEFAULT_VERSION;
}
