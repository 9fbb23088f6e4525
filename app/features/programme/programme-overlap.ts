import type { ProgrammeEvent } from "~/content/programme-schema";

// Every "10h30", "10:30" or "9h" in a time text: the first is the start, a second the end.
const TIME = /(\d{1,2})\s*[h:]\s*(\d{2})?/gi;

/**
 * The minutes after midnight a time text spans ("08h30 - 10h00" → 510–600); a single time is a
 * moment (start = end). Null when the text holds no valid time.
 */
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

/**
 * The pairs of a day's events that share a room and overlap in time (a warning, never a
 * block: the organisers may mean it). Events without a room or a time are never in a pair; a
 * range ends when the next may start ("08h00 - 09h00" and "09h00 - 10h00" do not overlap).
 */
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
