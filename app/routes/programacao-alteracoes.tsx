import { databaseContext } from "~/context";
import { ATOM_PATH, CHANGES_TITLE } from "~/features/schedule-exports/atom-feed";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { ChangesPage } from "~/features/schedule-exports/changes-page";
import { loadChangeList } from "~/features/schedule-exports/changes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programacao-alteracoes";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches[1].loaderData?.facts,
    CHANGES_TITLE,
    "O que mudou na programação a cada atualização: sessões novas, canceladas, com outro dia, horário ou sala, e troca de palestrantes.",
  );

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/atom+xml", href: ATOM_PATH, title: CHANGES_TITLE },
];

/** Published: derived from the saved versions, the same for everyone until the next save. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  return loadChangeList(db, await requestEventFacts(context));
}

export default function ProgramacaoAlteracoes({ loaderData }: Route.ComponentProps) {
  return <ChangesPage {...loaderData} />;
}
