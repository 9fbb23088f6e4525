import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { CONGRESS_KEYS, type CongressKey } from "~/content/programme-keys";
import { calendarExport, exportRefusal } from "~/features/schedule-exports/calendar-export.server";
import type { Route } from "./+types/programacao-congresso-ics";

const isCongress = (value: string): value is CongressKey =>
  (CONGRESS_KEYS as readonly string[]).includes(value);

/** `/programacao/feridas.ics`: one congress (or the courses) as a calendar feed. */
export async function loader(args: Route.LoaderArgs) {
  const { congresso } = args.params;
  if (!isCongress(congresso)) return exportRefusal(404, "Congresso não encontrado.");
  return calendarExport(
    args,
    () => ({
      scope: { kind: "congress", congress: congresso },
      file: { name: `programacao-${congresso}.ics`, download: false },
    }),
    getEventFacts,
  );
}
