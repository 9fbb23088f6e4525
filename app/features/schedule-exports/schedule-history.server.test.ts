import { expect } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { placeholderProgramme } from "~/content/placeholder-programme";
import { seedDefaults } from "~/db/seed.server";
import { databaseTest } from "~tests/support/databases";
import { saveEditedProgramme } from "~tests/support/programme-versions";
import { changeLog } from "./programme-changes";
import { loadProgrammeHistory } from "./schedule-history.server";
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
