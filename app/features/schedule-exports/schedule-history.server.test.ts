import { expect } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { defaultProgramme } from "~/content/default-programme";
import { placeholderProgramme } from "~/content/placeholder-programme";
import { type Programme, type ProgrammeData, toProgrammeData } from "~/content/programme-schema";
import { programmeVersions } from "~/db/schema";
import { seedDefaults } from "~/db/seed.server";
import { databaseTest } from "~tests/support/databases";
import { saveEditedProgramme } from "~tests/support/programme-versions";
import { changeLog } from "./programme-changes";
import { currentOf, loadProgrammeHistory } from "./schedule-history.server";
import { sessionRevisions } from "./session-history";

const nextFacts = {
  ...defaultEventFacts,
  event: { ...defaultEventFacts.event, edition: 16, congressDays: ["2026-08-28", "2026-08-29"] },
};

databaseTest(
  "a new edition's programme starts its own history: the edition before's sessions are neither changes nor cancelled",
  async ({ db }) => {
    await seedDefaults(db);
    await saveEditedProgramme(db, (programme) => ({
      ...programme,
      feridas: programme.feridas!.map((day) => ({ ...day, day: `${day.day}.` })),
    }));
    await saveEditedProgramme(db, () => placeholderProgramme(nextFacts));

    const history = await loadProgrammeHistory(db);
    expect(history.versions).toHaveLength(1);
    expect(history.olderVersions).toBe(0);
    expect(changeLog(history, nextFacts)).toEqual([]);
    const revisions = sessionRevisions(history, nextFacts);
    expect([...revisions.values()].filter((revision) => revision.removedAt)).toEqual([]);

    // The first real session of the new edition is one new session; its day's 'em breve' going
    // away is no cancellation.
    await saveEditedProgramme(db, (programme) => ({
      ...programme,
      feridas: programme.feridas!.map((day, index) =>
        index === 0
          ? {
              ...day,
              events: [{ id: "abertura-16", time: "08h00", title: "Abertura", type: "cerimônia" }],
            }
          : day,
      ),
    }));
    const log = changeLog(await loadProgrammeHistory(db), nextFacts);
    expect(log.flatMap((entry) => entry.changes.map((c) => [c.kind, c.session.id]))).toEqual([
      ["added", "abertura-16"],
    ]);
  },
);

const programmeWith = (title: string): Programme => ({
  feridas: [{ day: "Dia 1", events: [{ id: "sessao", time: "08h00", title, type: "palestra" }] }],
});

databaseTest(
  "the current programme is the newest readable version, with its number",
  async ({ db }) => {
    const broken = { type: "program_schedule", version: 3_000 } as ProgrammeData;
    await db.insert(programmeVersions).values([
      { version: 1_000, data: toProgrammeData(programmeWith("Antiga"), 1_000) },
      { version: 2_000, data: toProgrammeData(programmeWith("Atual"), 2_000) },
      { version: 3_000, data: broken },
    ]);
    const current = currentOf(await loadProgrammeHistory(db, 5));
    expect(current.programme).toEqual(programmeWith("Atual"));
    expect(current.version).toBe(2_000);
  },
);

databaseTest("no saved version: the default programme, as version 0", async ({ db }) => {
  const current = currentOf(await loadProgrammeHistory(db, 5));
  expect(current.version).toBe(0);
  expect(current.programme).toBe(defaultProgramme);
});
