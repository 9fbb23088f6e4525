import { courseDayLabel } from "./courses";
import type { EventFacts } from "./event-facts-schema";
import type { Programme, ProgrammeDay, ShownDay } from "./programme-schema";
import { formatLongDate } from "~/lib/event-format";

/** The pre-congress courses of the facts as a programme day, on the courses' date. */
export function courseDayOf(facts: Pick<EventFacts, "event" | "courses">): ShownDay {
  return {
    day: courseDayLabel,
    date: formatLongDate(facts.event.courseDate),
    events: facts.courses.map((course) => ({
      id: course.id,
      time: course.time,
      title: course.title,
      type: "curso",
      speaker: course.instructor,
      room: course.room,
    })),
  };
}

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
