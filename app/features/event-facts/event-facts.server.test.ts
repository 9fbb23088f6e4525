import { asc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { databaseContext } from "~/context";
import { auditLog, eventFactsDraft, eventFactsVersions, formTokens } from "~/db/schema";
import { seedDefaults } from "~/db/seed.server";
import { formTokenMessages } from "~/lib/form-token";
import { databaseTest } from "~tests/support/databases";
import { eventFactsMessages } from "./event-facts-messages";
import {
  discardEditionDraft,
  getEditionDraft,
  getEventFacts,
  listEventFactsHistory,
  loadEventFactsForEditor,
  publishEditionDraft,
  requestEventFacts,
  restoreEventFactsVersion,
  saveEventFacts,
  startNextEdition,
} from "./event-facts.server";

const actor = "admin@congresso.test";

const professionalAt = (fullPrice: number) =>
  defaultEventFacts.tickets.map((ticket) =>
    ticket.id === "professional" ? { ...ticket, fullPrice } : ticket,
  );

async function seeded(db: Parameters<typeof getEventFacts>[0]) {
  await seedDefaults(db, 1_700_000_000_000);
  const current = await loadEventFactsForEditor(db, "current");
  if (!current) throw new Error("no current facts");
  return current;
}

databaseTest("an empty database shows the default facts", async ({ db }) => {
  expect(await getEventFacts(db)).toEqual(defaultEventFacts);
  expect(await loadEventFactsForEditor(db, "current")).toEqual({
    facts: defaultEventFacts,
    version: 0,
  });
  expect(await loadEventFactsForEditor(db, "draft")).toBeNull();
  expect(await getEditionDraft(db)).toBeNull();
});

databaseTest("a save replaces its collections, becomes current and is audited", async ({ db }) => {
  const base = await seeded(db);
  expect(base.version).toBe(1_700_000_000_000);
  const result = await saveEventFacts(db, {
    target: "current",
    changes: { tickets: professionalAt(412.5) },
    basedOnVersion: base.version,
    actor,
  });
  expect(result).toEqual({ ok: true, version: expect.any(Number) });
  if (!result.ok) return;
  expect(result.version).toBeGreaterThan(base.version);

  const facts = await getEventFacts(db);
  expect(facts.tickets[0]?.fullPrice).toBe(412.5);
  expect(facts.faq).toEqual(defaultEventFacts.faq);
  expect((await loadEventFactsForEditor(db, "current"))?.version).toBe(result.version);

  const history = await listEventFactsHistory(db, defaultEventFacts.event.timeZone);
  expect(history.map((v) => v.summary)).toEqual([
    "Inscrições e preços",
    "Versão inicial (15ª edição)",
  ]);
  expect(history[0]).toMatchObject({
    version: result.version,
    createdBy: actor,
    editionLabel: "15ª edição",
  });

  const audit = await db.select().from(auditLog).where(eq(auditLog.action, "event-facts.save"));
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actor, entity: "event_facts", entityId: history[0]?.id });
  expect(audit[0]?.details).toMatchObject({
    version: result.version,
    basedOnVersion: base.version,
    collections: ["tickets"],
    groups: ["inscricoes"],
  });
});

databaseTest("an invalid snapshot is refused with the schema's message", async ({ db }) => {
  const base = await seeded(db);
  const result = await saveEventFacts(db, {
    target: "current",
    changes: { tickets: professionalAt(-3) },
    basedOnVersion: base.version,
    actor,
  });
  expect(result).toEqual({ ok: false, reason: "invalid", message: "Preço inválido" });
  const days = await saveEventFacts(db, {
    target: "current",
    changes: {
      event: { ...defaultEventFacts.event, congressDays: ["2026-09-17", "2026-09-16"] },
    },
    basedOnVersion: base.version,
    actor,
  });
  expect(days).toMatchObject({ ok: false, message: "O último dia deve ser depois do primeiro" });
  expect(await listEventFactsHistory(db, defaultEventFacts.event.timeZone)).toHaveLength(1);
});

databaseTest("a save from an older version is refused as stale", async ({ db }) => {
  const base = await seeded(db);
  const first = await saveEventFacts(db, {
    target: "current",
    changes: { tickets: professionalAt(400) },
    basedOnVersion: base.version,
    actor,
  });
  expect(first.ok).toBe(true);
  const second = await saveEventFacts(db, {
    target: "current",
    changes: { faq: [] },
    basedOnVersion: base.version,
    actor,
  });
  expect(second).toEqual({ ok: false, reason: "stale", message: eventFactsMessages.stale });
  expect((await getEventFacts(db)).faq).toEqual(defaultEventFacts.faq);
});

databaseTest("of two concurrent saves from one base exactly one wins", async ({ db }) => {
  const base = await seeded(db);
  const results = await Promise.all(
    [400, 450].map((price) =>
      saveEventFacts(db, {
        target: "current",
        changes: { tickets: professionalAt(price) },
        basedOnVersion: base.version,
        actor,
      }),
    ),
  );
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  expect(results.filter((r) => !r.ok)).toEqual([
    { ok: false, reason: "stale", message: eventFactsMessages.stale },
  ]);
  expect(await listEventFactsHistory(db, defaultEventFacts.event.timeZone)).toHaveLength(2);
});

databaseTest("the same form sent twice saves once and answers the same", async ({ db }) => {
  const base = await seeded(db);
  const input = {
    target: "current" as const,
    changes: { tickets: professionalAt(399) },
    basedOnVersion: base.version,
    actor,
    formToken: crypto.randomUUID(),
  };
  const first = await saveEventFacts(db, input);
  const again = await saveEventFacts(db, input);
  expect(again).toEqual(first);
  expect(await listEventFactsHistory(db, defaultEventFacts.event.timeZone)).toHaveLength(2);
  // A token refused as stale is freed: the form may be sent again once reloaded.
  const token = crypto.randomUUID();
  const stale = await saveEventFacts(db, { ...input, basedOnVersion: 1, formToken: token });
  expect(stale.ok).toBe(false);
  const retried = await saveEventFacts(db, {
    ...input,
    basedOnVersion: first.ok ? first.version : 0,
    formToken: token,
  });
  expect(retried.ok).toBe(true);
});

databaseTest("a token of another kind of form is refused", async ({ db }) => {
  const base = await seeded(db);
  const token = crypto.randomUUID();
  await db.insert(formTokens).values({ token, scope: "speaker.create", outcome: { id: "x" } });
  const result = await saveEventFacts(db, {
    target: "current",
    changes: { faq: [] },
    basedOnVersion: base.version,
    actor,
    formToken: token,
  });
  expect(result).toEqual({ ok: false, reason: "invalid", message: formTokenMessages.reused });
});

databaseTest("restoring copies an older version into a new current one", async ({ db }) => {
  const base = await seeded(db);
  const saved = await saveEventFacts(db, {
    target: "current",
    changes: { tickets: professionalAt(500) },
    basedOnVersion: base.version,
    actor,
  });
  expect(saved.ok).toBe(true);
  const [, initial] = await listEventFactsHistory(db, defaultEventFacts.event.timeZone);
  const restored = await restoreEventFactsVersion(db, initial!.id, actor);
  expect(restored.ok).toBe(true);
  expect(await getEventFacts(db)).toEqual(defaultEventFacts);

  const history = await listEventFactsHistory(db, defaultEventFacts.event.timeZone);
  expect(history).toHaveLength(3);
  expect(history[0]?.summary).toMatch(/^Restaurada da versão de \d{2}\/\d{2}\/\d{4}/);
  const [audit] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, "event-facts.restore"));
  expect(audit?.details).toMatchObject({ restoredFrom: base.version, restoredFromId: initial!.id });

  expect(await restoreEventFactsVersion(db, history[0]!.id, actor)).toEqual({
    ok: false,
    reason: "invalid",
    message: eventFactsMessages.alreadyCurrent,
  });
  expect(await restoreEventFactsVersion(db, "nao-e-um-id", actor)).toMatchObject({
    reason: "not-found",
  });
  expect(
    await restoreEventFactsVersion(db, "00000000-0000-4000-8000-000000000000", actor),
  ).toMatchObject({ reason: "not-found" });
});

databaseTest(
  "'Nova edição': a draft of the 16th edition, edited and published, the site unchanged until then",
  async ({ db }) => {
    const base = await seeded(db);
    const started = await startNextEdition(db, actor);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(await startNextEdition(db, actor)).toEqual({
      ok: false,
      reason: "invalid",
      message: eventFactsMessages.draftExists,
    });

    const draft = await loadEventFactsForEditor(db, "draft");
    expect(draft?.version).toBe(started.version);
    expect(draft?.facts.event.edition).toBe(16);
    expect(draft?.facts.event.congressDays).toEqual(["2026-08-28", "2026-08-29"]);
    expect((await getEventFacts(db)).event.edition).toBe(15);

    const edited = await saveEventFacts(db, {
      target: "draft",
      changes: {
        tickets: draft!.facts.tickets.map((ticket, index) =>
          index === 0 ? { ...ticket, fullPrice: 420 } : ticket,
        ),
      },
      basedOnVersion: started.version,
      actor,
    });
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(
      await saveEventFacts(db, {
        target: "draft",
        changes: { faq: [] },
        basedOnVersion: started.version,
        actor,
      }),
    ).toEqual({ ok: false, reason: "stale", message: eventFactsMessages.draftStale });
    expect((await getEventFacts(db)).tickets[0]?.fullPrice).toBe(377);
    expect(
      (await listEventFactsHistory(db, defaultEventFacts.event.timeZone)).map((v) => v.version),
    ).toEqual([base.version]);

    expect(await publishEditionDraft(db, { basedOnVersion: started.version, actor })).toEqual({
      ok: false,
      reason: "stale",
      message: eventFactsMessages.draftStale,
    });
    const published = await publishEditionDraft(db, { basedOnVersion: edited.version, actor });
    expect(published.ok).toBe(true);

    const facts = await getEventFacts(db);
    expect(facts.event.edition).toBe(16);
    expect(facts.tickets[0]).toMatchObject({ fullPrice: 420, soldOut: false });
    expect(facts.deadlines.submission).toBeNull();
    expect(await getEditionDraft(db)).toBeNull();
    const history = await listEventFactsHistory(db, defaultEventFacts.event.timeZone);
    expect(history.map((v) => [v.editionLabel, v.summary])).toEqual([
      ["16ª edição", "Publicação da 16ª edição"],
      ["15ª edição", "Versão inicial (15ª edição)"],
    ]);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
      "event-facts.draft-start",
      "event-facts.draft-save",
      "event-facts.publish",
    ]);
    expect(await publishEditionDraft(db, { basedOnVersion: edited.version, actor })).toMatchObject({
      ok: false,
      reason: "no-draft",
    });
  },
);

databaseTest("of two concurrent draft saves from one base exactly one wins", async ({ db }) => {
  await seeded(db);
  const started = await startNextEdition(db, actor);
  if (!started.ok) throw new Error(started.message);
  const results = await Promise.all(
    [400, 450].map((price) =>
      saveEventFacts(db, {
        target: "draft",
        changes: { tickets: professionalAt(price) },
        basedOnVersion: started.version,
        actor,
      }),
    ),
  );
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  expect(results.filter((r) => !r.ok)).toEqual([
    { ok: false, reason: "stale", message: eventFactsMessages.draftStale },
  ]);
});

databaseTest("discarding the draft leaves the current edition as it was", async ({ db }) => {
  await seeded(db);
  expect(await discardEditionDraft(db, actor)).toMatchObject({ ok: false, reason: "no-draft" });
  expect(
    await saveEventFacts(db, { target: "draft", changes: {}, basedOnVersion: 1, actor }),
  ).toMatchObject({ ok: false, reason: "no-draft" });
  const started = await startNextEdition(db, actor);
  expect(started.ok).toBe(true);
  expect((await discardEditionDraft(db, actor)).ok).toBe(true);
  expect(await getEditionDraft(db)).toBeNull();
  expect(await db.select().from(eventFactsDraft)).toEqual([]);
  expect(await getEventFacts(db)).toEqual(defaultEventFacts);
  const [audit] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, "event-facts.draft-discard"));
  expect(audit?.details).toMatchObject({ edition: 16 });
});

databaseTest("a stored version that no longer parses still reads, never fails", async ({ db }) => {
  const { faq: _faq, ...withoutFaq } = defaultEventFacts;
  await db.insert(eventFactsVersions).values([
    {
      version: 1_000,
      data: { ...withoutFaq, event: { ...defaultEventFacts.event, edition: 17, foundedIn: "?" } },
      origin: "save",
    },
  ]);
  const facts = await getEventFacts(db);
  expect(facts.event.edition).toBe(17);
  expect(facts.event.foundedIn).toBe(defaultEventFacts.event.foundedIn);
  expect(facts.faq).toEqual(defaultEventFacts.faq);
  expect((await listEventFactsHistory(db, defaultEventFacts.event.timeZone))[0]?.editionLabel).toBe(
    "17ª edição",
  );

  await db.insert(eventFactsVersions).values({ version: 2_000, data: "lixo", origin: "save" });
  expect(await getEventFacts(db)).toEqual(defaultEventFacts);
  expect((await listEventFactsHistory(db, defaultEventFacts.event.timeZone))[0]).toMatchObject({
    editionLabel: "15ª edição",
    summary: "Sem alterações",
  });
});

databaseTest(
  "a request's loaders share one read of the facts; the next request reads again",
  async ({ db }) => {
    const base = await seeded(db);
    const requestContext = () => {
      const context = new RouterContextProvider();
      context.set(databaseContext, db);
      return context;
    };
    const first = requestContext();
    const read = requestEventFacts(first);
    expect(requestEventFacts(first)).toBe(read);
    expect((await read).tickets).toEqual(defaultEventFacts.tickets);

    await saveEventFacts(db, {
      target: "current",
      changes: { tickets: professionalAt(399) },
      basedOnVersion: base.version,
      actor,
    });
    const next = await requestEventFacts(requestContext());
    expect(next.tickets.find((ticket) => ticket.id === "professional")?.fullPrice).toBe(399);
  },
);
