import type { ProgrammeEvent } from "~/content/programme-schema";
import { parseTimeRange } from "~/lib/programme-time";

const roomKey = (room: string | undefined) => (room ?? "").trim().toLocaleLowerCase("pt-BR");

/** Pairs of a day's events sharing a room at overlapping times: a warning, as it may be meant. */
export function findOverlaps(events: readonly ProgrammeEvent[]) {
  const timed = events.flatMap((event, index) => {
    const range = parseTimeRange(event.time);
    const room = roomKey(event.room);
    return range && room ? [{ index, room, ...range }] : [];
  });
  // By each event's index in the day's list.
  const overlaps: { first: number; second: number; room: string }[] = [];
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
