import type { EventInfo } from "~/content/event-facts-schema";
import type { CongressKey } from "~/content/programme-keys";
import {
  type Calendar,
  type CalendarEvent,
  type CalendarTimeZone,
  type LocalDateTime,
  writeCalendar,
} from "./ical-writer";
import { offsetChanges, zoneOffsetMinutes } from "~/lib/time-zone";
import { eventYear } from "~/lib/event-format";
import { programmeTabLabels, sessionRoom } from "~/lib/programme-tabs";
import { type SessionFacts, isTimed, peopleOf, sessionPagePath } from "./session-facts";
import type { SessionRevision } from "./session-history";

const DAY_MS = 86_400_000;

let lastZone: { key: string; zone: CalendarTimeZone } | null = null;

/** An instant as the wall-clock time of a place `offset` minutes east of UTC. */
function wallClock(instant: Date, offset: number): LocalDateTime {
  const shifted = new Date(instant.getTime() + offset * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/**
 * The event's zone with the offsets it has from the day before its first day to the day after
 * its last, from the runtime's zone data: Salvador's one STANDARD period, or a zone's change
 * to or from summer time in the middle of the event.
 */
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

/** Which sessions a calendar holds. */
export type CalendarScope =
  | { kind: "all" }
  | { kind: "congress"; congress: CongressKey }
  /** Named sessions (a session page, an agenda): events or talks, in the order given. */
  | { kind: "sessions"; ids: readonly string[]; name: string };

export const calendarName = (scope: CalendarScope, event: EventInfo) =>
  scope.kind === "all"
    ? `Programação – ${event.name} ${eventYear(event)}`
    : scope.kind === "congress"
      ? `Programação – ${programmeTabLabels(event)[scope.congress]}`
      : scope.name;

/** The room first (as `/schedule.xml` names it: a session without one is in its congress's hall). */
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
  const url = `${origin}${cancelled ? CHANGES_PATH : sessionPagePath(facts.id)}`;
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

function inScope(scope: CalendarScope, revision: SessionRevision) {
  // The feeds carry events; a round table's talks are in its description.
  if (scope.kind === "all") return revision.facts.kind === "event";
  if (scope.kind === "congress") {
    return revision.facts.kind === "event" && revision.facts.congress === scope.congress;
  }
  return true;
}

/**
 * The calendar of a scope: a VEVENT per timed session (breaks included), removed ones kept as
 * CANCELLED so a subscribed calendar drops them. `stamp` is the last save (DTSTAMP), so the same
 * programme always gives the same bytes.
 */
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
      : [...revisions.values()].filter((revision) => inScope(scope, revision));
  return {
    productId: `-//${event.name}//Programação ${year}//PT`,
    name: calendarName(scope, event),
    description: `${event.name} ${year}, ${event.city}. Horários de Brasília (UTC−3).`,
    timeZone: congressTimeZone(event),
    events: chosen.flatMap((revision) => toEvent(revision, origin, stamp, event) ?? []),
  };
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** How a calendar is sent: its file name, whether to download it, whether it is one person's. */
export interface CalendarFile {
  name: string;
  download: boolean;
  /** An attendee's own choice (an agenda): never stored by a cache for others. */
  personal?: boolean;
}

/**
 * The answer of a calendar: its type, a file name, and its text. A feed is `inline` (a phone
 * opening the https link offers to subscribe); a session or an agenda is a file to download.
 */
export function calendarResponse(calendar: Calendar, file: CalendarFile) {
  return new Response(writeCalendar(calendar), {
    headers: {
      "Content-Type": CALENDAR_CONTENT_TYPE,
      "Content-Disposition": `${file.download ? "attachment" : "inline"}; filename="${file.name}"`,
      ...(file.personal ? { "Cache-Control": "no-store" } : {}),
    },
  });
}
