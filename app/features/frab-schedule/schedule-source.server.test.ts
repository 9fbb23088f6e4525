import { expect } from "vitest";
import { type Programme, type ProgrammeData, toProgrammeData } from "~/content/programme-schema";
import { programmeVersions } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { getScheduleSource } from "./schedule-source.server";

const programmeWith = (title: string): Programme => ({
  feridas: [
    {
      day: "Dia 1",
      events: [{ id: "sessao", time: "08h00", title, type: "palestra" }],
    },
  ],
});

databaseTest("the newest valid version and its number", async ({ db }) => {
  const broken = { type: "program_schedule", version: 3_000 } as ProgrammeData;
  await db.insert(programmeVersions).values([
    { version: 1_000, data: toProgrammeData(programmeWith("Antiga"), 1_000) },
    { version: 2_000, data: toProgrammeData(programmeWith("Atual"), 2_000) },
    { version: 3_000, data: broken },
  ]);
  expect(await getScheduleSource(db)).toEqual({
    programme: programmeWith("Atual"),
    version: { number: 2_000 },
  });
});

databaseTest("no saved version: the default programme, without a version", async ({ db }) => {
  const source = await getScheduleSource(db);
  expect(source.version).toBeNull();
  expect(source.programme.feridas).toBeDefined();
});
