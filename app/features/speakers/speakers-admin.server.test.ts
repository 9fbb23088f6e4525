import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import type { ServerConfig } from "~/config.server";
import { adminUserContext, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { formTokens } from "~/db/schema";
import { formTokenMessages } from "~/lib/form-token";
import { listAuditLog } from "~/utils/audit.server";
import { databaseTest } from "~tests/support/databases";
import { speakerEditorSchema, speakerMessages } from "./speaker-editor-schema";
import {
  SpeakerNotFoundError,
  SpeakerStaleError,
  deleteSpeaker,
  findSpeaker,
  saveSpeaker,
  speakersAction,
} from "./speakers-admin.server";
import { listSpeakers } from "./speakers.server";

const actor = "admin@congresso.test";

const speaker = (name: string) => ({ name, role: `Cargo de ${name}`, bio: `Bio de ${name}` });

/** The speakers page's action on `fields`, as the admin's middleware leaves it. */
async function postToAction(db: Database, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(configContext, { PORT: 0, DATA_DIR: "." } satisfies ServerConfig);
  context.set(adminUserContext, { id: "00000000-0000-4000-8000-000000000000", email: actor });
  const request = new Request("http://localhost/admin/speakers", { method: "POST", body });
  return speakersAction({ request, context });
}

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
  // An edit names the revision it started from; a new speaker has none.
  const id = "00000000-0000-4000-8000-000000000000";
  expect(speakerEditorSchema.safeParse({ id, name: "A", role: "B", bio: "C" }).success).toBe(false);
  expect(
    speakerEditorSchema.safeParse({ id, revision: 3, name: "A", role: "B", bio: "C" }).success,
  ).toBe(true);
  expect(speakerEditorSchema.safeParse({ name: "A", role: "B", bio: "C" }).success).toBe(true);
});

databaseTest(
  "create, update and delete a speaker, each recorded in the audit log",
  async ({ db }) => {
    const id = await saveSpeaker(db, actor, { name: "Zélia", role: "Enfermeira", bio: "Bio" });
    await saveSpeaker(db, actor, { name: "Ana", role: "Docente", bio: "Outra" });
    expect((await listSpeakers(db)).map((s) => s.name)).toEqual(["Ana", "Zélia"]);

    await saveSpeaker(db, actor, {
      id,
      revision: 1,
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
      revision: 2,
    });

    await deleteSpeaker(db, actor, id, 2);
    expect((await listSpeakers(db)).map((s) => s.name)).toEqual(["Ana"]);

    const log = await listAuditLog(db);
    expect(log.map((entry) => entry.action)).toEqual([
      "speaker.delete",
      "speaker.update",
      "speaker.create",
      "speaker.create",
    ]);
    expect(log[0]).toMatchObject({ actor, entity: "speaker", entityId: id });
  },
);

databaseTest(
  "updating or deleting an unknown speaker fails and records nothing",
  async ({ db }) => {
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(
      saveSpeaker(db, actor, { id: missing, revision: 1, name: "X", role: "Y", bio: "Z" }),
    ).rejects.toBeInstanceOf(SpeakerNotFoundError);
    await expect(deleteSpeaker(db, actor, missing, 1)).rejects.toBeInstanceOf(SpeakerNotFoundError);
    expect(await listAuditLog(db)).toEqual([]);
    expect(await findSpeaker(db, "not-a-uuid")).toBeNull();
  },
);

databaseTest(
  "an edit or removal from an older revision is refused; the current one bumps it",
  async ({ db }) => {
    const id = await saveSpeaker(db, actor, speaker("Ana"));
    expect((await findSpeaker(db, id))?.revision).toBe(1);
    await saveSpeaker(db, actor, { id, revision: 1, ...speaker("Ana Maria") });
    expect((await findSpeaker(db, id))?.revision).toBe(2);

    await expect(
      saveSpeaker(db, actor, { id, revision: 1, ...speaker("Ana Atrasada") }),
    ).rejects.toBeInstanceOf(SpeakerStaleError);
    await expect(deleteSpeaker(db, actor, id, 1)).rejects.toBeInstanceOf(SpeakerStaleError);
    expect(await listSpeakers(db)).toEqual([
      expect.objectContaining({ id, name: "Ana Maria", revision: 2 }),
    ]);

    await deleteSpeaker(db, actor, id, 2);
    // Already gone: the spec's not-found message, whatever revision the list showed.
    await expect(deleteSpeaker(db, actor, id, 2)).rejects.toBeInstanceOf(SpeakerNotFoundError);
    await expect(
      saveSpeaker(db, actor, { id, revision: 2, ...speaker("Ana") }),
    ).rejects.toBeInstanceOf(SpeakerNotFoundError);
    expect((await listAuditLog(db)).map((entry) => entry.action)).toEqual([
      "speaker.delete",
      "speaker.update",
      "speaker.create",
    ]);
  },
);

databaseTest("of two concurrent edits from one revision exactly one wins", async ({ db }) => {
  const id = await saveSpeaker(db, actor, speaker("Base"));
  const edits = [speaker("Edição A"), speaker("Edição B")];
  const results = await Promise.allSettled(
    edits.map((edit) => saveSpeaker(db, actor, { id, revision: 1, ...edit })),
  );
  const won = results.findIndex((result) => result.status === "fulfilled");
  expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  const lost = results[1 - won];
  expect(lost?.status === "rejected" && lost.reason).toBeInstanceOf(SpeakerStaleError);
  expect(await findSpeaker(db, id)).toMatchObject({ ...edits[won], revision: 2 });
  expect((await listAuditLog(db)).map((entry) => entry.action)).toEqual([
    "speaker.update",
    "speaker.create",
  ]);
});

databaseTest("of an edit and a removal from one revision exactly one happens", async ({ db }) => {
  const id = await saveSpeaker(db, actor, speaker("Base"));
  const [edit, removal] = await Promise.allSettled([
    saveSpeaker(db, actor, { id, revision: 1, ...speaker("Editado") }),
    deleteSpeaker(db, actor, id, 1),
  ]);
  const stored = await findSpeaker(db, id);
  if (edit.status === "fulfilled") {
    expect(removal.status === "rejected" && removal.reason).toBeInstanceOf(SpeakerStaleError);
    expect(stored).toMatchObject({ name: "Editado", revision: 2 });
  } else {
    expect(removal.status).toBe("fulfilled");
    expect(edit.reason).toBeInstanceOf(SpeakerNotFoundError);
    expect(stored).toBeNull();
  }
});

databaseTest(
  "the action answers a stale edit or removal with 409 and keeps what was typed",
  async ({ db }) => {
    const id = await saveSpeaker(db, actor, speaker("Ana"));
    await saveSpeaker(db, actor, { id, revision: 1, ...speaker("Ana Maria") });

    const edit = await postToAction(db, {
      intent: "save",
      id,
      revision: "1",
      ...speaker("Digitado"),
    });
    if (edit instanceof Response || edit.data.intent !== "save") throw new Error("not a reply");
    expect(edit.init?.status).toBe(409);
    expect(edit.data.stale).toBe(true);
    expect(edit.data.result.error).toEqual({
      "": [speakerMessages.saveError(speakerMessages.stale)],
    });
    expect(edit.data.result.initialValue).toMatchObject({ name: "Digitado" });

    const removal = await postToAction(db, { intent: "delete", id, revision: "1" });
    expect(removal instanceof Response ? removal.status : removal.init?.status).toBe(409);
    expect(removal instanceof Response ? null : removal.data).toEqual({
      intent: "delete",
      error: speakerMessages.deleteError(speakerMessages.stale),
      stale: true,
    });

    const removed = await postToAction(db, { intent: "delete", id, revision: "2" });
    expect(removed instanceof Response && removed.status).toBe(302);
    const again = await postToAction(db, { intent: "delete", id, revision: "2" });
    expect(again instanceof Response ? null : [again.init?.status, again.data]).toEqual([
      404,
      {
        intent: "delete",
        error: "Erro ao remover palestrante: palestrante não encontrado",
        stale: false,
      },
    ]);
  },
);

databaseTest(
  "the same create form sent twice (one token) creates one speaker and answers alike",
  async ({ db }) => {
    const formToken = crypto.randomUUID();
    const fields = { intent: "save", formToken, ...speaker("Dupla") };
    const [first, second] = await Promise.all([postToAction(db, fields), postToAction(db, fields)]);
    const [id] = (await listSpeakers(db)).map((s) => s.id);
    expect(await listSpeakers(db)).toHaveLength(1);
    for (const answer of [first, second]) {
      if (!(answer instanceof Response)) throw new Error("not a redirect");
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(`/admin/speakers?editar=${id}`);
      expect(answer.headers.get("Set-Cookie")).toBeTruthy();
    }
    // Sent once more later, it still creates nothing; a new token creates a new speaker.
    expect(await saveSpeaker(db, actor, { formToken, ...speaker("Dupla") })).toBe(id);
    await saveSpeaker(db, actor, { formToken: crypto.randomUUID(), ...speaker("Dupla") });
    expect(await listSpeakers(db)).toHaveLength(2);
    expect((await listAuditLog(db)).map((entry) => entry.action)).toEqual([
      "speaker.create",
      "speaker.create",
    ]);
  },
);

databaseTest("a token used by another kind of form is refused with 409", async ({ db }) => {
  const formToken = crypto.randomUUID();
  await db.insert(formTokens).values({ token: formToken, scope: "sponsors.replace" });
  const answer = await postToAction(db, { intent: "save", formToken, ...speaker("Outra") });
  if (answer instanceof Response || answer.data.intent !== "save") throw new Error("not a reply");
  expect(answer.init?.status).toBe(409);
  expect(answer.data.result.error).toEqual({
    "": [speakerMessages.saveError(formTokenMessages.reused)],
  });
  expect(await listSpeakers(db)).toEqual([]);
});
