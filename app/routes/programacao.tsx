import { databaseContext } from "~/context";
import { ProgrammePage } from "~/features/programme/programme-page";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programacao";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Programação",
    "Programação do 15º Congresso Nacional de Enfermagem, do 6º Congresso Internacional Feridas, do 2º Congresso Brasileiro de Enfermagem em Estética e dos cursos pré-congresso, de 27 a 29 de agosto de 2025 em Salvador.",
  );

export function loader({ context }: Route.LoaderArgs) {
  return getCurrentProgramme(context.get(databaseContext));
}

export default function Programacao({ loaderData }: Route.ComponentProps) {
  return <ProgrammePage programme={loaderData} />;
}
