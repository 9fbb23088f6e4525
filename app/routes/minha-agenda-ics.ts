import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { readSharedIds } from "~/features/agenda/agenda-link";
import { agendaExport, calendarExport } from "~/features/schedule-exports/calendar-export.server";
import type { Route } from "./+types/minha-agenda-ics";

/**
 * `/minha-agenda.ics?sessoes=id1,id2`: an attendee's agenda (kept in their browser) as a file.
 * At most AGENDA_MAX_SESSIONS ids, each a session id; never published (programme-selection.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const ids = readSharedIds(new URL(args.request.url).searchParams);
  return calendarExport(args, (data) => agendaExport(ids, data), getEventFacts);
}
