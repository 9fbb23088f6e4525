import { desc, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { defaultProgramme } from "~/content/default-programme";
import { type Programme, readProgramme } from "~/content/programme-schema";
import { reportError } from "~/utils/logger.server";

/** Spec §9: the programme read looks at the five newest saved versions. */
const ROWS_TO_READ = 5;

/** The newest of the five newest versions (within `where`) that reads as a programme `accept`s. */
export async function newestProgramme(
  db: Database,
  where?: SQL,
  accept: (programme: Programme) => boolean = () => true,
) {
  const rows = await db
    .select({ data: programmeVersions.data, createdAt: programmeVersions.createdAt })
    .from(programmeVersions)
    .where(where)
    .orderBy(desc(programmeVersions.version))
    .limit(ROWS_TO_READ);
  for (const row of rows) {
    const programme = readProgramme(row.data);
    if (programme && accept(programme)) return { programme, savedAt: row.createdAt };
  }
  return null;
}

/** The current programme (spec §7); a database error keeps the site up with the default. */
export async function getCurrentProgramme(db: Database): Promise<Programme> {
  try {
    const newest = await newestProgramme(db);
    if (newest) return newest.programme;
  } catch (error) {
    reportError("Erro ao carregar programação:", error);
  }
  return defaultProgramme;
}
