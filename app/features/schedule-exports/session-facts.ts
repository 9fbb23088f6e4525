import type { EventFacts, EventInfo } from "~/content/event-facts-schema";
import { CONGRESS_KEYS, type CongressKey } from "~/content/programme-keys";
import type { Programme, ProgrammeEvent, ProgrammeTalk } from "~/content/programme-schema";
import { shownProgramme } from "~/content/shown-programme";
import { eventDayDate, parseStartMinutes, placeTimes } from "~/lib/programme-time";
import { programmeTabLabels } from "~/lib/programme-tabs";

// Every session as the exports and the change list need it: when, where, who.

export type ExportFacts = Pick<EventFacts, "event" | "courses">;

const text = (value: string | undefined) => value?.trim() || undefined;

/** Every session with an id, events and round-table talks, in the programme's order. */
export function sessionFacts(programme: Programme, facts: ExportFacts) {
  const shown = shownProgramme(programme, facts);
  const labels = programmeTabLabels(facts.event);
  return CONGRESS_KEYS.flatMap((congress) =>
    shown[congress].flatMap((day, dayIndex) => {
      const placed = placeTimes(day.events.map((event) => event.time));
      // Null for a day beyond the event's dates.
      const isoDate = eventDayDate(facts.event, congress, dayIndex) ?? null;
      return day.events.flatMap((event, index) => {
        // Minutes after midnight of the time as written ("08h30 - 10h00").
        const { start = null, end = null } = placed[index] ?? {};
        const talks = (event.talks ?? []).map((talk) => ({
          title: talk.title,
          speaker: text(talk.speaker),
          moderator: text(talk.moderator),
        }));
        // A talk has its round table's time and room.
        const session = (
          item: ProgrammeEvent | ProgrammeTalk,
          kind: "event" | "talk",
          speakers: string[],
          roundTable?: { id: string; title: string },
        ) =>
          item.id
            ? [
                {
                  id: item.id,
                  kind,
                  congress,
                  congressLabel: labels[congress],
                  dayIndex,
                  dayLabel: day.day,
                  dateText: day.date,
                  isoDate,
                  time: event.time.trim(),
                  start,
                  end,
                  type: event.type,
                  room: text(event.room),
                  title: item.title,
                  speakers,
                  moderator: text(item.moderator),
                  abstract: text(item.abstract),
                  talks: kind === "event" ? talks : [],
                  roundTable,
                },
              ]
            : [];
        const speakers = [event.speaker, ...(event.speakers ?? [])].flatMap((n) => text(n) ?? []);
        const table = event.id ? { id: event.id, title: event.title } : undefined;
        return [
          ...session(event, "event", [...new Set(speakers)]),
          ...(event.talks ?? []).flatMap((talk) =>
            session(talk, "talk", text(talk.speaker) ? [text(talk.speaker)!] : [], table),
          ),
        ];
      });
    }),
  );
}

export type SessionFacts = ReturnType<typeof sessionFacts>[number];

/** A start time on one of the event's days: it can go into a calendar. */
export function isTimed(
  session: SessionFacts,
): session is SessionFacts & { isoDate: string; start: number; end: number } {
  return session.isoDate !== null && session.start !== null && session.end !== null;
}

/** Whether a session at this place and time goes into the calendars. */
export function isCalendarSlot(
  event: EventInfo,
  congress: CongressKey,
  dayIndex: number,
  time: string,
) {
  return eventDayDate(event, congress, dayIndex) !== undefined && parseStartMinutes(time) !== null;
}

export function peopleOf(session: SessionFacts) {
  const names = [
    ...session.speakers,
    ...session.talks.flatMap((talk) => (talk.speaker ? [talk.speaker] : [])),
  ];
  return { speakers: [...new Set(names)], moderator: session.moderator };
}
