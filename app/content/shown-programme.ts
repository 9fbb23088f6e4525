import { courseDayOf } from "./course-day";
import type { EventFacts } from "./event-facts-schema";
import type { Programme, ProgrammeDay } from "./programme-schema";
import { formatLongDate } from "~/lib/event-format";

/** The programme as shown: the facts' course day first, each day dated by the facts. */
export function shownProgramme(programme: Programme, facts: Pick<EventFacts, "event" | "courses">) {
  const dated = (days: readonly ProgrammeDay[] | undefined) =>
    (days ?? []).map((day, index) => {
      const isoDate = facts.event.congressDays[index];
      return { ...day, date: isoDate ? formatLongDate(isoDate) : "" };
    });
  return {
    cursos: [courseDayOf(facts)],
    nursing: dated(programme.nursing),
    feridas: dated(programme.feridas),
    estetica: dated(programme.estetica),
  };
}
