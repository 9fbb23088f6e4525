import { frabScheduleXml } from "~/features/frab-schedule/frab-xml";
import type { Route } from "./+types/schedule-xml";
import { loadFrabSchedule, scheduleHeaders } from "./schedule-data.server";

/** The Frab schedule as XML (c3voc schedule.xml.xsd), for Giggity, ConfClerk, EventFahrplan. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { schedule, origin } = await loadFrabSchedule(request, context);
  return new Response(frabScheduleXml(schedule, `${origin}/schedule.xml`), {
    headers: scheduleHeaders("application/xml; charset=utf-8"),
  });
}
