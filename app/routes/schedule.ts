import { configContext, databaseContext } from "~/context";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { frabScheduleJson } from "~/features/schedule-exports/frab-schedule";
import { frabScheduleXml } from "~/features/schedule-exports/frab-xml";
import {
  currentOf,
  loadProgrammeHistory,
} from "~/features/schedule-exports/schedule-history.server";
import { siteOrigin } from "~/lib/site-origin";
import type { Route } from "./+types/schedule";
import { frabScheduleOf } from "./schedule-data.server";

/** The Frab schedule (c3voc XML or JSON) for conference apps: public, readable by any site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  // The newest readable of the last five saves (spec §9); version 0 is the built-in default.
  const [history, facts] = await Promise.all([loadProgrammeHistory(db, 5), getEventFacts(db)]);
  const { programme, version } = currentOf(history);
  const origin = siteOrigin(context.get(configContext).PUBLIC_URL, request.url);
  const schedule = frabScheduleOf({
    programme,
    version: version ? { number: version } : null,
    origin,
    facts,
  });
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
