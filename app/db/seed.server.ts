import { count } from "drizzle-orm";
import { defaultAbout } from "~/content/default-about";
import { defaultEventFacts } from "~/content/default-event-facts";
import { defaultSponsors } from "~/content/default-sponsors";
import { defaultProgramme } from "~/content/default-programme";
import { toProgrammeData } from "~/content/programme-schema";
import type { Database } from "./client.server";
import { aboutCongress, eventFactsVersions, programmeVersions, sponsors } from "./schema";

/**
 * Fills a new database with the default programme, about block, sponsors and event facts. A
 * database that has a programme version is not new (versions can never all be deleted), so an
 * administrator's later choices, such as removing every sponsor, survive a restart. The event
 * facts are seeded on their own: a database from before they were stored gets the default
 * facts as its first version, and nothing else is touched.
 */
export async function seedDefaults(db: Database, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [facts] = await tx.select({ versions: count() }).from(eventFactsVersions);
    if ((facts?.versions ?? 0) === 0) {
      await tx.insert(eventFactsVersions).values({
        version: now,
        data: defaultEventFacts,
        origin: "seed",
        createdBy: "sistema",
      });
    }
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
