import type { RouterContextProvider } from "react-router";
import { configContext, contentVersionContext, databaseContext } from "~/context";
import { SESSION_ID_PATTERN } from "~/content/session-ids";
import { siteOrigin } from "~/lib/site-origin";
import { type CalendarData, type FactsReader, currentCalendarData } from "./calendar-data.server";
import { type CalendarFile, type CalendarScope, buildCalendar } from "./calendar-feed";
import { writeCalendar } from "./ical-writer";
import { isTimed } from "./session-facts";
import type { SessionRevision } from "./session-history";

type CalendarExport = { scope: CalendarScope; file: CalendarFile };
type ExportRefused = { status: number; message: string };

/** Known, still in the programme, with a time. */
function isLive(revisions: ReadonlyMap<string, SessionRevision>, id: string) {
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

/** The answer of an export: its refusal, or its calendar. */
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
