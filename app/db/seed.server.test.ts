import { asc, count } from "drizzle-orm";
import { expect } from "vitest";
import { defaultAbout } from "~/content/default-about";
import { defaultSponsors } from "~/content/default-sponsors";
import { readProgramme } from "~/content/programme-schema";
import { databaseTest } from "~tests/support/databases";
import { defaultEventFacts } from "~/content/default-event-facts";
import { aboutCongress, eventFactsVersions, programmeVersions, sponsors } from "./schema";
import { seedDefaults } from "./seed.server";

databaseTest(
  "a new database is seeded with the default programme, about and four sponsors",
  async ({ db }) => {
    expect(await seedDefaults(db, 1_700_000_000_000)).toBe(true);

    const versions = await db.select().from(programmeVersions);
    expect(versions).toHaveLength(1);
    expect(versions[0]?.version).toBe(1_700_000_000_000);
    expect(versions[0]?.data.type).toBe("program_schedule");
    expect(readProgramme(versions[0]?.data)).not.toBeNull();

    const [about] = await db.select().from(aboutCongress);
    expect(about?.title).toBe(defaultAbout.title);
    expect(about?.professionals).toHaveLength(4);

    const sponsorRows = await db.select().from(sponsors).orderBy(asc(sponsors.position));
    expect(sponsorRows.map((s) => s.name)).toEqual(defaultSponsors.map((s) => s.name));

    const facts = await db.select().from(eventFactsVersions);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toMatchObject({
      version: 1_700_000_000_000,
      origin: "seed",
      data: defaultEventFacts,
    });
  },
);

databaseTest("seeding again leaves an administrator's changes alone", async ({ db }) => {
  await seedDefaults(db);
  await db.delete(sponsors);
  expect(await seedDefaults(db)).toBe(false);
  const [row] = await db.select({ n: count() }).from(sponsors);
  expect(row?.n).toBe(0);
  const [versions] = await db.select({ n: count() }).from(programmeVersions);
  expect(versions?.n).toBe(1);
});

databaseTest(
  "a database from before the event facts were stored gets the default facts, nothing else",
  async ({ db }) => {
    await seedDefaults(db, 1_700_000_000_000);
    await db.delete(eventFactsVersions);
    await db.delete(sponsors);
    expect(await seedDefaults(db, 1_800_000_000_000)).toBe(false);

    const facts = await db.select().from(eventFactsVersions);
    expect(facts.map((f) => [f.version, f.origin])).toEqual([[1_800_000_000_000, "seed"]]);
    expect(facts[0]?.data).toEqual(defaultEventFacts);
    const [sponsorCount] = await db.select({ n: count() }).from(sponsors);
    expect(sponsorCount?.n).toBe(0);
    const versions = await db
      .select({ version: programmeVersions.version })
      .from(programmeVersions);
    expect(versions).toEqual([{ version: 1_700_000_000_000 }]);

    // Once stored, the facts are the organiser's: a restart seeds nothing more.
    await seedDefaults(db);
    expect(await db.select({ n: count() }).from(eventFactsVersions)).toEqual([{ n: 1 }]);
  },
);
