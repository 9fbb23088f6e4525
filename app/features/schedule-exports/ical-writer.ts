import type { EventInfo } from "~/content/event-facts-schema";
import { offsetChanges, offsetClock, zoneOffsetMinutes } from "~/lib/time-zone";

// An iCalendar (RFC 5545) writer for what the feeds need: VCALENDAR, VTIMEZONE, VEVENT.

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

// Controls a content line may not carry (§3.1: any but HTAB), and lone surrogates.
// eslint-disable-next-line no-control-regex -- the controls are what it removes
const UNSAFE = /[\0-\x08\n-\x1F\x7F]|\p{Surrogate}/gu;

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export const escapeText = (value: string) =>
  value.replace(/[\\;,]|\r\n?|\n/g, (match) => ("\\;,".includes(match) ? `\\${match}` : "\\n"));

/** A content line folded at 75 octets (§3.1), the leading space counted, between characters. */
export function foldLine(line: string) {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A wall-clock date-time, as written after `TZID=`; 1440 minutes is the next midnight. */
interface LocalDateTime {
  date: string;
  minutes: number;
}

/** "20260916T113000Z" */
export const formatUtcDateTime = (instant: Date) =>
  instant.toISOString().replace(/[-:]|\.\d{3}/g, "");

/** "20260916T083000" */
export const formatLocalDateTime = ({ date, minutes }: LocalDateTime) =>
  formatUtcDateTime(new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000)).slice(0, -1);

const DAY_MS = 86_400_000;

function wallClock(instant: Date, offset: number): LocalDateTime {
  const shifted = new Date(instant.getTime() + offset * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** A zone with its periods (§3.6.5), each from `start` (in the offset before it), `offsetTo` east. */
function zoneOf(timeZone: string, days: readonly string[]) {
  const from = new Date(new Date(`${days[0]}T00:00:00Z`).getTime() - DAY_MS);
  const to = new Date(new Date(`${days.at(-1)}T00:00:00Z`).getTime() + 2 * DAY_MS);
  const first = zoneOffsetMinutes(timeZone, from);
  const changes = offsetChanges(timeZone, from, to);
  const standard = Math.min(first, ...changes.map((change) => change.to));
  const kind = (offset: number) =>
    offset > standard ? ("DAYLIGHT" as const) : ("STANDARD" as const);
  return {
    id: timeZone,
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
}

type CalendarTimeZone = ReturnType<typeof zoneOf>;

let lastZone: { key: string; zone: CalendarTimeZone } | null = null;

/** The event's zone with its offsets from the day before the event to the day after it. */
export function congressTimeZone(
  event: Pick<EventInfo, "timeZone" | "courseDate" | "congressDays">,
) {
  const days = [event.courseDate, ...event.congressDays].sort();
  // Every calendar of one edition has the same zone: worked out once, not per request.
  const key = `${event.timeZone} ${days.join(" ")}`;
  if (lastZone?.key !== key) lastZone = { key, zone: zoneOf(event.timeZone, days) };
  return lastZone.zone;
}

/** "-0300" (TZOFFSETFROM/TO), or "-03" as the zone's name (TZNAME) when `short`. */
function formatOffset(minutes: number, short = false) {
  const offset = offsetClock(minutes).replace(":", "");
  return short && minutes % 60 === 0 ? offset.slice(0, 3) : offset;
}

export interface CalendarEvent {
  uid: string;
  stamp: Date;
  start: LocalDateTime;
  end: LocalDateTime;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  sequence: number;
  lastModified: Date;
  status: "CONFIRMED" | "CANCELLED";
  categories?: string[];
}

export interface Calendar {
  productId: string;
  name: string;
  description?: string;
  timeZone: CalendarTimeZone;
  events: readonly CalendarEvent[];
}

/** NAME[;params]:value, folded, with no control left that could start another line. */
function property(name: string, value: string) {
  return foldLine(`${name}:${value.replace(UNSAFE, "")}`);
}

const optional = (name: string, value: string | undefined) =>
  value ? [property(name, value)] : [];

function timeZoneLines(zone: CalendarTimeZone) {
  return [
    "BEGIN:VTIMEZONE",
    property("TZID", zone.id),
    ...zone.observances.flatMap(({ kind, start, offsetFrom, offsetTo }) => [
      `BEGIN:${kind}`,
      property("DTSTART", formatLocalDateTime(start)),
      property("TZOFFSETFROM", formatOffset(offsetFrom)),
      property("TZOFFSETTO", formatOffset(offsetTo)),
      property("TZNAME", formatOffset(offsetTo, true)),
      `END:${kind}`,
    ]),
    "END:VTIMEZONE",
  ];
}

function eventLines(event: CalendarEvent, zone: CalendarTimeZone) {
  const tz = `;TZID=${zone.id}`;
  return [
    "BEGIN:VEVENT",
    property("UID", event.uid),
    property("DTSTAMP", formatUtcDateTime(event.stamp)),
    property(`DTSTART${tz}`, formatLocalDateTime(event.start)),
    property(`DTEND${tz}`, formatLocalDateTime(event.end)),
    property("SEQUENCE", String(event.sequence)),
    property("LAST-MODIFIED", formatUtcDateTime(event.lastModified)),
    property("STATUS", event.status),
    property("SUMMARY", escapeText(event.summary)),
    ...optional("DESCRIPTION", event.description && escapeText(event.description)),
    ...optional("LOCATION", event.location && escapeText(event.location)),
    // A URI value is not TEXT: no escaping (RFC 5545 §3.3.13).
    ...optional("URL", event.url),
    ...optional("CATEGORIES", event.categories?.map(escapeText).join(",")),
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** The whole iCalendar object, CRLF after every line (the last one too). */
export function writeCalendar(calendar: Calendar) {
  const description = calendar.description && escapeText(calendar.description);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    property("PRODID", calendar.productId),
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    property("NAME", escapeText(calendar.name)),
    property("X-WR-CALNAME", escapeText(calendar.name)),
    ...optional("DESCRIPTION", description),
    ...optional("X-WR-CALDESC", description),
    property("X-WR-TIMEZONE", calendar.timeZone.id),
    ...timeZoneLines(calendar.timeZone),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.timeZone)),
    "END:VCALENDAR",
  ];
  return lines.join(CRLF) + CRLF;
}
