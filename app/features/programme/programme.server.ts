import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { defaultProgramme } from "~/content/default-programme";
import { type Programme, readProgramme } from "~/content/programme-schema";
import { reportError } from "~/utils/logger.server";

/** Spec §9: the programme read looks at the five newest saved versions. */
const ROWS_TO_READ = 5;

/** The current programme (spec §7); a database error keeps the site up with the default. */
export async function getCurrentProgramme(db: Database): Promise<Programme> {
  try {
    const rows = await db
      .select({ data: programmeVersions.data })
      .from(programmeVersions)
      .orderBy(desc(programmeVersions.version))
      .limit(ROWS_TO_READ);
    for (const row of rows) {
      const programme = readProgramme(row.data);
      if (programme) return programme;
    }
  } catch (error) {
    reportError("Erro ao carregar programação:", error);
  }
  return defaultProgramme;
}
