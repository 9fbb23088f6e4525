import type { Programme } from "~/content/programme-schema";
import { eventPeople, type ProgrammeFacts, shownDays } from "./programme-labels";
import { programmeLink } from "~/lib/programme-address";

/** Where a session sits in the programme, and the talk when the id names one of a round table. */
export type SessionPlace = NonNullable<ReturnType<typeof findSession>>;

/** Times are Salvador's, which Brazil calls 'horário de Brasília' (UTC−3). */
export const TIME_ZONE_NOTE = "horário de Brasília";

/** The session an id names, as the programme page shows it, or null. */
export function findSession(programme: Programme, id: string, facts: ProgrammeFacts) {
  for (const place of shownDays(programme, facts)) {
    for (const event of place.day.events) {
      const talk = event.talks?.find((candidate) => candidate.id === id);
      if (event.id === id || talk) return { ...place, event, ...(talk ? { talk } : {}) };
    }
  }
  return null;
}

export function sessionBackLink({ congress, dayIndex }: SessionPlace) {
  return programmeLink({ congress, day: dayIndex + 1 });
}

export const sessionAbstract = ({ event, talk }: Pick<SessionPlace, "event" | "talk">) =>
  (talk ? talk.abstract : event.abstract)?.trim() || undefined;

/** Who a session's page names: a talk's speaker and moderator, or the event's people. */
export function sessionPeople({ event, talk }: Pick<SessionPlace, "event" | "talk">) {
  return talk
    ? [talk.speaker, talk.moderator && `Moderação: ${talk.moderator}`].filter(Boolean).join(" · ")
    : eventPeople(event);
}

/** The page's description: its 'Resumo' when it has one, then when, where and who. */
export function sessionSummary(place: SessionPlace) {
  const { congressLabel, day, event } = place;
  const when = [day.day, day.date].filter(Boolean).join(", ");
  const time = event.time ? `${event.time} (${TIME_ZONE_NOTE})` : "";
  const details = [congressLabel, when, time, event.room, sessionPeople(place)]
    .filter(Boolean)
    .join(" · ");
  const abstract = sessionAbstract(place);
  return abstract ? `${abstract} — ${details}` : details;
}
