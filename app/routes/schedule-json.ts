import { frabScheduleJson } from "~/features/frab-schedule/frab-schedule";
import type { Route } from "./+types/schedule-json";
import { loadFrabSchedule, scheduleHeaders } from "./schedule-data.server";

/** The Frab schedule as c3voc JSON (schedule.json schema). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { schedule } = await loadFrabSchedule(request, context);
  return new Response(frabScheduleJson(schedule), {
    headers: scheduleHeaders("application/json; charset=utf-8"),
  });
}
