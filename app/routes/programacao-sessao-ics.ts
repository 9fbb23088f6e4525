import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { calendarExport, sessionExport } from "~/features/schedule-exports/calendar-export.server";
import type { Route } from "./+types/programacao-sessao-ics";

/** `/programacao/sessao/:id.ics`: one session, for 'Adicionar ao calendário'. */
export async function loader(args: Route.LoaderArgs) {
  return calendarExport(args, (data) => sessionExport(args.params.id, data), getEventFacts);
}
