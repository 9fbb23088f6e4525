import { configContext, databaseContext } from "~/context";
import { isPreviewRequest, requestEventFacts } from "~/features/event-facts/event-facts.server";
import { requestProgramme } from "~/features/event-facts/preview.server";
import { ProgrammePage } from "~/features/programme/programme-page";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { readProgrammeFilters, readProgrammeSelection } from "~/lib/programme-address";
import { ProgrammeUpdated, SubscribeCalendars } from "~/features/schedule-exports/calendar-links";
import { lastProgrammeSave } from "~/features/schedule-exports/schedule-history.server";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import { programmeEvents } from "~/features/seo/structured-data";
import { pageMeta } from "~/lib/meta";
import { siteOrigin as requestOrigin } from "~/lib/site-origin";
import type { Route } from "./+types/programacao";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(
    matches[1].loaderData?.facts,
    "Programação",
    "Programação do {congresso}, do {congresso_feridas}, do {congresso_estetica} e dos cursos pré-congresso, de {periodo} em {cidade}.",
  ),
  // Built by the loader, so the page's scripts carry no schema.org code.
  ...(loaderData?.structuredData ?? []).map((data) => ({ "script:ld+json": data })),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [programme, facts] = await Promise.all([
    requestProgramme(context, () => getCurrentProgramme(db)),
    requestEventFacts(context),
  ]);
  const { event } = facts;
  const publicUrl = context.get(configContext).PUBLIC_URL;
  const params = new URL(request.url).searchParams;
  // `?congresso=feridas&dia=2` opens that tab; `?q=…&tipo=…` shows a search.
  return {
    programme,
    selection: readProgrammeSelection(params, event.congressDays.length),
    filters: readProgrammeFilters(params, event.congressDays.length),
    // No last save for the draft edition in a preview; the feeds' address only when configured.
    lastSaved: isPreviewRequest(context) ? null : await lastProgrammeSave(db, event.timeZone),
    siteOrigin: publicUrl ? new URL(publicUrl).origin : null,
    structuredData: programmeEvents(programme, listProgrammeSessions(programme, facts), {
      facts,
      origin: requestOrigin(publicUrl, request.url),
    }),
  };
}

export default function Programacao({ loaderData }: Route.ComponentProps) {
  const { lastSaved, siteOrigin } = loaderData;
  return (
    <ProgrammePage
      {...loaderData}
      exports={
        <>
          <ProgrammeUpdated lastSaved={lastSaved} />
          <SubscribeCalendars origin={siteOrigin} />
        </>
      }
    />
  );
}
