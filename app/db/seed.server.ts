import { count } from "drizzle-orm";
import { defaultAbout } from "~/content/default-about";
import { defaultEventFacts } from "~/content/default-event-facts";
import { defaultSponsors } from "~/content/default-sponsors";
import { defaultProgramme } from "~/content/default-programme";
import { toProgrammeData } from "~/content/programme-schema";
import type { Database } from "./client.server";
import { aboutCongress, eventFactsVersions, programmeVersions, sponsors } from "./schema";

// Fills a new database with the defaults; one with a programme version is not new, so an
// organiser's choices survive restarts. The event facts are seeded on their own (older databases).
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
