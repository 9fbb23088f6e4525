import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { changeLog, describeChange, formatSaveTime, versionAnchor } from "./programme-changes";
import { MAX_VERSIONS_WALKED, loadProgrammeHistory } from "./schedule-history.server";
import type { ExportFacts } from "./session-facts";
import { reportError } from "~/utils/logger.server";

/** The change list as the page shows it, dates in words. */
export async function loadChangeList(db: Database, facts: ExportFacts) {
  const history = await loadProgrammeHistory(db);
  return {
    entries: changeLog(history, facts).map((entry) => ({
      anchor: versionAnchor(entry.version),
      savedAt: entry.savedAt.toISOString(),
      savedAtText: formatSaveTime(entry.savedAt, facts.event.timeZone),
      changes: entry.changes.map(describeChange),
    })),
    olderOmitted: history.olderVersions > 0,
    maxVersions: MAX_VERSIONS_WALKED,
  };
}

/** The last save, for 'Atualizada em …' on the programme page; null before the first one. */
export async function lastProgrammeSave(db: Database, timeZone: string) {
  try {
    const [row] = await db
      .select({ createdAt: programmeVersions.createdAt })
      .from(programmeVersions)
      .orderBy(desc(programmeVersions.version))
      .limit(1);
    return row
      ? { iso: row.createdAt.toISOString(), text: formatSaveTime(row.createdAt, timeZone) }
      : null;
  } catch (error) {
    // The programme page stays up without its date, as it does with the default programme.
    reportError("Erro ao ler a data da programação:", error);
    return null;
  }
}
