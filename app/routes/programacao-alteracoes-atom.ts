import { changesFeedResponse } from "~/features/schedule-exports/changes.server";
import type { Route } from "./+types/programacao-alteracoes-atom";

/** `/programacao/alteracoes.atom`: the change list as an Atom feed (issue 13, item 4). */
export function loader(args: Route.LoaderArgs) {
  return changesFeedResponse(args);
}
