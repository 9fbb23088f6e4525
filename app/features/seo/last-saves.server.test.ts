import { expect } from "vitest";
import { defaultAbout } from "~/content/default-about";
import { defaultProgramme } from "~/content/default-programme";
import { toProgrammeData } from "~/content/programme-schema";
import { aboutCongress, auditLog, programmeVersions } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { lastSaves } from "./last-saves.server";

const at = (iso: string) => new Date(iso);

databaseTest("an empty database has no saves", async ({ db }) => {
  expect(await lastSaves(db)).toEqual({});
});

databaseTest(
  "the current programme's save, the about block's and the audited saves' latest",
  async ({ db }) => {
    await db.insert(programmeVersions).values([
      {
        version: 1,
        data: toProgrammeData(defaultProgramme, 1),
        createdAt: at("2025-05-01T10:00:00Z"),
      },
      // The newest version decides, whatever the clock said.
      {
        version: 2,
        data: toProgrammeData(defaultProgramme, 2),
        createdAt: at("2025-06-02T10:00:00Z"),
      },
    ]);
    await db
      .insert(aboutCongress)
      .values({ ...defaultAbout, updatedAt: at("2025-04-01T00:00:00Z") });
    const entry = (entity: string, iso: string) => ({
      actor: "admin@congresso.test",
      action: `${entity}.save`,
      entity,
      createdAt: at(iso),
    });
    await db.insert(auditLog).values([
      entry("speaker", "2025-06-10T12:00:00Z"),
      entry("speaker", "2025-06-11T12:00:00Z"),
      entry("sponsors", "2025-06-05T08:00:00Z"),
      entry("about_congress", "2025-06-07T09:00:00Z"),
      // Signing in changes no page.
      entry("admin_user", "2025-07-01T00:00:00Z"),
    ]);
    expect(await lastSaves(db)).toEqual({
      programme: at("2025-06-02T10:00:00Z"),
      about: at("2025-06-07T09:00:00Z"),
      speakers: at("2025-06-11T12:00:00Z"),
      sponsors: at("2025-06-05T08:00:00Z"),
    });
  },
);
