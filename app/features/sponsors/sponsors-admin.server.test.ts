import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { expect, test } from "vitest";
import type { ServerConfig } from "~/config.server";
import { adminUserContext, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { listAuditLog } from "~/utils/audit.server";
import { databaseTest } from "~tests/support/databases";
import { sponsorEditorSchema, sponsorMessages, sponsorsListSchema } from "./sponsor-editor-schema";
import { loadSponsorsEditor, replaceSponsors, sponsorsAction } from "./sponsors-admin.server";
import { listSponsors } from "./sponsors.server";

const actor = "admin@congresso.test";

const listOf = (...names: string[]) =>
  names.map((name) => ({ name, logo: "/images/sponsors/a.svg" }));

/** The action's arguments for a POST with `body`, as the admin's middleware leaves them. */
function actionArgs(db: Database, body: BodyInit, headers: HeadersInit = {}) {
  const request = new Request("http://localhost/admin/sponsors", { method: "POST", body, headers });
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(configContext, { PORT: 0, DATA_DIR: "." } satisfies ServerConfig);
  context.set(adminUserContext, { id: "00000000-0000-4000-8000-000000000000", email: actor });
  return { request, context };
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};

type Answer = UNSAFE_DataWithResponseInit<{ error: string; stale: boolean }>;

test("a sponsor needs a name and a logo; the size class is one of a fixed list", () => {
  const result = sponsorEditorSchema.safeParse({ name: "", logo: "" });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    "Nome é obrigatório",
    "Logo é obrigatória",
  ]);
  const base = { name: "A", logo: "/images/sponsors/a.svg" };
  expect(sponsorEditorSchema.safeParse({ ...base, customClass: "max-h-12" }).success).toBe(true);
  expect(
    sponsorEditorSchema.safeParse({ ...base, customClass: "max-h-8 fixed inset-0" }).success,
  ).toBe(false);
  expect(sponsorEditorSchema.safeParse({ ...base, logo: "https://evil.test/x.png" }).success).toBe(
    false,
  );
  expect(sponsorsListSchema.safeParse("not a list").success).toBe(false);
});

databaseTest("saving replaces the whole list in the given order", async ({ db }) => {
  await replaceSponsors(
    db,
    actor,
    [
      { name: "Primeiro", logo: "/images/sponsors/a.svg" },
      { name: "Segundo", logo: "/images/sponsors/b.svg", customClass: "max-h-10" },
    ],
    0,
  );
  await replaceSponsors(
    db,
    actor,
    [
      { name: "Segundo", logo: "/images/sponsors/b.svg", customClass: "max-h-10" },
      { name: "Terceiro", logo: "/media/00000000-0000-4000-8000-000000000000" },
      { name: "Primeiro", logo: "/images/sponsors/a.svg" },
    ],
    1,
  );
  const list = await listSponsors(db);
  expect(list.map(({ name, customClass }) => [name, customClass])).toEqual([
    ["Segundo", "max-h-10"],
    ["Terceiro", null],
    ["Primeiro", null],
  ]);
  await replaceSponsors(db, actor, [], 2);
  expect(await listSponsors(db)).toEqual([]);
  const log = await listAuditLog(db);
  expect(log.map((entry) => [entry.action, entry.details?.count])).toEqual([
    ["sponsors.replace", 0],
    ["sponsors.replace", 3],
    ["sponsors.replace", 2],
  ]);
});

databaseTest(
  "the editor loads the revision it shows; a save from it bumps it, an older one is refused",
  async ({ db }) => {
    expect(await loadSponsorsEditor(db)).toEqual({
      sponsors: [],
      revision: 0,
      formToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await replaceSponsors(db, actor, listOf("A"), 0)).toEqual({ ok: true, revision: 1 });
    const loaded = await loadSponsorsEditor(db);
    expect(loaded.revision).toBe(1);
    expect(loaded.sponsors.map((sponsor) => sponsor.name)).toEqual(["A"]);

    expect(await replaceSponsors(db, actor, listOf("B"), 1)).toEqual({ ok: true, revision: 2 });
    // Both a revision that was current once and one never reached are stale.
    expect(await replaceSponsors(db, actor, listOf("C"), 1)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await replaceSponsors(db, actor, listOf("D"), 0)).toMatchObject({ ok: false });
    expect(await replaceSponsors(db, actor, listOf("E"), 7)).toMatchObject({ ok: false });
    expect((await listSponsors(db)).map((sponsor) => sponsor.name)).toEqual(["B"]);
    expect((await loadSponsorsEditor(db)).revision).toBe(2);
    expect((await listAuditLog(db)).map((entry) => entry.details?.names)).toEqual([["B"], ["A"]]);
  },
);

for (const base of [0, 1]) {
  databaseTest(
    `of two concurrent saves from revision ${base} exactly one wins, whole`,
    async ({ db }) => {
      if (base === 1) await replaceSponsors(db, actor, listOf("Base"), 0);
      const lists = [listOf("Um", "Dois"), listOf("Três", "Quatro", "Cinco")];
      const results = await Promise.all(
        lists.map((list) => replaceSponsors(db, actor, list, base)),
      );
      const winners = results.flatMap((result, index) => (result.ok ? [index] : []));
      expect(winners).toHaveLength(1);
      expect(results).toContainEqual({ ok: false, reason: "stale" });
      expect(results).toContainEqual({ ok: true, revision: base + 1 });
      const winner = lists[winners[0]!]!;
      expect((await listSponsors(db)).map((sponsor) => sponsor.name)).toEqual(
        winner.map((sponsor) => sponsor.name),
      );
      expect((await loadSponsorsEditor(db)).revision).toBe(base + 1);
      expect(
        (await listAuditLog(db)).filter((entry) => entry.details?.baseRevision === base),
      ).toHaveLength(1);
    },
  );
}

databaseTest(
  "the action saves, refuses a stale revision with 409 and odd bodies with 400",
  async ({ db }) => {
    const saved = await sponsorsAction(
      actionArgs(db, form({ sponsors: JSON.stringify(listOf("Novo")), revision: "0" })),
    );
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(302);
    expect((saved as Response).headers.get("Location")).toBe("/admin/sponsors");

    const stale = (await sponsorsAction(
      actionArgs(db, form({ sponsors: JSON.stringify(listOf("Velho")), revision: "0" })),
    )) as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data).toEqual({
      error: sponsorMessages.saveError(sponsorMessages.stale),
      stale: true,
    });

    const invalid = { error: "Erro ao salvar patrocinadores: dados inválidos", stale: false };
    const oddBodies: [BodyInit, HeadersInit?][] = [
      [JSON.stringify({ sponsors: [], revision: 1 }), { "Content-Type": "application/json" }],
      ["sponsors=%5B", { "Content-Type": "application/x-www-form-urlencoded" }],
      ["--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" }],
      [form({ sponsors: "{not json", revision: "1" })],
      [form({ sponsors: '{"a":1}', revision: "1" })],
      [form({ sponsors: "[]" })],
      [form({ sponsors: "[]", revision: "-1" })],
      [form({ sponsors: "[]", revision: "1.5" })],
      [form({ sponsors: "[]", revision: "99999999999" })],
      [form({ sponsors: "[]", revision: "abc" })],
    ];
    for (const [body, headers] of oddBodies) {
      const answer = (await sponsorsAction(actionArgs(db, body, headers))) as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual(invalid);
    }
    const file = new FormData();
    file.append("sponsors", new Blob(["[]"]), "lista.json");
    file.append("revision", "1");
    const fileAnswer = (await sponsorsAction(actionArgs(db, file))) as Answer;
    expect(fileAnswer.init?.status).toBe(400);

    expect((await listSponsors(db)).map((sponsor) => sponsor.name)).toEqual(["Novo"]);
    expect(await listAuditLog(db)).toHaveLength(1);
  },
);

databaseTest(
  "the same save sent twice (one token) saves once and answers as the first did",
  async ({ db }) => {
    const formToken = crypto.randomUUID();
    expect(await replaceSponsors(db, actor, listOf("A"), 0, formToken)).toEqual({
      ok: true,
      revision: 1,
    });
    // Without the token the second one would be refused as stale (revision 0 is gone).
    expect(await replaceSponsors(db, actor, listOf("A"), 0, formToken)).toEqual({
      ok: true,
      revision: 1,
    });
    expect((await loadSponsorsEditor(db)).revision).toBe(1);
    expect(await listAuditLog(db)).toHaveLength(1);

    // A refused save frees its token: sent again from the right base, it saves.
    const late = crypto.randomUUID();
    expect(await replaceSponsors(db, actor, listOf("B"), 0, late)).toMatchObject({ ok: false });
    expect(await replaceSponsors(db, actor, listOf("B"), 1, late)).toEqual({
      ok: true,
      revision: 2,
    });
    expect((await listSponsors(db)).map((s) => s.name)).toEqual(["B"]);
  },
);
