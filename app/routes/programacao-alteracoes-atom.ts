import { configContext, databaseContext } from "~/context";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { ATOM_CONTENT_TYPE, writeChangesFeed } from "~/features/schedule-exports/atom-feed";
import { changeLog } from "~/features/schedule-exports/programme-changes";
import {
  currentOf,
  loadProgrammeHistory,
} from "~/features/schedule-exports/schedule-history.server";
import { siteOrigin } from "~/lib/site-origin";
import type { Route } from "./+types/programacao-alteracoes-atom";

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [history, facts] = await Promise.all([loadProgrammeHistory(db), getEventFacts(db)]);
  const body = writeChangesFeed({
    entries: changeLog(history, facts),
    origin: siteOrigin(context.get(configContext).PUBLIC_URL, request.url),
    updated: currentOf(history).savedAt,
    event: facts.event,
  });
  return new Response(body, { headers: { "Content-Type": ATOM_CONTENT_TYPE } });
}
