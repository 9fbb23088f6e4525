import { desc } from "drizzle-orm";
import { defaultProgramme } from "~/content/default-programme";
import { type Programme, readProgramme } from "~/content/programme-schema";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import type { ScheduleVersion } from "./frab-schedule";
import { reportError } from "~/utils/logger.server";

/** The newest readable of the last five saved versions (spec §9), else the default (no version). */
export async function getScheduleSource(
  db: Database,
): Promise<{ programme: Programme; version: ScheduleVersion | null }> {
  try {
    const rows = await db
      .select({ version: programmeVersions.version, data: programmeVersions.data })
      .from(programmeVersions)
      .orderBy(desc(programmeVersions.version))
      .limit(5);
    for (const row of rows) {
      const programme = readProgramme(row.data);
      if (programme) return { programme, version: { number: row.version } };
    }
  } catch (error) {
    reportError("Erro ao carregar programação para o schedule:", error);
  }
  return { programme: defaultProgramme, version: null };
}
