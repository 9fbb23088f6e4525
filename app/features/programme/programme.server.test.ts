import { expect, vi } from "vitest";
import { defaultProgramme } from "~/content/default-programme";
import { type Programme, type ProgrammeData, toProgrammeData } from "~/content/programme-schema";
import { programmeVersions } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { slugify } from "~/content/session-ids";
import { getCurrentProgramme } from "./programme.server";

const programmeWith = (title: string): Programme => ({
  feridas: [
    {
      day: "Dia 1",
      date: "28 de agosto de 2025",
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
