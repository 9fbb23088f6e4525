import { CONGRESS_KEYS } from "~/content/programme-keys";
import type { Programme } from "~/content/programme-schema";
import type { ProgrammeSession } from "~/content/programme-session";
import { programmeTabLabels, sessionPath } from "~/lib/programme-tabs";
import { shownProgramme } from "~/content/shown-programme";
import type { ProgrammeFacts } from "./programme-labels";
import { eventDayDate, parseTimeRange } from "~/lib/programme-time";

/** Every session with an id (events and talks); a talk has its round table's time and room. */
export function listProgrammeSessions(
  programme: Programme,
  facts: ProgrammeFacts,
): ProgrammeSession[] {
  const shown = shownProgramme(programme, facts);
  const labels = programmeTabLabels(facts.event);
  return CONGRESS_KEYS.flatMap((congress) =>
    shown[congress].flatMap((day, dayIndex) =>
      day.events.flatMap((event) => {
        const range = parseTimeRange(event.time);
        const place = {
          type: event.type,
          congress,
          congressLabel: labels[congress],
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
    ),
  );
}
