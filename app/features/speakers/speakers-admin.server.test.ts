import { expect, test } from "vitest";
import { listAuditLog } from "~/features/audit/audit.server";
import { testEngines } from "~tests/support/databases";
import { speakerEditorSchema } from "./speaker-editor-schema";
import {
  SpeakerNotFoundError,
  deleteSpeaker,
  findSpeaker,
  saveSpeaker,
} from "./speakers-admin.server";
import { listSpeakers } from "./speakers.server";

const actor = "admin@congresso.test";

test("the speaker form requires name, role and bio with the spec's messages", () => {
  const result = speakerEditorSchema.safeParse({ name: " ", role: "", bio: "" });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    "Nome é obrigatório",
    "Cargo/título é obrigatório",
    "Biografia é obrigatória",
  ]);
  expect(
    speakerEditorSchema.safeParse({ name: "A", role: "B", bio: "C", imageUrl: "javascript:x" })
      .success,
  ).toBe(false);
});

for (const engine of testEngines) {
  test(`${engine.name}: create, update and delete a speaker, each recorded in the audit log`, async () => {
    const { db, close } = await engine.open();
    try {
      const id = await saveSpeaker(db, actor, { name: "Zélia", role: "Enfermeira", bio: "Bio" });
      await saveSpeaker(db, actor, { name: "Ana", role: "Docente", bio: "Outra" });
      expect((await listSpeakers(db)).map((s) => s.name)).toEqual(["Ana", "Zélia"]);

      await saveSpeaker(db, actor, {
        id,
        name: "Zélia Nova",
        role: "Doutora",
        bio: "Bio nova",
        imageUrl: "/media/00000000-0000-4000-8000-000000000000",
      });
      expect(await findSpeaker(db, id)).toEqual({
        id,
        name: "Zélia Nova",
        role: "Doutora",
        bio: "Bio nova",
        imageUrl: "/media/00000000-0000-4000-8000-000000000000",
      });

      await deleteSpeaker(db, actor, id);
      expect((await listSpeakers(db)).map((s) => s.name)).toEqual(["Ana"]);

      const log = await listAuditLog(db);
      expect(log.map((entry) => entry.action)).toEqual([
        "speaker.delete",
        "speaker.update",
        "speaker.create",
        "speaker.create",
      ]);
      expect(log[0]).toMatchObject({ actor, entity: "speaker", entityId: id });
    } finally {
      await close();
    }
  });

  test(`${engine.name}: updating or deleting an unknown speaker fails and records nothing`, async () => {
    const { db, close } = await engine.open();
    try {
      const missing = "00000000-0000-4000-8000-000000000000";
      await expect(
        saveSpeaker(db, actor, { id: missing, name: "X", role: "Y", bio: "Z" }),
      ).rejects.toBeInstanceOf(SpeakerNotFoundError);
      await expect(deleteSpeaker(db, actor, missing)).rejects.toBeInstanceOf(SpeakerNotFoundError);
      expect(await listAuditLog(db)).toEqual([]);
      expect(await findSpeaker(db, "not-a-uuid")).toBeNull();
    } finally {
      await close();
    }
  });
}
