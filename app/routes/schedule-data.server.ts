import { configContext, databaseContext } from "~/context";
import {
  type FrabSchedule,
  type ScheduleVersion,
  buildFrabSchedule,
} from "~/features/frab-schedule/frab-schedule";
import { getScheduleSource } from "~/features/frab-schedule/schedule-source.server";
import { DEFAULT_SESSION_MINUTES } from "~/features/programme/happening-now";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import type { RouterContextProvider } from "react-router";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { siteOrigin } from "~/lib/site-origin";
import type { EventFacts } from "~/content/event-facts-schema";
import type { Programme } from "~/content/programme-schema";

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
    defaultMinutes: DEFAULT_SESSION_MINUTES,
  });
}

/**
 * What `/schedule.xml` and `/schedule.json` share: the current programme's schedule. Published
 * like a page (rendered once per save), so it reads nothing of the request but its origin, and
 * that only when PUBLIC_URL is unset.
 */
export async function loadFrabSchedule(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ schedule: FrabSchedule; origin: string }> {
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  const db = context.get(databaseContext);
  const [{ programme, version }, facts] = await Promise.all([
    getScheduleSource(db),
    getEventFacts(db),
  ]);
  return { schedule: frabScheduleOf({ programme, version, origin, facts }), origin };
}

/** Public data: any site or app may read it (no cookie is ever involved). */
export const scheduleHeaders = (contentType: string) => ({
  "Content-Type": contentType,
  "Access-Control-Allow-Origin": "*",
});
