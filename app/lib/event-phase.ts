import type { EventFacts } from "~/content/event-facts-schema";
import { congressWallClock, zoneOffsetMinutes } from "./time-zone";

/** Where the edition stands on the congress's calendar: what the public pages offer depends on it. */
export interface EventPhase {
  stage: "before" | "during" | "after";
  /** Works may still be submitted: the deadline is set and its day (inclusive) has not ended. */
  submissionsOpen: boolean;
  /** The next instant (ms) at which the phase changes, or null when nothing is ahead. */
  changesAt: number | null;
}

type PhaseFacts = Pick<EventFacts, "event" | "deadlines">;

const nextDay = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

function midnightIn(isoDate: string, timeZone: string) {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  return utcMidnight - zoneOffsetMinutes(timeZone, new Date(utcMidnight)) * 60_000;
}

/** The phase at `now`, read on the congress's calendar (its time zone), never the server's. */
export function eventPhase({ event, deadlines }: PhaseFacts, now: Date): EventPhase {
  const today = congressWallClock(now, event.timeZone).date;
  const firstDay = event.congressDays[0]!;
  const afterLastDay = nextDay(event.congressDays.at(-1)!);
  const boundaries = [firstDay, afterLastDay];
  if (deadlines.submission) boundaries.push(nextDay(deadlines.submission));
  const ahead = boundaries.filter((date) => date > today).sort();
  return {
    stage: today < firstDay ? "before" : today < afterLastDay ? "during" : "after",
    submissionsOpen: deadlines.submission !== null && today <= deadlines.submission,
    changesAt: ahead[0] ? midnightIn(ahead[0], event.timeZone) : null,
  };
}
