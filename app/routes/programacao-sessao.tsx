import { data } from "react-router";
import { isComingSoon } from "~/content/placeholder-programme";
import { configContext, databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { requestProgramme } from "~/features/event-facts/preview.server";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { findSession, sessionSummary } from "~/features/programme/session-lookup";
import { SessionPage } from "~/features/programme/session-page";
import { AddToCalendar } from "~/features/schedule-exports/calendar-links";
import { isCalendarSlot } from "~/features/schedule-exports/session-facts";
import { sessionPageEvent } from "~/features/seo/structured-data";
import { sessionPeople } from "~/lib/session-people";
import { useEventFacts } from "~/lib/event-facts-context";
import { siteOrigin } from "~/lib/site-origin";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programacao-sessao";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { place, structuredData } = loaderData;
  return [
    ...pageMeta(
      matches[1].loaderData?.facts,
      `${place.talk?.title ?? place.event.title} | Programação`,
      sessionSummary(place),
    ),
    ...(structuredData ? [{ "script:ld+json": structuredData }] : []),
    // 'Programação completa em breve' is no session to find in a search engine.
    ...(isComingSoon(place.event) ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const [programme, facts] = await Promise.all([
    requestProgramme(context, () => getCurrentProgramme(db)),
    requestEventFacts(context),
  ]);
  const place = findSession(programme, params.id, facts);
  // The frame's error boundary draws the site's 404 page.
  if (!place) throw data(null, { status: 404 });
  // Its day and minutes, as the agenda places it (a talk has its round table's).
  const session = listProgrammeSessions(programme, facts).find(({ id }) => id === params.id);
  const structuredData =
    session &&
    sessionPageEvent(
      session,
      {
        facts,
        origin: siteOrigin(context.get(configContext).PUBLIC_URL, request.url),
      },
      {
        description: sessionSummary(place),
        performers: sessionPeople(place.event, place.talk),
      },
    );
  return { place, structuredData };
}

export default function ProgramacaoSessao({ loaderData }: Route.ComponentProps) {
  const { place } = loaderData;
  const { congress, dayIndex, event, talk } = place;
  const id = talk?.id ?? event.id;
  const facts = useEventFacts();
  return (
    <SessionPage
      place={place}
      calendarLink={
        id && (
          <AddToCalendar
            sessionId={id}
            timed={isCalendarSlot(facts.event, congress, dayIndex, event.time)}
          />
        )
      }
    />
  );
}
