import { courseDate, courseDayLabel, courses } from "~/content/courses";
import type { ProgrammeDay } from "./programme-schema";

/** The pre-congress courses as a programme day (static data: app/content/courses.ts). */
export const courseDay: ProgrammeDay = {
  day: courseDayLabel,
  date: courseDate,
  events: courses.map((course) => ({
    id: course.id,
    time: course.time,
    title: course.title,
    type: "curso",
    speaker: course.instructor,
    room: course.room,
  })),
};
