import { clockMinutes, clockOf, congressWallClock } from "~/lib/time-zone";
import type { CongressKey } from "~/content/programme-keys";
import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { type ProgrammeFacts, shownDays } from "./programme-labels";
import { eventDayDate, placeTimes } from "~/lib/programme-time";

/** A session of the day, placed in time (minutes after midnight, congress time; end exclusive). */
export type NowSession = ReturnType<typeof placeDay>[number];

/** The congress's calendar day and minute of `now`, never the visitor's own time zone. */
export function eventClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const { date, hour, minute } = congressWallClock(now, timeZone);
  return { date, minutes: clockMinutes(`${hour}:${minute}`) };
}

/** "10h15", as the programme writes times. */
export const formatMinutes = (minutes: number) => clockOf(minutes).replace(":", "h");

function placeDay(congress: CongressKey, congressLabel: string, events: readonly ProgrammeEvent[]) {
  const placed = placeTimes(events.map((event) => event.time));
  return events.flatMap(({ id, title, time, type, room }, index) => {
    const range = placed[index];
    return range ? [{ id, title, time, type, room, congress, congressLabel, ...range }] : [];
  });
}

const HOUR = 3_600_000;

/** Whether `now` may fall on `days` anywhere; else skip the formatter (its ICU load is slow). */
export function mayFallOnAnyDay(now: Date, days: readonly string[]) {
  const time = now.getTime();
  return days.some((day) => {
    const midnightUtc = Date.parse(`${day}T00:00:00Z`);
    return time >= midnightUtc - 14 * HOUR && time < midnightUtc + 36 * HOUR;
  });
}

/** What is on at `now` (end exclusive) and what comes next; null off event days. */
export function happeningNow(programme: Programme, now: Date, facts: ProgrammeFacts) {
  const { event } = facts;
  const eventDays: readonly string[] = [event.courseDate, ...event.congressDays];
  if (!mayFallOnAnyDay(now, eventDays)) return null;
  const { date, minutes } = eventClock(now, event.timeZone);
  if (!eventDays.includes(date)) return null;
  const today = shownDays(programme, facts).flatMap(({ congress, congressLabel, dayIndex, day }) =>
    eventDayDate(event, congress, dayIndex) === date
      ? placeDay(congress, congressLabel, day.events)
      : [],
  );
  const byStart = (a: NowSession, b: NowSession) => a.start - b.start;
  const inProgress = today
    .filter((session) => session.start <= minutes && minutes < session.end)
    .sort(byStart);
  const nextStart = Math.min(
    ...today.filter((session) => session.start > minutes).map((s) => s.start),
  );
  const next = today.filter((session) => session.start === nextStart);
  return { date, minutes, inProgress, next };
}
