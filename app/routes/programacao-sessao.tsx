import { data } from "react-router";
import { databaseContext } from "~/context";
import { getCurrentProgramme } from "~/features/programme/programme.server";
import { findSession, sessionSummary } from "~/features/programme/session-lookup";
import { SessionPage } from "~/features/programme/session-page";
import { AddToCalendar } from "~/features/schedule-exports/calendar-links";
import { isCalendarSlot } from "~/features/schedule-exports/session-facts";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/programacao-sessao";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { talk, event } = loaderData;
  return pageMeta(`${talk?.title ?? event.title} | Programação`, sessionSummary(loaderData));
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const programme = await getCurrentProgramme(context.get(databaseContext));
  const place = findSession(programme, params.id);
  // The frame's error boundary draws the site's 404 page.
  if (!place) throw data(null, { status: 404 });
  return place;
}

export default function ProgramacaoSessao({ loaderData }: Route.ComponentProps) {
  const { congress, dayIndex, event, talk } = loaderData;
  const id = talk?.id ?? event.id;
  return (
    <SessionPage
      place={loaderData}
      calendarLink={
        id && (
          <AddToCalendar sessionId={id} timed={isCalendarSlot(congress, dayIndex, event.time)} />
        )
      }
    />
  );
}
