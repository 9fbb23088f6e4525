import { courseDayLabel } from "~/content/courses";
import type { EventFacts } from "~/content/event-facts-schema";
import { formatLongDate } from "~/lib/event-format";
import type { ShownDay } from "./programme-schema";

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
