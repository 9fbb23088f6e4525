import { configContext, databaseContext } from "~/context";
import { isPreviewRequest, requestEventFacts } from "~/features/event-facts/event-facts.server";
import { requestProgramme } from "~/features/event-facts/preview.server";
import { ProgrammePage } from "~/features/programme/programme-page";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { readProgrammeSelection } from "~/features/programme/programme-selection";
import { readProgrammeFilters } from "~/features/programme/programme-search";
import { ProgrammeUpdated, SubscribeCalendars } from "~/features/schedule-exports/calendar-links";
import { lastProgrammeSave } from "~/features/schedule-exports/changes.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programacao";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches[1].loaderData?.facts,
    "Programação",
    "Programação do {congresso}, do {congresso_feridas}, do {congresso_estetica} e dos cursos pré-congresso, de {periodo} em {cidade}.",
  );

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [programme, { event }] = await Promise.all([
    requestProgramme(context, () => getCurrentProgramme(db)),
    requestEventFacts(context),
  ]);
  const publicUrl = context.get(configContext).PUBLIC_URL;
  const params = new URL(request.url).searchParams;
  // `?congresso=feridas&dia=2` opens that tab; `?q=…&tipo=…` shows a search.
  return {
    programme,
    selection: readProgrammeSelection(params, event.congressDays.length),
    filters: readProgrammeFilters(params, event.congressDays.length),
    // The last save's date (none for the draft edition in a preview) and the calendar feeds'
    // absolute address (when configured).
    lastSaved: isPreviewRequest(context) ? null : await lastProgrammeSave(db, event.timeZone),
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
