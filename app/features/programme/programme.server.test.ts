import { asc, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { expect, vi } from "vitest";
import { courseDayOf } from "~/content/shown-programme";
import { defaultEventFacts } from "~/content/default-event-facts";
import { defaultProgramme } from "~/content/default-programme";
import { type Programme, type ProgrammeData, toProgrammeData } from "~/content/programme-schema";
import { shownProgramme } from "~/content/shown-programme";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { formatLongDate } from "~/lib/event-format";
import { databaseTest } from "~tests/support/databases";
import { slugify } from "~/content/session-ids";
import { getCurrentProgramme } from "./programme.server";
import { listProgrammeSessions } from "./programme-sessions";

const programmeWith = (title: string): Programme => ({
  feridas: [
    {
      day: "Dia 1",
      events: [{ id: slugify(title), time: "08h00", title, type: "palestra" }],
    },
  ],
});

databaseTest("the newest valid version is the current programme", async ({ db }) => {
  await db.insert(programmeVersions).values([
    { version: 1_000, data: toProgrammeData(programmeWith("Antiga"), 1_000) },
    { version: 3_000, data: toProgrammeData(programmeWith("Mais nova"), 3_000) },
    { version: 2_000, data: toProgrammeData(programmeWith("Intermediária"), 2_000) },
  ]);
  const programme = await getCurrentProgramme(db);
  expect(programme).toEqual(programmeWith("Mais nova"));
  expect(programme).not.toHaveProperty("type");
  expect(programme).not.toHaveProperty("version");
});

databaseTest("an invalid newest version is skipped", async ({ db }) => {
  // Rows written by hand or by an older release: not a programme, so not the current one.
  const broken = { type: "program_schedule", version: 3_000 } as ProgrammeData;
  const about = { type: "about_congress", feridas: [] } as unknown as ProgrammeData;
  await db.insert(programmeVersions).values([
    { version: 1_000, data: toProgrammeData(programmeWith("Válida"), 1_000) },
    { version: 2_000, data: about },
    { version: 3_000, data: broken },
  ]);
  expect(await getCurrentProgramme(db)).toEqual(programmeWith("Válida"));
});

databaseTest("with no version the default programme is shown", async ({ db }) => {
  expect(await getCurrentProgramme(db)).toEqual(defaultProgramme);
});

databaseTest("a database error is logged and the default is shown", async ({ db, close }) => {
  await close();
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(await getCurrentProgramme(db)).toEqual(defaultProgramme);
    expect(log).toHaveBeenCalledWith("Erro ao carregar programação:", expect.anything());
  } finally {
    log.mockRestore();
  }
});

/** A version as stored before the days' dates and the courses moved to the event facts. */
function storedWithDatesAndCourses(programme: Programme, version: number) {
  const dated = (days: Programme["nursing"]) =>
    days?.map((day, index) => ({
      ...day,
      date: formatLongDate(defaultEventFacts.event.congressDays[index]!),
    }));
  return {
    ...toProgrammeData(programme, version),
    cursos: [courseDayOf(defaultEventFacts)],
    nursing: dated(programme.nursing),
    feridas: dated(programme.feridas),
    estetica: dated(programme.estetica),
  } as ProgrammeData;
}

const migration = readFileSync("drizzle/0007_programme_days_from_facts.sql", "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => sql.raw(statement));

/** What the public programme shows: its days, dated, and every session with its place. */
async function publicProgramme(db: Database) {
  const programme = await getCurrentProgramme(db);
  return {
    days: shownProgramme(programme, defaultEventFacts),
    sessions: listProgrammeSessions(programme, defaultEventFacts),
  };
}

databaseTest(
  "the migration drops the days' dates and the courses from every version; the site reads the same",
  async ({ db }) => {
    const coursesAlone = { type: "program_schedule", version: 1_000, cursos: [] };
    await db.insert(programmeVersions).values([
      { version: 1_000, data: coursesAlone as unknown as ProgrammeData },
      { version: 2_000, data: storedWithDatesAndCourses(defaultProgramme, 2_000) },
    ]);
    const before = await publicProgramme(db);
    expect(before.days.feridas.map((day) => day.date)).toEqual([
      "28 de agosto de 2025",
      "29 de agosto de 2025",
    ]);

    for (const statement of migration) await db.execute(statement);
    const stored = async () =>
      (
        await db
          .select({ data: programmeVersions.data })
          .from(programmeVersions)
          .orderBy(asc(programmeVersions.version))
      ).map((row) => row.data);
    const migrated = await stored();
    expect(migrated).toEqual([
      { type: "program_schedule", version: 1_000, nursing: [] },
      toProgrammeData(defaultProgramme, 2_000),
    ]);
    expect(await publicProgramme(db)).toEqual(before);

    // Run again (a restored backup, say), it changes nothing more.
    for (const statement of migration) await db.execute(statement);
    expect(await stored()).toEqual(migrated);

    await db.delete(programmeVersions).where(sql`${programmeVersions.version} = 2000`);
    expect(await getCurrentProgramme(db)).toEqual({ nursing: [] });
  },
);
