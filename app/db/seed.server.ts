import { count } from "drizzle-orm";
import { defaultAbout } from "~/content/default-about";
import { defaultSponsors } from "~/content/default-sponsors";
import { defaultProgramme } from "~/content/default-programme";
import { toProgrammeData } from "~/content/programme-schema";
import type { Database } from "./client.server";
import { aboutCongress, programmeVersions, sponsors } from "./schema";

/**
 * Fills a new database with the default programme, about block and sponsors. A database that
 * has a programme version is not new (versions can never all be deleted), so an administrator's
 * later choices, such as removing every sponsor, survive a restart.
 */
export async function seedDefaults(db: Database, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ versions: count() }).from(programmeVersions);
    if ((row?.versions ?? 0) > 0) return false;
    await tx
      .insert(programmeVersions)
      .values({ version: now, data: toProgrammeData(defaultProgramme, now), createdBy: "sistema" });
    await tx.insert(aboutCongress).values(defaultAbout).onConflictDoNothing();
    await tx
      .insert(sponsors)
      .values(defaultSponsors.map((sponsor, position) => ({ ...sponsor, position })));
    return true;
  });
}
