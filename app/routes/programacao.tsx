import { databaseContext } from "~/context";
import { ProgrammePage } from "~/features/programme/programme-page";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { readProgrammeSelection } from "~/features/programme/programme-selection";
import { readProgrammeFilters } from "~/features/programme/programme-search";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programacao";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Programação",
    "Programação do 15º Congresso Nacional de Enfermagem, do 6º Congresso Internacional Feridas, do 2º Congresso Brasileiro de Enfermagem em Estética e dos cursos pré-congresso, de 27 a 29 de agosto de 2025 em Salvador.",
  );

export async function loader({ context, request }: Route.LoaderArgs) {
  const programme = await getCurrentProgramme(context.get(databaseContext));
  const params = new URL(request.url).searchParams;
  // `?congresso=feridas&dia=2` opens that tab; `?q=…&tipo=…` shows a search (issue 12).
  return {
    programme,
    selection: readProgrammeSelection(params),
    filters: readProgrammeFilters(params),
  };
}

export default function Programacao({ loaderData }: Route.ComponentProps) {
  return <ProgrammePage {...loaderData} />;
}
