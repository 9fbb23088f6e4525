import { desc, eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { defaultEventFacts } from "~/content/default-event-facts";
import { editionName, eventPeriod } from "~/lib/event-format";
import { formatInZone } from "~/lib/time-zone";
import { type EventFacts, eventFactsSchema } from "~/content/event-facts-schema";
import { siteNow } from "~/config.server";
import { configContext, databaseContext, expireRenderAt } from "~/context";
import { eventPhase } from "~/lib/event-phase";
import type { Database } from "~/db/client.server";
import { eventFactsDraft, eventFactsVersions } from "~/db/schema";
import { formTokenMessages } from "~/lib/form-token";
import { z } from "~/lib/zod";
import {
  type Refused,
  type Transaction,
  refuse,
  nextVersion,
  snapshotStore,
  transactionOrConflict,
  withFormToken,
} from "~/db/versioned-snapshots.server";
import { recordAudit } from "~/utils/audit.server";
import { FormTokenReusedError } from "~/utils/form-token.server";
import { editionLabel, eventFactsMessages as messages } from "./event-facts-messages";
import { type FactGroupSlug, groupLabels } from "~/content/fact-groups";
import { partAt, sectionParts, sectionSlugs } from "./editor-schemas";
import { nextEditionFacts } from "./next-edition";
import { readEventFacts } from "./read-event-facts";

// Published facts are versions (the newest is shown); the next edition waits in one draft row.

const ENTITY = "event_facts";

/** A version's edition number, read without loading the whole snapshot. */
export const storedEdition = sql<
  string | null
>`${eventFactsVersions.data} -> 'event' ->> 'edition'`;

/** As readEventFacts reads an edition number that no longer parses. */
export function readEdition(stored: string | null) {
  const edition = Number(stored);
  return Number.isInteger(edition) && edition > 0 ? edition : defaultEventFacts.event.edition;
}

const store = snapshotStore(eventFactsVersions, ENTITY);

/** Which facts an editor works on: the published edition, or the next edition's draft. */
type EventFactsTarget = "current" | "draft";

export type EventFactsResult =
  { ok: true; version: number } | Refused<"stale" | "invalid" | "not-found" | "no-draft">;

/** The published facts and their version (the defaults, version 0, before the first save). */
async function newestFacts(db: Pick<Database, "select">) {
  const newest = await store.newest(db);
  return newest
    ? { facts: readEventFacts(newest.data), version: newest.version }
    : { facts: defaultEventFacts, version: 0 };
}

/** The edition the public site shows. */
export async function getEventFacts(db: Database): Promise<EventFacts> {
  return (await newestFacts(db)).facts;
}

const factsOfRequest = new WeakMap<object, Promise<EventFacts>>();
const previewRequests = new WeakSet<object>();

/** An organiser's preview (preview.server.ts): this request's loaders read the draft. */
export function showDraftOnRequest(context: Readonly<RouterContextProvider>, draft: EventFacts) {
  previewRequests.add(context);
  factsOfRequest.set(context, Promise.resolve(draft));
}

export const isPreviewRequest = (context: Readonly<RouterContextProvider>) =>
  previewRequests.has(context);

/** The facts read once per request for every loader that asks; writes use `getEventFacts`. */
export function requestEventFacts(context: Readonly<RouterContextProvider>) {
  let facts = factsOfRequest.get(context);
  if (!facts) {
    facts = getEventFacts(context.get(databaseContext));
    factsOfRequest.set(context, facts);
  }
  return facts;
}

/** Where the edition stands; the render expires when the phase changes, so cached pages follow. */
export async function requestEventPhase(context: Readonly<RouterContextProvider>) {
  const facts = await requestEventFacts(context);
  const now = siteNow(context.get(configContext));
  const phase = eventPhase(facts, now);
  if (phase.changesAt !== null) {
    expireRenderAt(context, Date.now() + (phase.changesAt - now.getTime()));
  }
  return phase;
}

/** An editor's facts and the version its save is based on; null for a missing draft. */
export async function loadEventFactsForEditor(
  db: Database,
  target: EventFactsTarget,
): Promise<{ facts: EventFacts; version: number } | null> {
  return target === "draft" ? getEditionDraft(db) : newestFacts(db);
}

const collectionKeys = Object.keys(eventFactsSchema.shape) as (keyof EventFacts)[];

const changedKeys = (changes: Partial<EventFacts>) =>
  collectionKeys.filter((key) => key in changes);

/** The base with the given collections replaced (unknown keys ignored), checked as a whole. */
function applyChanges(base: EventFacts, changes: Partial<EventFacts>) {
  const replaced = changedKeys(changes).map((key) => [key, changes[key]]);
  const parsed = eventFactsSchema.safeParse({ ...base, ...Object.fromEntries(replaced) });
  if (parsed.success) return parsed.data;
  return refuse("invalid", parsed.error.issues[0]?.message ?? messages.invalid);
}

const partsOf = (facts: EventFacts, slug: FactGroupSlug) =>
  JSON.stringify(sectionParts[slug].map((path) => partAt(facts, path)));

/** The groups whose facts differ between two snapshots, in the editors' order. */
export function changedGroups(before: EventFacts, after: EventFacts): FactGroupSlug[] {
  return sectionSlugs.filter((slug) => partsOf(before, slug) !== partsOf(after, slug));
}

const savedOutcome = z.object({ version: z.number().int() });

interface SaveInput {
  target: EventFactsTarget;
  changes: Partial<EventFacts>;
  basedOnVersion: number;
  actor: string;
  formToken?: string;
}

/** Replaces some collections of the target's facts, validated, refused when stale, once per token. */
export async function saveEventFacts(db: Database, input: SaveInput): Promise<EventFactsResult> {
  try {
    return await transactionOrConflict(db, refuse("stale", messages.stale), (tx) =>
      withFormToken(tx, "event-facts.save", input.formToken, savedOutcome, () =>
        input.target === "draft" ? saveDraft(tx, input) : saveCurrent(tx, input),
      ),
    );
  } catch (error) {
    if (error instanceof FormTokenReusedError) return refuse("invalid", formTokenMessages.reused);
    throw error;
  }
}

async function saveCurrent(
  tx: Transaction,
  { changes, basedOnVersion, actor }: SaveInput,
): Promise<EventFactsResult> {
  const { facts: base, version: newest } = await newestFacts(tx);
  if (newest !== basedOnVersion) return refuse("stale", messages.stale);
  const facts = applyChanges(base, changes);
  if ("ok" in facts) return facts;
  const groups = changedGroups(base, facts);
  const { version } = await store.append(tx, {
    actor,
    action: "event-facts.save",
    basedOnVersion,
    values: () => ({ data: facts, origin: "save", changedGroups: groups }),
    details: { collections: changedKeys(changes), groups },
  });
  return { ok: true, version };
}

const auditDraft = (
  tx: Transaction,
  actor: string,
  step: "save" | "start" | "discard",
  details: Record<string, unknown>,
) =>
  recordAudit(tx, {
    actor,
    action: `event-facts.draft-${step}`,
    entity: ENTITY,
    entityId: "draft",
    details,
  });

/** The draft, locked for this transaction, if it is still the one the organiser saw. */
async function lockedDraft(tx: Transaction, basedOnVersion: number) {
  const [draft] = await tx
    .select({ version: eventFactsDraft.version, data: eventFactsDraft.data })
    .from(eventFactsDraft)
    .for("update");
  if (!draft) return refuse("no-draft", messages.noDraft);
  if (draft.version !== basedOnVersion) return refuse("stale", messages.draftStale);
  return draft;
}

async function saveDraft(
  tx: Transaction,
  { changes, basedOnVersion, actor }: SaveInput,
): Promise<EventFactsResult> {
  const draft = await lockedDraft(tx, basedOnVersion);
  if ("ok" in draft) return draft;
  const base = readEventFacts(draft.data);
  const facts = applyChanges(base, changes);
  if ("ok" in facts) return facts;
  const version = nextVersion(draft.version);
  // The row lock already orders two saves; the condition keeps the rule in the write itself.
  const updated = await tx
    .update(eventFactsDraft)
    .set({ version, data: facts, updatedBy: actor, updatedAt: sql`now()` })
    .where(eq(eventFactsDraft.version, basedOnVersion))
    .returning({ version: eventFactsDraft.version });
  if (updated.length === 0) return refuse("stale", messages.draftStale);
  await auditDraft(tx, actor, "save", {
    version,
    basedOnVersion,
    collections: changedKeys(changes),
    groups: changedGroups(base, facts),
  });
  return { ok: true, version };
}

/** "27/08/2025, 10:00:00" in the congress's zone, the same for everyone and the server. */
const formatSavedAt = (date: Date, timeZone: string) =>
  formatInZone(date, timeZone, "dateTimeSeconds");

/** Published versions, newest (current) first, as the history lists them; times in `timeZone`. */
export async function listEventFactsHistory(db: Database, timeZone: string) {
  const rows = await db
    .select({
      id: eventFactsVersions.id,
      version: eventFactsVersions.version,
      createdAt: eventFactsVersions.createdAt,
      createdBy: eventFactsVersions.createdBy,
      edition: storedEdition,
      origin: eventFactsVersions.origin,
      changedGroups: eventFactsVersions.changedGroups,
      restoredFromVersion: eventFactsVersions.restoredFromVersion,
    })
    .from(eventFactsVersions)
    .orderBy(desc(eventFactsVersions.version));
  return rows.map((row) => {
    const edition = readEdition(row.edition);
    const from = row.restoredFromVersion;
    const source = from === null ? undefined : rows.find((r) => r.version === from)?.createdAt;
    const summary =
      row.origin === "seed"
        ? messages.initial(edition)
        : row.origin === "publish"
          ? messages.publishedEdition(edition)
          : row.origin === "restore" && from !== null
            ? messages.restoredFrom(formatSavedAt(source ?? new Date(from), timeZone))
            : groupLabels(row.changedGroups ?? []) || messages.noChanges;
    return {
      id: row.id,
      version: row.version,
      savedAt: formatSavedAt(row.createdAt, timeZone),
      createdBy: row.createdBy ?? "sistema",
      editionLabel: editionLabel(edition),
      summary,
    };
  });
}

/** An edition as the overview names it, formatted here so server and browser agree. */
function describeEdition({ event }: EventFacts) {
  return {
    edition: event.edition,
    editionLabel: editionLabel(event.edition),
    name: editionName(event.congresses.nursing),
    otherCongresses: [event.congresses.feridas, event.congresses.estetica].map(editionName),
    period: eventPeriod(event),
    venue: `${event.venue.name}, ${event.city} – ${event.stateCode}`,
  };
}

/** What the 'Dados do evento' page shows: the current edition, the draft, the history. */
export async function loadEventFactsOverview(db: Database) {
  const current = await getEventFacts(db);
  const { timeZone } = current.event;
  const [draft, history] = await Promise.all([
    getEditionDraft(db),
    listEventFactsHistory(db, timeZone),
  ]);
  return {
    current: describeEdition(current),
    draft: draft
      ? {
          ...describeEdition(draft.facts),
          version: draft.version,
          createdBy: draft.createdBy ?? "sistema",
          createdAt: formatSavedAt(draft.createdAt, timeZone),
          // A draft's version is its last save's time.
          updatedAt: formatSavedAt(new Date(draft.version), timeZone),
        }
      : null,
    history,
  };
}

export async function restoreEventFactsVersion(
  db: Database,
  id: string,
  actor: string,
): Promise<EventFactsResult> {
  return store.restore(db, id, actor, {
    action: "event-facts.restore",
    read: readEventFacts,
    values: (facts) => ({ data: facts, origin: "restore" }),
    refused: {
      notFound: refuse("not-found", messages.notFound),
      unreadable: refuse("invalid", messages.invalid),
      current: refuse("invalid", messages.alreadyCurrent),
      conflict: refuse("stale", messages.stale),
    },
  });
}

export async function getEditionDraft(db: Database) {
  const [row] = await db
    .select({
      version: eventFactsDraft.version,
      data: eventFactsDraft.data,
      createdAt: eventFactsDraft.createdAt,
      createdBy: eventFactsDraft.createdBy,
    })
    .from(eventFactsDraft);
  if (!row) return null;
  const { data, ...rest } = row;
  return { facts: readEventFacts(data), ...rest };
}

/** 'Nova edição': refused while a draft exists (its single row's key settles two clicks). */
export async function startNextEdition(db: Database, actor: string): Promise<EventFactsResult> {
  return db.transaction(async (tx) => {
    const newest = await store.newest(tx);
    const facts = nextEditionFacts(newest ? readEventFacts(newest.data) : defaultEventFacts);
    const { edition } = facts.event;
    const version = nextVersion(null);
    const [row] = await tx
      .insert(eventFactsDraft)
      .values({
        version,
        startedFromVersion: newest?.version ?? null,
        data: facts,
        createdBy: actor,
        updatedBy: actor,
      })
      .onConflictDoNothing()
      .returning({ version: eventFactsDraft.version });
    if (!row) return refuse("invalid", messages.draftExists);
    await auditDraft(tx, actor, "start", { version, edition, startedFromVersion: newest?.version });
    return { ok: true as const, version };
  });
}

/** 'Publicar edição': the draft, unchanged since the organiser saw it, becomes the current version. */
export async function publishEditionDraft(
  db: Database,
  { basedOnVersion, actor }: { basedOnVersion: number; actor: string },
): Promise<EventFactsResult> {
  return transactionOrConflict(db, refuse("stale", messages.draftStale), async (tx) => {
    const draft = await lockedDraft(tx, basedOnVersion);
    if ("ok" in draft) return draft;
    await tx.delete(eventFactsDraft);
    const facts = readEventFacts(draft.data);
    const newest = await store.newest(tx);
    const { version } = await store.append(tx, {
      actor,
      action: "event-facts.publish",
      basedOnVersion: newest?.version ?? 0,
      values: () => ({ data: facts, origin: "publish" }),
      details: { edition: facts.event.edition, draftVersion: draft.version },
    });
    return { ok: true as const, version };
  });
}

export async function discardEditionDraft(db: Database, actor: string): Promise<EventFactsResult> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .delete(eventFactsDraft)
      .returning({ version: eventFactsDraft.version, data: eventFactsDraft.data });
    if (!draft) return refuse("no-draft", messages.noDraft);
    const { edition } = readEventFacts(draft.data).event;
    await auditDraft(tx, actor, "discard", { version: draft.version, edition });
    return { ok: true as const, version: draft.version };
  });
}
