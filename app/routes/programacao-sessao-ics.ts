import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { SESSION_ID_PATTERN } from "~/content/session-ids";
import { calendarExport, exportRefusal } from "~/features/schedule-exports/calendar-export.server";
import type { Route } from "./+types/programacao-sessao-ics";

const NOT_FOUND = "Sessão não encontrada ou sem horário definido.";

/** `/programacao/sessao/:id.ics`: one session, for 'Adicionar ao calendário'. */
export async function loader(args: Route.LoaderArgs) {
  const { id } = args.params;
  if (!SESSION_ID_PATTERN.test(id)) return exportRefusal(404, NOT_FOUND);
  return calendarExport(
    args,
    { kind: "sessions", ids: [id], name: "Programação" },
    { name: `sessao-${id}.ics`, download: true, notFound: NOT_FOUND },
    getEventFacts,
  );
}
