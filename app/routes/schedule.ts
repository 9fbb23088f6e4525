import { configContext, databaseContext } from "~/context";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { frabScheduleJson } from "~/features/frab-schedule/frab-schedule";
import { frabScheduleXml } from "~/features/frab-schedule/frab-xml";
import { getScheduleSource } from "~/features/frab-schedule/schedule-source.server";
import { siteOrigin } from "~/lib/site-origin";
import type { Route } from "./+types/schedule";
import { frabScheduleOf } from "./schedule-data.server";

/** The Frab schedule (c3voc XML or JSON) for conference apps: public, readable by any site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [{ programme, version }, facts] = await Promise.all([
    getScheduleSource(db),
    getEventFacts(db),
  ]);
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  const schedule = frabScheduleOf({ programme, version, origin, facts });
  const json = /\.json\/?$/.test(new URL(request.url).pathname);
  return new Response(
    json ? frabScheduleJson(schedule) : frabScheduleXml(schedule, `${origin}/schedule.xml`),
    {
      headers: {
        "Content-Type": `application/${json ? "json" : "xml"}; charset=utf-8`,
        "Access-Control-Allow-Origin": "*",
      },
    },
  );
}
