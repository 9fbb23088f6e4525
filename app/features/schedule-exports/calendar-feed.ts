import type { EventInfo } from "~/content/event-facts-schema";
import type { CongressKey } from "~/content/programme-keys";
import type { Calendar, CalendarEvent, CalendarTimeZone, LocalDateTime } from "./ical-writer";
import { offsetChanges, zoneOffsetMinutes } from "~/lib/time-zone";
import { eventYear } from "~/lib/event-format";
import { programmeTabLabels, sessionPath, sessionRoom } from "~/lib/programme-tabs";
import { type SessionFacts, isTimed, peopleOf } from "./session-facts";
import type { SessionRevision } from "./session-history";

const DAY_MS = 86_400_000;

let lastZone: { key: string; zone: CalendarTimeZone } | null = null;

function wallClock(instant: Date, offset: number): LocalDateTime {
  const shifted = new Date(instant.getTime() + offset * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The event's zone with its offsets from the day before the event to the day after it. */
export function congressTimeZone(
  event: Pick<EventInfo, "timeZone" | "courseDate" | "congressDays">,
): CalendarTimeZone {
  const days = [event.courseDate, ...event.congressDays].sort();
  // Every calendar of one edition has the same zone: worked out once, not per request.
  const key = `${event.timeZone} ${days.join(" ")}`;
  if (lastZone?.key === key) return lastZone.zone;
  const from = new Date(new Date(`${days[0]}T00:00:00Z`).getTime() - DAY_MS);
  const to = new Date(new Date(`${days.at(-1)}T00:00:00Z`).getTime() + 2 * DAY_MS);
  const first = zoneOffsetMinutes(event.timeZone, from);
  const changes = offsetChanges(event.timeZone, from, to);
  const standard = Math.min(first, ...changes.map((change) => change.to));
  const kind = (offset: number) =>
    offset > standard ? ("DAYLIGHT" as const) : ("STANDARD" as const);
  const zone: CalendarTimeZone = {
    id: event.timeZone,
    observances: [
      { kind: kind(first), start: wallClock(from, first), offsetFrom: first, offsetTo: first },
      ...changes.map((change) => ({
        kind: kind(change.to),
        start: wallClock(change.at, change.from),
        offsetFrom: change.from,
        offsetTo: change.to,
      })),
    ],
  };
  lastZone = { key, zone };
  return zone;
}

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
