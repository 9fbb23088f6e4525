import { configContext, databaseContext } from "~/context";
import { ProgrammePage } from "~/features/programme/programme-page";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { readProgrammeSelection } from "~/features/programme/programme-selection";
import { readProgrammeFilters } from "~/features/programme/programme-search";
import { ProgrammeUpdated, SubscribeCalendars } from "~/features/schedule-exports/calendar-links";
import { lastProgrammeSave } from "~/features/schedule-exports/changes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programacao";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Programação",
    "Programação do 15º Congresso Nacional de Enfermagem, do 6º Congresso Internacional Feridas, do 2º Congresso Brasileiro de Enfermagem em Estética e dos cursos pré-congresso, de 27 a 29 de agosto de 2025 em Salvador.",
  );

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const programme = await getCurrentProgramme(db);
  const publicUrl = context.get(configContext).PUBLIC_URL;
  const params = new URL(request.url).searchParams;
  // `?congresso=feridas&dia=2` opens that tab; `?q=…&tipo=…` shows a search (issue 12).
  return {
    programme,
    selection: readProgrammeSelection(params),
    filters: readProgrammeFilters(params),
    // Issue 13: the last save's date and the calendar feeds' absolute address (when configured).
    lastSaved: await lastProgrammeSave(db),
    siteOrigin: publicUrl ? new URL(publicUrl).origin : null,
  };
}

export default function Programacao({ loaderData }: Route.ComponentProps) {
  const { lastSaved, siteOrigin, ...page } = loaderData;
  return (
    <ProgrammePage
      {...page}
      exports={
        <>
          <ProgrammeUpdated lastSaved={lastSaved} />
          <SubscribeCalendars origin={siteOrigin} />
        </>
      }
    />
  );
}
