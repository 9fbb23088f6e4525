import type { EventInfo } from "~/content/event-facts-schema";
import type { CongressKey } from "~/content/programme-keys";
import { type Calendar, type CalendarEvent, congressTimeZone } from "./ical-writer";
import { eventYear } from "~/lib/event-format";
import { programmeTabLabels, sessionPath, sessionRoom } from "~/lib/programme-tabs";
import { type SessionFacts, isTimed, peopleOf } from "./session-facts";
import type { SessionRevision } from "./session-history";

export const CHANGES_PATH = "/programacao/alteracoes";

/** Which sessions a calendar holds; named ones (a session, an agenda) in the order given. */
export type CalendarScope =
  | { kind: "all" }
  | { kind: "congress"; congress: CongressKey }
  | { kind: "sessions"; ids: readonly string[]; name: string };

/** The room as `/schedule.xml` names it, then the venue. */
const location = (facts: SessionFacts, event: EventInfo) =>
  [sessionRoom(facts.room, facts.congressLabel), event.venue.name, event.venue.address].join(", ");

function description(revision: SessionRevision, url: string) {
  const { facts } = revision;
  const { speakers, moderator } = peopleOf(facts);
  const lines = [
    revision.removedAt ? "Esta sessão foi retirada da programação." : "",
    facts.abstract ?? "",
    facts.congressLabel,
    facts.roundTable ? `Parte da mesa-redonda: ${facts.roundTable.title}` : "",
    speakers.length
      ? `${speakers.length > 1 ? "Palestrantes" : "Palestrante"}: ${speakers.join(", ")}`
      : "",
    moderator ? `Moderação: ${moderator}` : "",
    ...(facts.talks.length
      ? [
          "Mesa-redonda:",
          ...facts.talks.map((talk) =>
            [`• ${talk.title}`, talk.speaker && ` – ${talk.speaker}`].filter(Boolean).join(""),
          ),
        ]
      : []),
    `Horário: ${facts.time} (horário de Brasília)`,
    url,
  ];
  return lines.filter(Boolean).join("\n");
}

function toEvent(
  revision: SessionRevision,
  origin: string,
  stamp: Date,
  event: EventInfo,
): CalendarEvent | null {
  const { facts } = revision;
  if (!isTimed(facts)) return null;
  const cancelled = revision.removedAt !== undefined;
  // A removed session has no page any more; its calendar entry points at the change list.
  const url = `${origin}${cancelled ? CHANGES_PATH : sessionPath(facts.id)}`;
  return {
    uid: `${facts.id}@${new URL(origin).hostname}`,
    stamp,
    start: { date: facts.isoDate, minutes: facts.start },
    end: { date: facts.isoDate, minutes: facts.end },
    summary: cancelled ? `Cancelada: ${facts.title}` : facts.title,
    description: description(revision, url),
    location: location(facts, event),
    url,
    sequence: revision.sequence,
    lastModified: revision.lastModified,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    categories: [facts.congressLabel],
  };
}

/** A VEVENT per timed session, removed ones CANCELLED; a programme always gives the same bytes. */
export function buildCalendar({
  scope,
  revisions,
  origin,
  stamp,
  event,
}: {
  scope: CalendarScope;
  revisions: ReadonlyMap<string, SessionRevision>;
  origin: string;
  stamp: Date;
  event: EventInfo;
}): Calendar {
  const year = eventYear(event);
  const chosen =
    scope.kind === "sessions"
      ? scope.ids.flatMap((id) => revisions.get(id) ?? [])
      : // The feeds carry events; a round table's talks are in its description.
        [...revisions.values()].filter(
          ({ facts }) =>
            facts.kind === "event" && (scope.kind === "all" || facts.congress === scope.congress),
        );
  return {
    productId: `-//${event.name}//Programação ${year}//PT`,
    name:
      scope.kind === "all"
        ? `Programação – ${event.name} ${year}`
        : scope.kind === "congress"
          ? `Programação – ${programmeTabLabels(event)[scope.congress]}`
          : scope.name,
    description: `${event.name} ${year}, ${event.city}. Horários de Brasília (UTC−3).`,
    timeZone: congressTimeZone(event),
    events: chosen.flatMap((revision) => toEvent(revision, origin, stamp, event) ?? []),
  };
}
