import type { Programme } from "~/content/programme-schema";
import type { ProgrammeSession } from "~/content/programme-keys";
import { sessionPath } from "~/lib/programme-tabs";
import { type ProgrammeFacts, shownDays } from "./programme-labels";
import { eventDayDate, parseTimeRange } from "~/lib/programme-time";

/** Every session with an id (events and talks); a talk has its round table's time and room. */
export function listProgrammeSessions(
  programme: Programme,
  facts: ProgrammeFacts,
): ProgrammeSession[] {
  return shownDays(programme, facts).flatMap(({ congress, congressLabel, dayIndex, day }) =>
    day.events.flatMap((event) => {
      const range = parseTimeRange(event.time);
      const place = {
        type: event.type,
        congress,
        congressLabel,
        day: day.day,
        date: day.date,
        isoDate: eventDayDate(facts.event, congress, dayIndex) ?? null,
        time: event.time,
        start: range?.start ?? null,
        end: range?.end ?? null,
        ...(event.room ? { room: event.room } : {}),
      };
      const roundTable = event.id ? { roundTable: { id: event.id, title: event.title } } : {};
      return [event, ...(event.talks ?? [])].flatMap(({ id, title }, index) =>
        id
          ? [{ id, title, path: sessionPath(id), ...place, ...(index > 0 ? roundTable : {}) }]
          : [],
      );
    }),
  );
}
