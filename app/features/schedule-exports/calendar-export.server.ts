import type { RouterContextProvider } from "react-router";
import { configContext } from "~/context";
import { SESSION_ID_PATTERN } from "~/content/session-ids";
import { siteOrigin } from "~/lib/site-origin";
import { type CalendarData, type FactsReader, calendarData } from "./calendar-data.server";
import {
  type CalendarFile,
  type CalendarScope,
  buildCalendar,
  calendarResponse,
} from "./calendar-feed";
import { isTimed } from "./session-facts";
import type { SessionRevision } from "./session-history";

/** A plain-text refusal of an export (an unknown congress or session, a bad agenda link). */
export function exportRefusal(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** A calendar of the programme to answer with: which sessions, as which file. */
export interface CalendarExport {
  scope: CalendarScope;
  file: CalendarFile;
}

/** Why a request names no calendar: its status and message. */
export interface ExportRefused {
  status: number;
  message: string;
}

const SESSION_NOT_FOUND = "Sessão não encontrada ou sem horário definido.";

/** Whether a calendar can hold the session `id`: known, still in the programme, with a time. */
function isLive(revisions: ReadonlyMap<string, SessionRevision>, id: string) {
  const revision = revisions.get(id);
  return revision !== undefined && !revision.removedAt && isTimed(revision.facts);
}

/**
 * `/programacao/sessao/:id.ics`: one session, for 'Adicionar ao calendário'. An id that is not a
 * session id, or names no session a calendar can hold, is a 404, so a download never brings an
 * empty file.
 */
export function sessionExport(
  id: string,
  { revisions }: CalendarData,
): CalendarExport | ExportRefused {
  if (!SESSION_ID_PATTERN.test(id) || !isLive(revisions, id)) {
    return { status: 404, message: SESSION_NOT_FOUND };
  }
  return {
    scope: { kind: "sessions", ids: [id], name: "Programação" },
    file: { name: `sessao-${id}.ics`, download: true },
  };
}

/**
 * `/minha-agenda.ics?sessoes=id1,id2`: an attendee's agenda (kept in their browser) as a file,
 * `ids` as the agenda link reads them (null without `sessoes`). Personal: never stored for others.
 */
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

/** The answer of an export: its refusal, or its calendar written from `data` for `origin`. */
export function exportResponse(
  answer: CalendarExport | ExportRefused,
  { facts, revisions, stamp }: CalendarData,
  origin: string,
) {
  if ("message" in answer) return exportRefusal(answer.status, answer.message);
  const calendar = buildCalendar({
    scope: answer.scope,
    revisions,
    origin,
    stamp,
    event: facts.event,
  });
  return calendarResponse(calendar, answer.file);
}

/**
 * A calendar of the programme for a route's loader: `exportOf` names it from the calendar data
 * (each session's SEQUENCE over the saved versions, the removed ones, the current edition's
 * facts from `readFacts`), read once per content version (calendar-data.server.ts). The server
 * answers an unknown session's and an agenda's calendar with the same functions before React
 * Router (server/calendar-answers.ts).
 */
export async function calendarExport(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  exportOf: (data: CalendarData) => CalendarExport | ExportRefused,
  readFacts: FactsReader,
) {
  const data = await calendarData(context, readFacts);
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  return exportResponse(exportOf(data), data, origin);
}
