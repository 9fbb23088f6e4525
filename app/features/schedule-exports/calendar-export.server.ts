import type { RouterContextProvider } from "react-router";
import { configContext } from "~/context";
import { type FactsReader, calendarData } from "./calendar-data.server";
import { buildCalendar, type CalendarScope, calendarResponse } from "./calendar-feed";
import { isTimed } from "./session-facts";
import { siteOrigin } from "~/lib/site-origin";

/** A plain-text refusal of an export (an unknown congress or session, a bad agenda link). */
export function exportRefusal(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * A calendar of the programme for a route's loader: the saved versions give each session's
 * SEQUENCE and the removed ones. A `sessions` scope whose sessions are all unknown, removed or
 * without a time answers 404 (`notFound`), so a download never brings an empty file. The facts
 * are the current edition's (`readFacts`, from the route). Both are read once per content
 * version (calendar-data.server.ts), not per request.
 */
export async function calendarExport(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  scope: CalendarScope,
  file: { name: string; download: boolean; notFound?: string },
  readFacts: FactsReader,
) {
  const { facts, revisions, stamp } = await calendarData(context, readFacts);
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  if (scope.kind === "sessions") {
    const live = scope.ids.filter((id) => {
      const revision = revisions.get(id);
      return revision && !revision.removedAt && isTimed(revision.facts);
    });
    if (file.notFound && live.length === 0) return exportRefusal(404, file.notFound);
  }
  const calendar = buildCalendar({
    scope,
    revisions,
    origin,
    stamp,
    event: facts.event,
  });
  return calendarResponse(calendar, file);
}
