import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { calendarExport } from "~/features/schedule-exports/calendar-export.server";
import type { Route } from "./+types/programacao-ics";

/** `/programacao.ics`: the whole programme as a calendar to subscribe to. */
export async function loader(args: Route.LoaderArgs) {
  return calendarExport(
    args,
    () => ({ scope: { kind: "all" }, file: { name: "programacao.ics", download: false } }),
    getEventFacts,
  );
}
