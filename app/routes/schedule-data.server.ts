import type { EventFacts } from "~/content/event-facts-schema";
import { buildFrabSchedule } from "~/features/schedule-exports/frab-schedule";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import { programmeTabLabels } from "~/lib/programme-tabs";

type ScheduleOf = Omit<Parameters<typeof buildFrabSchedule>[0], "sessions" | "trackLabels">;

/** The Frab schedule of a programme: the programme feature places its sessions. */
export function frabScheduleOf(input: ScheduleOf & { facts: EventFacts }) {
  return buildFrabSchedule({
    ...input,
    sessions: listProgrammeSessions(input.programme, input.facts),
    trackLabels: programmeTabLabels(input.facts.event),
  });
}
