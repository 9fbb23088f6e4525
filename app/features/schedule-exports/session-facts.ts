import type { EventFacts, EventInfo } from "~/content/event-facts-schema";
import { CONGRESS_KEYS, type CongressKey, type EventType } from "~/content/programme-keys";
import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { shownProgramme } from "~/content/shown-programme";
import { programmeTabLabels } from "~/lib/programme-tabs";

// Every session as the exports and the change list need it: when, where, who.

export type ExportFacts = Pick<EventFacts, "event" | "courses">;

/** A session without a written end lasts until the day's next start, at most this long. */
const DEFAULT_SESSION_MINUTES = 60;

export interface SessionFacts {
  id: string;
  /** A talk has its round table's time and room. */
  kind: "event" | "talk";
  congress: CongressKey;
  congressLabel: string;
  dayIndex: number;
  dayLabel: string;
  dateText: string;
  /** Null for a day beyond the event's dates. */
  isoDate: string | null;
  /** As written ("08h30 - 10h00"), and in minutes after midnight. */
  time: string;
  start: number | null;
  end: number | null;
  title: string;
  type: EventType;
  speakers: string[];
  moderator?: string;
  room?: string;
  abstract?: string;
  talks: { title: string; speaker?: string; moderator?: string }[];
  roundTable?: { id: string; title: string };
}

/** As the programme feature's `sessionPath`. */
export const sessionPagePath = (id: string) => `/programacao/sessao/${encodeURIComponent(id)}`;

// Every "10h30", "10:30" or "9h" in a time text: the first is the start, a second the end.
const TIME = /(\d{1,2})\s*[h:]\s*(\d{2})?/gi;

/** "08h30 - 10h00" → 510 and 600; a single time has no end. Null without a valid start. */
export function readTimes(time: string): { start: number; end: number | null } | null {
  const [start, end] = [...time.matchAll(TIME)].slice(0, 2).map((match) => {
    const hours = Number(match[1]);
    const minutes = match[2] === undefined ? 0 : Number(match[2]);
    return hours > 24 || minutes > 59 || hours * 60 + minutes > 24 * 60
      ? null
      : hours * 60 + minutes;
  });
  if (start === undefined || start === null || start >= 24 * 60) return null;
  return { start, end: end !== undefined && end !== null && end > start ? end : null };
}

function isoDateOf(event: EventInfo, congress: CongressKey, dayIndex: number) {
  if (congress === "cursos") return dayIndex === 0 ? event.courseDate : null;
  return event.congressDays[dayIndex] ?? null;
}

const text = (value: string | undefined) => value?.trim() || undefined;

function speakersOf(event: ProgrammeEvent) {
  const named = [event.speaker, ...(event.speakers ?? [])].flatMap((name) => text(name) ?? []);
  return [...new Set(named)];
}

/** A day's events placed in time: each start, and its end (written, or the default). */
function placeDay(events: readonly ProgrammeEvent[]) {
  const times = events.map((event) => readTimes(event.time));
  const starts = times.flatMap((time) => (time ? [time.start] : []));
  return times.map((time) => {
    if (!time) return { start: null, end: null };
    if (time.end !== null) return time;
    const next = Math.min(...starts.filter((start) => start > time.start));
    return { start: time.start, end: Math.min(next, time.start + DEFAULT_SESSION_MINUTES) };
  });
}

/** Every session with an id, events and round-table talks, in the programme's order. */
export function sessionFacts(programme: Programme, facts: ExportFacts): SessionFacts[] {
  const shown = shownProgramme(programme, facts);
  const labels = programmeTabLabels(facts.event);
  return CONGRESS_KEYS.flatMap((congress) =>
    shown[congress].flatMap((day, dayIndex) => {
      const placed = placeDay(day.events);
      const isoDate = isoDateOf(facts.event, congress, dayIndex);
      return day.events.flatMap((event, index) => {
        const { start, end } = placed[index]!;
        const place = {
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
          ...(text(event.room) ? { room: text(event.room) } : {}),
        };
        const talks = (event.talks ?? []).map((talk) => ({
          title: talk.title,
          ...(text(talk.speaker) ? { speaker: text(talk.speaker) } : {}),
          ...(text(talk.moderator) ? { moderator: text(talk.moderator) } : {}),
        }));
        const own: SessionFacts[] = event.id
          ? [
              {
                id: event.id,
                kind: "event",
                ...place,
                title: event.title,
                speakers: speakersOf(event),
                ...(text(event.moderator) ? { moderator: text(event.moderator) } : {}),
                ...(text(event.abstract) ? { abstract: text(event.abstract) } : {}),
                talks,
              },
            ]
          : [];
        const ofTalks: SessionFacts[] = (event.talks ?? []).flatMap((talk) =>
          talk.id
            ? [
                {
                  id: talk.id,
                  kind: "talk" as const,
                  ...place,
                  title: talk.title,
                  speakers: text(talk.speaker) ? [text(talk.speaker)!] : [],
                  ...(text(talk.moderator) ? { moderator: text(talk.moderator) } : {}),
                  ...(text(talk.abstract) ? { abstract: text(talk.abstract) } : {}),
                  talks: [],
                  ...(event.id ? { roundTable: { id: event.id, title: event.title } } : {}),
                },
              ]
            : [],
        );
        return [...own, ...ofTalks];
      });
    }),
  );
}

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
  return isoDateOf(event, congress, dayIndex) !== null && readTimes(time) !== null;
}

/** A session's speakers (its talks' too) and moderator. */
export function peopleOf(session: SessionFacts) {
  const names = [
    ...session.speakers,
    ...session.talks.flatMap((talk) => (talk.speaker ? [talk.speaker] : [])),
  ];
  return { speakers: [...new Set(names)], moderator: session.moderator };
}
