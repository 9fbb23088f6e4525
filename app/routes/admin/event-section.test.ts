import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import type { ServerConfig } from "~/config.server";
import { defaultEventFacts } from "~/content/default-event-facts";
import { adminUserContext, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { databaseTest } from "~tests/support/databases";
import { sectionDefaults } from "~/features/event-facts/editor-schemas";
import {
  getEventFacts,
  loadEventFactsForEditor,
  startNextEdition,
} from "~/features/event-facts/event-facts.server";
import { editorMessages } from "~/features/event-facts/event-facts-messages";
import { action, loader } from "./event-section";
import { formDataOf } from "~tests/support/form-data";

const actor = "admin@congresso.test";

function contextFor(db: Database) {
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(configContext, { PORT: 0, DATA_DIR: "." } satisfies ServerConfig);
  context.set(adminUserContext, { id: "00000000-0000-4000-8000-000000000000", email: actor });
  return context;
}

const post = (db: Database, path: string, section: string, body: FormData) =>
  action({
    request: new Request(`http://localhost${path}`, { method: "POST", body }),
    params: { section },
    context: contextFor(db),
  } as never);

type Answer = Exclude<Awaited<ReturnType<typeof action>>, Response>;

/** The FAQ's form as loaded, with one question more. */
async function faqForm(db: Database, target: "current" | "draft", question: string) {
  const loaded = (await loadEventFactsForEditor(db, target))!;
  const values = structuredClone(sectionDefaults("faq", loaded.facts)) as { faq: unknown[] };
  values.faq.push({ question, answer: "Em {cidade}." });
  return formDataOf({ ...values, basedOnVersion: loaded.version });
}

databaseTest(
  "a section's save replaces its collections; a save from an older version is refused",
  async ({ db }) => {
    const body = await faqForm(db, "current", "Há estacionamento?");
    const saved = await post(db, "/admin/event/faq.data", "faq", body);
    expect(saved).toBeInstanceOf(Response);
    // The editor's own address, not the single-fetch URL the form was posted to.
    expect((saved as Response).headers.get("Location")).toBe("/admin/event/faq");
    const facts = await getEventFacts(db);
    expect(facts.faq.at(-1)).toEqual({ question: "Há estacionamento?", answer: "Em {cidade}." });
    expect(facts.faq).toHaveLength(defaultEventFacts.faq.length + 1);
    expect(facts.tickets).toEqual(defaultEventFacts.tickets);

    // The same form again: its version is no longer the newest.
    const stale = (await post(db, "/admin/event/faq", "faq", body)) as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.stale).toBe(true);
    expect(stale.data.result?.error).toEqual({ "": [editorMessages.stale] });
    expect(stale.data.result?.initialValue).toMatchObject({
      faq: expect.arrayContaining([{ question: "Há estacionamento?", answer: "Em {cidade}." }]),
    });
    expect((await getEventFacts(db)).faq).toHaveLength(defaultEventFacts.faq.length + 1);
  },
);

databaseTest("hostile or wrong input is answered with 4xx, never saved", async ({ db }) => {
  const garbage = new FormData();
  garbage.set("basedOnVersion", "abc");
  garbage.set("faq[0].question", "x".repeat(5000));
  const refused = (await post(db, "/admin/event/faq", "faq", garbage)) as Answer;
  expect(refused.init?.status).toBe(400);

  // What no keyboard types but a request can carry: NUL (PostgreSQL cannot store it), a line
  // break in a one-line field. Each is refused beside its field. (A form's body cannot carry a
  // lone surrogate: encoding it as UTF-8 makes it U+FFFD.)
  const field = `faq[${defaultEventFacts.faq.length}].question`;
  for (const question of ["Estacionamento?\u0000", "Sim?\r\nX-INJ:1"]) {
    const hostile = (await post(
      db,
      "/admin/event/faq",
      "faq",
      await faqForm(db, "current", question),
    )) as Answer;
    expect(hostile.init?.status).toBe(400);
    expect(Object.keys(hostile.data.result?.error ?? {})).toEqual([field]);
  }

  const unknown = (await post(db, "/admin/event/precos", "precos", new FormData())) as Answer;
  expect(unknown.init?.status).toBe(404);
  expect(unknown.data.error).toBe(editorMessages.unknownSection);

  const noDraft = (await post(
    db,
    "/admin/event/faq?edicao=rascunho",
    "faq",
    await faqForm(db, "current", "Sem rascunho"),
  )) as Answer;
  expect(noDraft.init?.status).toBe(404);
  expect((await getEventFacts(db)).faq).toEqual(defaultEventFacts.faq);
});

databaseTest(
  "with ?edicao=rascunho the editor loads and saves the next edition's draft",
  async ({ db }) => {
    const context = contextFor(db);
    const missing = await loader({
      request: new Request("http://localhost/admin/event/faq?edicao=rascunho"),
      params: { section: "faq" },
      context,
    } as never);
    expect(missing).toMatchObject({ data: { state: "no-draft" }, init: { status: 404 } });

    expect(await startNextEdition(db, actor)).toMatchObject({ ok: true });
    const ready = await loader({
      request: new Request("http://localhost/admin/event/faq?edicao=rascunho"),
      params: { section: "faq" },
      context,
    } as never);
    expect(ready).toMatchObject({ state: "ready", target: "draft" });
    expect("facts" in ready && ready.facts.event.edition).toBe(16);

    const saved = await post(
      db,
      "/admin/event/faq?edicao=rascunho",
      "faq",
      await faqForm(db, "draft", "Pergunta da 16ª edição"),
    );
    expect((saved as Response).headers.get("Location")).toBe("/admin/event/faq?edicao=rascunho");
    expect((await loadEventFactsForEditor(db, "draft"))!.facts.faq.at(-1)?.question).toBe(
      "Pergunta da 16ª edição",
    );
    // The public site still shows the current edition.
    expect((await getEventFacts(db)).faq).toEqual(defaultEventFacts.faq);
  },
);
