import { databaseContext } from "~/context";
import { getEventFacts } from "~/features/event-facts/event-facts.server";
import { changesFeedResponse } from "~/features/schedule-exports/changes.server";
import type { Route } from "./+types/programacao-alteracoes-atom";

/** `/programacao/alteracoes.atom`: the change list as an Atom feed. */
export async function loader(args: Route.LoaderArgs) {
  return changesFeedResponse(args, await getEventFacts(args.context.get(databaseContext)));
}
