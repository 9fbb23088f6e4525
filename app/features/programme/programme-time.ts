import type { ProgrammeEvent } from "~/content/programme-schema";

// The first "10h30", "10:30" or "9h" in the text; the minutes are optional after an "h".
const START_TIME = /(\d{1,2})\s*[h:]\s*(\d{2})?/i;

/** Minutes after midnight a free-text time starts at ("08h30 - 10h00" → 510), or null. */
export function parseStartMinutes(time: string): number | null {
  const match = START_TIME.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Events by start time, those without a time first; equal times keep their order (spec §4). */
export function sortEventsByTime<T extends Pick<ProgrammeEvent, "time">>(
  events: readonly T[],
): T[] {
  return events
    .map((event, index) => ({ event, index, start: parseStartMinutes(event.time) }))
    .sort((a, b) => {
      const byStart = (a.start ?? -1) - (b.start ?? -1);
      return byStart !== 0 ? byStart : a.index - b.index;
    })
    .map(({ event }) => event);
}
