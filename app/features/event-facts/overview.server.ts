import type { Database } from "~/db/client.server";
import type { EventFacts } from "~/content/event-facts-schema";
import { editionName, eventPeriod, ordinal } from "~/lib/event-format";
import { eventFactsMessages as messages } from "./event-facts-messages";
import {
  type EventFactsResult,
  discardEditionDraft,
  formatSavedAt,
  getEditionDraft,
  getEventFacts,
  listEventFactsHistory,
  publishEditionDraft,
  restoreEventFactsVersion,
  startNextEdition,
} from "./event-facts.server";
import { overviewActionSchema } from "./overview-schema";
import { reportError } from "~/utils/logger.server";

/** An edition as the overview names it, formatted here so server and browser agree. */
function describeEdition(facts: EventFacts) {
  const { event } = facts;
  return {
    edition: event.edition,
    editionLabel: `${ordinal(event.edition, "feminine")} edição`,
    name: editionName(event.congresses.nursing),
    otherCongresses: [
      editionName(event.congresses.feridas),
      editionName(event.congresses.estetica),
    ],
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
    history: history.map((entry) => ({
      id: entry.id,
      version: entry.version,
      savedAt: formatSavedAt(entry.createdAt, timeZone),
      createdBy: entry.createdBy ?? "sistema",
      editionLabel: `${ordinal(entry.edition, "feminine")} edição`,
      summary: entry.summary,
    })),
  };
}

export type OverviewActionOutcome =
  | { ok: true; message: string; published?: EventFacts }
  | { ok: false; message: string; status: number };

const statusOf: Record<Exclude<EventFactsResult, { ok: true }>["reason"], number> = {
  stale: 409,
  invalid: 400,
  "not-found": 404,
  "no-draft": 409,
};

/** The overview's writes; the route does what another feature does with the `published` edition. */
export async function handleOverviewAction(
  db: Database,
  actor: string,
  formData: FormData,
): Promise<OverviewActionOutcome> {
  const parsed = overviewActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return { ok: false, message: "Requisição inválida.", status: 400 };
  }
  const input = parsed.data;
  const answer = (result: EventFactsResult, message: () => string): OverviewActionOutcome =>
    result.ok
      ? { ok: true, message: message() }
      : { ok: false, message: result.message, status: statusOf[result.reason] };
  try {
    switch (input.intent) {
      case "restore":
        return answer(await restoreEventFactsVersion(db, input.id, actor), () => messages.restored);
      case "start-edition": {
        const result = await startNextEdition(db, actor);
        const draft = result.ok ? await getEditionDraft(db) : null;
        return answer(result, () => messages.draftStarted(draft?.facts.event.edition ?? 0));
      }
      case "publish": {
        const result = await publishEditionDraft(db, {
          basedOnVersion: input.basedOnVersion,
          actor,
        });
        const published = result.ok ? await getEventFacts(db) : null;
        const outcome = answer(result, () => messages.published(published?.event.edition ?? 0));
        return outcome.ok && published ? { ...outcome, published } : outcome;
      }
      case "discard":
        return answer(await discardEditionDraft(db, actor), () => messages.discarded);
    }
  } catch (error) {
    reportError("Erro ao gravar os dados do evento:", error);
    return { ok: false, message: messages.unexpected, status: 500 };
  }
}
