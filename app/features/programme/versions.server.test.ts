import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Programme } from "~/content/programme-schema";
import { auditLog, programmeVersions } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { slugify } from "~/content/session-ids";
import { handleEditorAction, loadProgrammeEditor } from "./editor-action.server";
import { getCurrentProgramme } from "./programme.server";
import { versionMessages } from "./versions-messages";
import {
  deleteVersion,
  listVersionHistory,
  listVersions,
  restoreVersion,
  saveProgrammeVersion,
} from "./versions.server";

const actor = "admin@congresso.test";

const programmeWith = (title: string): Programme => ({
  feridas: [
    {
      day: "Dia 1",
      events: [{ id: slugify(title), time: "08h00", title, type: "palestra" }],
    },
  ],
});

/** A database holding one version per title, the last one newest; returns their summaries. */
async function withVersions(db: Parameters<typeof listVersions>[0], titles: string[]) {
  let base: number | null = null;
  for (const title of titles) {
    const result = await saveProgrammeVersion(db, {
      programme: programmeWith(title),
      basedOnVersion: base,
      actor,
    });
    if (!result.ok) throw new Error(result.message);
    base = result.version;
  }
  return listVersions(db);
}

databaseTest("versions are listed newest first", async ({ db }) => {
  await db.insert(programmeVersions).values([
    {
      version: 1_000,
      data: { ...programmeWith("A"), type: "program_schedule", version: 1_000 },
    },
    {
      version: 3_000,
      data: { ...programmeWith("C"), type: "program_schedule", version: 3_000 },
    },
    {
      version: 2_000,
      data: { ...programmeWith("B"), type: "program_schedule", version: 2_000 },
    },
  ]);
  const versions = await listVersions(db);
  expect(versions.map((v) => v.version)).toEqual([3_000, 2_000, 1_000]);
  const [first] = await listVersionHistory(db);
  expect(first?.programme).toEqual(programmeWith("C"));
});

databaseTest("a save becomes the current programme and is audited", async ({ db }) => {
  await db.insert(programmeVersions).values({
    version: 1_000,
    data: { ...programmeWith("Semente"), type: "program_schedule", version: 1_000 },
  });
  const result = await saveProgrammeVersion(db, {
    programme: programmeWith("Nova palestra"),
    basedOnVersion: 1_000,
    actor,
  });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.version).toBeGreaterThan(1_000);
  expect(await getCurrentProgramme(db)).toEqual(programmeWith("Nova palestra"));

  const [row] = await db
    .select()
    .from(programmeVersions)
    .where(eq(programmeVersions.id, result.id));
  expect(row?.createdBy).toBe(actor);
  expect(row?.basedOnVersion).toBe(1_000);
  expect(row?.data.type).toBe("program_schedule");
  expect(row?.data.version).toBe(result.version);

  const audit = await db.select().from(auditLog);
  expect(audit).toMatchObject([
    { actor, action: "programme.save", entity: "programme_version", entityId: result.id },
  ]);
});

databaseTest("an invalid programme is refused without a new version", async ({ db }) => {
  await withVersions(db, ["A"]);
  const [current] = await listVersions(db);
  const result = await saveProgrammeVersion(db, {
    programme: { feridas: [{ day: "Dia 1", events: [{ title: "" }] }] },
    basedOnVersion: current!.version,
    actor,
  });
  expect(result).toMatchObject({ ok: false, reason: "invalid" });
  expect(await listVersions(db)).toHaveLength(1);
});

databaseTest(
  "NUL, a lone surrogate or a control character in a saved programme is refused, naming the field",
  async ({ db }) => {
    const [current] = await withVersions(db, ["A"]);
    // The editor posts the programme as JSON, whose escapes can carry what no form field can.
    for (const [json, message] of [
      [String.raw`"Abertura\u0000"`, /^Título: contém um caractere invisível/],
      [String.raw`"Abertura\ud83d"`, /^Título: contém um caractere invisível/],
      [String.raw`"Abertura\u000boficial"`, /^Título: contém um caractere invisível/],
      [String.raw`"CNE\r\nX-INJ:1"`, /^Título: use uma só linha/],
    ] as const) {
      const body = new FormData();
      body.set("intent", "save");
      body.set("basedOnVersion", String(current!.version));
      body.set(
        "programme",
        `{"feridas":[{"day":"Dia 1","events":[{"time":"08h00","type":"palestra","title":${json}}]}]}`,
      );
      const { result, status } = await handleEditorAction(db, actor, body);
      expect(status).toBe(400);
      expect(result.message).toMatch(versionMessages.saveError(""));
      expect(result.message.slice(versionMessages.saveError("").length)).toMatch(message);
    }
    expect(await listVersions(db)).toHaveLength(1);
  },
);

databaseTest(
  "a save from a version that is no longer current is refused as stale",
  async ({ db }) => {
    const [current, previous] = await withVersions(db, ["A", "B"]);
    const result = await saveProgrammeVersion(db, {
      programme: programmeWith("C"),
      basedOnVersion: previous!.version,
      actor,
    });
    expect(result).toEqual({ ok: false, reason: "stale", message: versionMessages.stale });
    const versions = await listVersions(db);
    expect(versions).toHaveLength(2);
    expect(versions[0]?.id).toBe(current!.id);
  },
);

databaseTest(
  "of two concurrent saves from the same base exactly one wins, none lost",
  async ({ db }) => {
    const [base] = await withVersions(db, ["Base"]);
    const results = await Promise.all(
      ["Tab 1", "Tab 2"].map((title) =>
        saveProgrammeVersion(db, {
          programme: programmeWith(title),
          basedOnVersion: base!.version,
          actor,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "stale", message: versionMessages.stale },
    ]);
    const versions = await listVersions(db);
    expect(versions).toHaveLength(2);
    expect(versions[1]?.id).toBe(base!.id);
    const winner = results.find((r) => r.ok);
    expect(versions[0]?.id).toBe(winner?.ok ? winner.id : undefined);
  },
);

databaseTest("restoring copies an old version into a new current one", async ({ db }) => {
  const [newest, oldest] = await withVersions(db, ["Antiga", "Nova"]);
  const result = await restoreVersion(db, oldest!.id, actor);
  expect(result.ok).toBe(true);

  const versions = await listVersions(db);
  expect(versions).toHaveLength(3);
  expect(versions[0]?.version).toBeGreaterThan(newest!.version);
  expect(versions.slice(1).map((v) => v.id)).toEqual([newest!.id, oldest!.id]);
  expect(await getCurrentProgramme(db)).toEqual(programmeWith("Antiga"));

  const actions = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.id));
  expect(actions.at(-1)?.action).toBe("programme.restore");

  expect(await restoreVersion(db, versions[0]!.id, actor)).toMatchObject({
    ok: false,
    reason: "current",
  });
  expect(await restoreVersion(db, "00000000-0000-4000-8000-000000000000", actor)).toEqual({
    ok: false,
    reason: "not-found",
    message: "Versão não encontrada",
  });
});

databaseTest("delete refuses the current version and keeps at least two", async ({ db }) => {
  const [current, previous] = await withVersions(db, ["A", "B"]);
  expect(await deleteVersion(db, current!.id, actor)).toMatchObject({
    ok: false,
    reason: "current",
  });
  expect(await deleteVersion(db, previous!.id, actor)).toMatchObject({
    ok: false,
    reason: "too-few",
  });
  expect(await listVersions(db)).toHaveLength(2);
});

databaseTest("with three versions an old one can be deleted, and it is audited", async ({ db }) => {
  const [current, middle, oldest] = await withVersions(db, ["A", "B", "C"]);
  expect(await deleteVersion(db, middle!.id, actor)).toMatchObject({ ok: true });
  expect((await listVersions(db)).map((v) => v.id)).toEqual([current!.id, oldest!.id]);
  // Now only two are left: the next delete is refused.
  expect(await deleteVersion(db, oldest!.id, actor)).toMatchObject({
    ok: false,
    reason: "too-few",
  });
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "programme.delete"));
  expect(entry).toMatchObject({ actor, entityId: middle!.id });
  expect(await deleteVersion(db, middle!.id, actor)).toMatchObject({
    ok: false,
    reason: "not-found",
  });
});

databaseTest("two concurrent deletes never leave fewer than two versions", async ({ db }) => {
  const [, middle, oldest] = await withVersions(db, ["A", "B", "C"]);
  const results = await Promise.all([
    deleteVersion(db, middle!.id, actor),
    deleteVersion(db, oldest!.id, actor),
  ]);
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  expect(await listVersions(db)).toHaveLength(2);
});

databaseTest(
  "session ids: a save gives new sessions an id and keeps the others'; a restore brings an old version's ids back",
  async ({ db }) => {
    const first = await saveProgrammeVersion(db, {
      programme: {
        feridas: [
          {
            day: "Dia 1",
            events: [
              { id: "abertura", time: "08h00", title: "Abertura", type: "cerimônia" },
              { time: "09h00", title: "Feridas crônicas", type: "palestra" },
            ],
          },
        ],
      },
      basedOnVersion: null,
      actor,
    });
    if (!first.ok) throw new Error(first.message);
    const saved = (await listVersionHistory(db))[0]!.programme!;
    const [opening, chronic] = saved.feridas![0]!.events;
    expect(opening!.id).toBe("abertura");
    expect(chronic!.id).toMatch(/^feridas-cronicas-[a-z0-9]{4}$/);

    // An edit (new title) keeps the id; a copy of a session gets an id of its own.
    const edited = {
      feridas: [
        {
          ...saved.feridas![0]!,
          events: [opening!, { ...chronic!, title: "Feridas crônicas: casos" }, chronic!],
        },
      ],
    };
    const second = await saveProgrammeVersion(db, {
      programme: edited,
      basedOnVersion: first.version,
      actor,
    });
    if (!second.ok) throw new Error(second.message);
    const ids = (await getCurrentProgramme(db)).feridas![0]!.events.map((event) => event.id);
    expect(ids.slice(0, 2)).toEqual(["abertura", chronic!.id]);
    expect(ids[2]).not.toBe(chronic!.id);

    const restored = await restoreVersion(db, first.id, actor);
    expect(restored.ok).toBe(true);
    expect(await getCurrentProgramme(db)).toEqual(saved);
  },
);

databaseTest(
  "the same save sent twice (one token) stores one version and answers alike",
  async ({ db }) => {
    const [base] = await withVersions(db, ["Base"]);
    const formToken = crypto.randomUUID();
    const save = () =>
      saveProgrammeVersion(db, {
        programme: programmeWith("Nova"),
        basedOnVersion: base!.version,
        actor,
        formToken,
      });
    const [first, second] = await Promise.all([save(), save()]);
    expect(first.ok).toBe(true);
    expect(second).toEqual(first);
    expect(await save()).toEqual(first);
    expect(await listVersions(db)).toHaveLength(2);
  },
);

databaseTest(
  "the history says what each version changed and which one a restore brought back",
  async ({ db }) => {
    const [newest, oldest] = await withVersions(db, ["Antiga", "Nova"]);
    const restored = await restoreVersion(db, oldest!.id, actor);
    expect(restored.ok).toBe(true);
    const [row] = await db
      .select({ from: programmeVersions.restoredFromVersion })
      .from(programmeVersions)
      .where(eq(programmeVersions.version, restored.ok ? restored.version : 0));
    expect(row?.from).toBe(oldest!.version);

    const { versions } = await loadProgrammeEditor(db, "America/Bahia");
    expect(versions.map((v) => v.id)).toEqual([
      restored.ok ? restored.id : "",
      newest!.id,
      oldest!.id,
    ]);
    expect(versions[0]?.summary).toBe(
      `Restaurada da versão de ${versions[2]?.savedAt} · 1 texto alterado`,
    );
    expect(versions[1]?.summary).toBe("1 texto alterado");
    expect(versions[2]?.summary).toBe("Primeira versão");
  },
);
