import type { EventInfo } from "~/content/event-facts-schema";
import type { CongressKey } from "~/content/programme-keys";
import type { ProgrammeEvent } from "~/content/programme-schema";

// Every "10h30", "10:30" or "9h" in a time text: the first is the start, a second the end.
const TIMES = /(\d{1,2})\s*[h:]\s*(\d{2})?/gi;
const DAY_MINUTES = 24 * 60;

/** The clock times a text writes, in minutes after midnight, null where invalid (24h00 may end). */
function clockTimes(time: string) {
  return [...time.matchAll(TIMES)].map(([, hours, minutes = "0"]) => {
    const total = Number(hours) * 60 + Number(minutes);
    return Number(minutes) > 59 || total > DAY_MINUTES ? null : total;
  });
}

const startOf = (times: (number | null)[]) => {
  const start = times[0] ?? null;
  return start !== null && start < DAY_MINUTES ? start : null;
};

/** Minutes after midnight a free-text time starts at ("08h30 - 10h00" → 510), or null. */
export function parseStartMinutes(time: string): number | null {
  return startOf(clockTimes(time));
}

/** Minutes after midnight at which a time text ends ("08h30 - 10h00" → 600), or null. */
export function parseEndMinutes(time: string): number | null {
  return clockTimes(time)[1] ?? null;
}

/** The minutes a time text spans ("08h30 - 10h00" → 510–600); a single time is a moment. */
export function parseTimeRange(time: string): { start: number; end: number } | null {
  const times = clockTimes(time);
  const start = startOf(times);
  if (start === null) return null;
  const end = times[1] ?? null;
  return { start, end: end !== null && end < DAY_MINUTES && end > start ? end : start };
}

/** Events by start time, untimed first; a stable sort, so equal times keep their order (§4). */
export function sortEventsByTime<T extends Pick<ProgrammeEvent, "time">>(events: readonly T[]) {
  const starts = new Map(events.map((event) => [event, parseStartMinutes(event.time) ?? -1]));
  return [...events].sort((a, b) => starts.get(a)! - starts.get(b)!);
}

/** How long a session without an end lasts at most, so a lone opening is not on until lunch. */
export const DEFAULT_SESSION_MINUTES = 60;

/** A day's times placed: the written end, else the next start, at most the default later. */
export function placeTimes(times: readonly string[]) {
  const starts = times.map((time) => parseStartMinutes(time));
  return times.map((time, index) => {
    const start = starts[index] ?? null;
    if (start === null) return null;
    const written = parseEndMinutes(time);
    if (written !== null && written > start) return { start, end: written };
    const later = starts.filter((other): other is number => other !== null && other > start);
    return { start, end: Math.min(...later, start + DEFAULT_SESSION_MINUTES) };
  });
}

/** The ISO date a programme day falls on: the courses' one day, else the congress days in order. */
export function eventDayDate(
  event: Pick<EventInfo, "courseDate" | "congressDays">,
  congress: CongressKey,
  dayIndex: number,
): string | undefined {
  return congress === "cursos"
    ? dayIndex === 0
      ? event.courseDate
      : undefined
    : event.congressDays[dayIndex];
}
