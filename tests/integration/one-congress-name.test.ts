import { asc, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { eventFactsDraft, eventFactsVersions } from "~/db/schema";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { readEventFacts } from "~/features/event-facts/read-event-facts";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { databaseTest } from "~tests/support/databases";

/** Facts as stored before a congress had one name: the programme's own name beside it. */
const withTabName = (edition: number) => ({
  ...defaultEventFacts,
  event: {
    ...defaultEventFacts.event,
    edition,
    congresses: {
      ...defaultEventFacts.event.congresses,
      feridas: {
        ...defaultEventFacts.event.congresses.feridas,
        programmeTabName: "Congresso Internacional de Feridas",
      },
    },
  },
});

const migration = readFileSync("drizzle/0008_one_congress_name.sql", "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => sql.raw(statement));

test("a version stored with the programme's own name reads with the facts' name alone", () => {
  const facts = readEventFacts(withTabName(15));
  expect(facts).toEqual(defaultEventFacts);
  expect(facts.event.congresses.feridas).not.toHaveProperty("programmeTabName");
  expect(programmeTabLabels(facts.event).feridas).toBe("6º Congresso Internacional Feridas");
});

databaseTest(
  "the migration drops the programme's own name from every version and the draft",
  async ({ db }) => {
    const notFacts = { event: { congresses: ["not", "an", "object"] } };
    await db.insert(eventFactsVersions).values([
      { version: 1_000, data: withTabName(15), origin: "seed" },
      { version: 2_000, data: notFacts, origin: "save" },
    ]);
    await db.insert(eventFactsDraft).values({ version: 3_000, data: withTabName(16) });

    const stored = async () => ({
      versions: (
        await db
          .select({ data: eventFactsVersions.data })
          .from(eventFactsVersions)
          .orderBy(asc(eventFactsVersions.version))
      ).map((row) => row.data),
      draft: (await db.select({ data: eventFactsDraft.data }).from(eventFactsDraft))[0]?.data,
    });

    for (const statement of migration) await db.execute(statement);
    const migrated = await stored();
    expect(migrated).toEqual({
      versions: [{ ...defaultEventFacts }, notFacts],
      draft: { ...defaultEventFacts, event: { ...defaultEventFacts.event, edition: 16 } },
    });
    expect(JSON.stringify(migrated)).not.toContain("programmeTabName");

    // Run again (a restored backup from before it): nothing more changes.
    for (const statement of migration) await db.execute(statement);
    expect(await stored()).toEqual(migrated);

    await db.delete(eventFactsVersions).where(sql`${eventFactsVersions.version} = 2000`);
    expect(await getEventFacts(db)).toEqual(defaultEventFacts);
  },
);
