import { CONGRESS_KEYS } from "~/content/programme-keys";
import { readSharedIds } from "~/features/agenda/agenda-link";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import {
  agendaExport,
  calendarExport,
  sessionExport,
} from "~/features/schedule-exports/calendar-export.server";
import type { Route } from "./+types/calendar-ics";

/** The calendar feeds: the programme, a congress, a session, an agenda (`?sessoes=…`). */
export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const url = new URL(args.request.url);
  return calendarExport(
    args,
    (data) => {
      if (params.id !== undefined) return sessionExport(params.id, data);
      if (url.pathname.startsWith("/minha-agenda")) {
        return agendaExport(readSharedIds(url.searchParams), data);
      }
      if (params.congresso === undefined) {
        return { scope: { kind: "all" }, file: { name: "programacao.ics", download: false } };
      }
      const congress = CONGRESS_KEYS.find((key) => key === params.congresso);
      if (!congress) return { status: 404, message: "Congresso não encontrado." };
      return {
        scope: { kind: "congress", congress },
        file: { name: `programacao-${congress}.ics`, download: false },
      };
    },
    getEventFacts,
  );
}
