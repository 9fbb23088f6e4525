import type { EventFacts } from "~/content/event-facts-schema";
import type { Programme } from "~/content/programme-schema";
import {
  type FrabSchedule,
  type ScheduleVersion,
  buildFrabSchedule,
} from "~/features/schedule-exports/frab-schedule";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import { programmeTabLabels } from "~/lib/programme-tabs";

/** The Frab schedule of a programme: the programme feature places its sessions. */
export function frabScheduleOf(input: {
  programme: Programme;
  version: ScheduleVersion | null;
  origin: string;
  facts: EventFacts;
}): FrabSchedule {
  return buildFrabSchedule({
    ...input,
    sessions: listProgrammeSessions(input.programme, input.facts),
    trackLabels: programmeTabLabels(input.facts.event),
  });
}
