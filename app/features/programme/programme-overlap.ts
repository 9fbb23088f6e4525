import type { ProgrammeEvent } from "~/content/programme-schema";

// Every "10h30", "10:30" or "9h" in a time text: the first is the start, a second the end.
const TIME = /(\d{1,2})\s*[h:]\s*(\d{2})?/gi;

/** The minutes a time text spans ("08h30 - 10h00" → 510–600); a single time is a moment. */
export function parseTimeRange(time: string): { start: number; end: number } | null {
  const minutes = [...time.matchAll(TIME)].map((match) => {
    const hours = Number(match[1]);
    const mins = match[2] === undefined ? 0 : Number(match[2]);
    return hours > 23 || mins > 59 ? null : hours * 60 + mins;
  });
  const start = minutes[0];
  if (start === undefined || start === null) return null;
  const end = minutes[1];
  return { start, end: end !== undefined && end !== null && end > start ? end : start };
}

const roomKey = (room: string | undefined) => (room ?? "").trim().toLocaleLowerCase("pt-BR");

/** Two events of one day, by their index in the day's list, that overlap in the same room. */
export interface Overlap {
  first: number;
  second: number;
  room: string;
}

/** Pairs of a day's events sharing a room at overlapping times: a warning, as it may be meant. */
export function findOverlaps(events: readonly ProgrammeEvent[]): Overlap[] {
  const timed = events.flatMap((event, index) => {
    const range = parseTimeRange(event.time);
    const room = roomKey(event.room);
    return range && room ? [{ index, room, ...range }] : [];
  });
  const overlaps: Overlap[] = [];
  for (let i = 0; i < timed.length; i++) {
    for (let j = i + 1; j < timed.length; j++) {
      const a = timed[i]!;
      const b = timed[j]!;
      if (a.room !== b.room) continue;
      if ((a.start < b.end && b.start < a.end) || a.start === b.start) {
        overlaps.push({ first: a.index, second: b.index, room: events[a.index]!.room!.trim() });
      }
    }
  }
  return overlaps;
}
