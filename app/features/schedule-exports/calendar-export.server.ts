import type { RouterContextProvider } from "react-router";
import {
  type ContentVersionReader,
  configContext,
  contentVersionContext,
  databaseContext,
} from "~/context";
import type { Database } from "~/db/client.server";
import { SESSION_ID_PATTERN } from "~/content/session-ids";
import { siteOrigin } from "~/lib/site-origin";
import { type CalendarScope, buildCalendar } from "./calendar-feed";
import { writeCalendar } from "./ical-writer";
import { currentOf, loadProgrammeHistory } from "./schedule-history.server";
import { type ExportFacts, isTimed } from "./session-facts";
import { sessionRevisions } from "./session-history";

/** How a route reads the current edition's facts (the event-facts feature's `getEventFacts`). */
type FactsReader = (db: Database) => Promise<ExportFacts>;

/** What every calendar of the programme is written from; `stamp`, the last save, is each DTSTAMP. */
async function prepareCalendarData(db: Database, readFacts: FactsReader) {
  const [facts, history] = await Promise.all([readFacts(db), loadProgrammeHistory(db)]);
  return { facts, revisions: sessionRevisions(history, facts), stamp: currentOf(history).savedAt };
}

export type CalendarData = Awaited<ReturnType<typeof prepareCalendarData>>;

/** One content version's data, shared by its requests; an older one returns only after a race. */
export class CalendarDataMemo {
  loads = 0;
  #entry: { version: number; data: Promise<CalendarData> } | null = null;

  get(version: number, prepare: () => Promise<CalendarData>): Promise<CalendarData> {
    if (this.#entry?.version === version) return this.#entry.data;
    this.loads += 1;
    const entry = { version, data: prepare() };
    this.#entry = entry;
    // A failed read is not kept: the next request reads again.
    entry.data.catch(() => {
      if (this.#entry === entry) this.#entry = null;
    });
    return entry.data;
  }
}

const memos = new WeakMap<ContentVersionReader, CalendarDataMemo>();

export const calendarDataMemo = (version: ContentVersionReader) =>
  memos.get(version) ?? memos.set(version, new CalendarDataMemo()).get(version)!;

/** Read once per admin write with a content version (production), else for each request. */
export async function currentCalendarData(
  db: Database,
  version: ContentVersionReader | null,
  readFacts: FactsReader,
): Promise<CalendarData> {
  if (!version) return prepareCalendarData(db, readFacts);
  // The version before the data: data read after it are at least as new as what it counts.
  const current = await version.current();
  return calendarDataMemo(version).get(current, () => prepareCalendarData(db, readFacts));
}

/** A feed is `inline` (a phone offers to subscribe); a session or an agenda is a download. */
type CalendarFile = { name: string; download: boolean; personal?: boolean };
type CalendarExport = { scope: CalendarScope; file: CalendarFile };
type ExportRefused = { status: number; message: string };

function isLive(revisions: CalendarData["revisions"], id: string) {
  const revision = revisions.get(id);
  return revision !== undefined && !revision.removedAt && isTimed(revision.facts);
}

/** `/programacao/sessao/:id.ics`; a 404 rather than an empty file. */
export function sessionExport(
  id: string,
  { revisions }: CalendarData,
): CalendarExport | ExportRefused {
  if (!SESSION_ID_PATTERN.test(id) || !isLive(revisions, id)) {
    return { status: 404, message: "Sessão não encontrada ou sem horário definido." };
  }
  return {
    scope: { kind: "sessions", ids: [id], name: "Programação" },
    file: { name: `sessao-${id}.ics`, download: true },
  };
}

/** `/minha-agenda.ics?sessoes=id1,id2` (`ids` null without `sessoes`): never cached for others. */
export function agendaExport(
  ids: readonly string[] | null,
  { revisions }: CalendarData,
): CalendarExport | ExportRefused {
  if (!ids || ids.length === 0) return { status: 400, message: "Informe as sessões da agenda." };
  if (!ids.some((id) => isLive(revisions, id))) {
    return { status: 404, message: "Nenhuma sessão com horário nesta agenda." };
  }
  return {
    scope: { kind: "sessions", ids, name: "Minha agenda – Programação" },
    file: { name: "minha-agenda.ics", download: true, personal: true },
  };
}

export function exportResponse(
  answer: CalendarExport | ExportRefused,
  { facts, revisions, stamp }: CalendarData,
  origin: string,
) {
  if ("message" in answer) {
    return new Response(answer.message, {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { scope, file } = answer;
  const calendar = buildCalendar({ scope, revisions, origin, stamp, event: facts.event });
  return new Response(writeCalendar(calendar), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${file.download ? "attachment" : "inline"}; filename="${file.name}"`,
      ...(file.personal ? { "Cache-Control": "no-store" } : {}),
    },
  });
}

/** A calendar for a route's loader; server/calendar-answers.ts answers with the same functions. */
export async function calendarExport(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  exportOf: (data: CalendarData) => CalendarExport | ExportRefused,
  readFacts: FactsReader,
) {
  const data = await currentCalendarData(
    context.get(databaseContext),
    context.get(contentVersionContext),
    readFacts,
  );
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  return exportResponse(exportOf(data), data, origin);
}
