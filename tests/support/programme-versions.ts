import { desc } from "drizzle-orm";
import { type Programme, readProgramme, toProgrammeData } from "~/content/programme-schema";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";

/** Saves the current programme edited by `edit` as a new version, straight into the table. */
export async function saveEditedProgramme(db: Database, edit: (programme: Programme) => Programme) {
  const [row] = await db
    .select({ version: programmeVersions.version, data: programmeVersions.data })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.version))
    .limit(1);
  const version = row!.version + 1;
  await db.insert(programmeVersions).values({
    version,
    basedOnVersion: row!.version,
    data: toProgrammeData(edit(readProgramme(row!.data)!), version),
    createdBy: "teste",
  });
}
