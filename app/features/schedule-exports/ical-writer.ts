import { offsetClock } from "~/lib/time-zone";

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
export interface LocalDateTime {
  date: string;
  minutes: number;
}

/** "20260916T113000Z" */
export const formatUtcDateTime = (instant: Date) =>
  instant.toISOString().replace(/[-:]|\.\d{3}/g, "");

/** "20260916T083000" */
export const formatLocalDateTime = ({ date, minutes }: LocalDateTime) =>
  formatUtcDateTime(new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000)).slice(0, -1);

/** A zone's period (§3.6.5): from `start` (in the offset before it), `offsetTo` minutes east. */
interface ZoneObservance {
  kind: "STANDARD" | "DAYLIGHT";
  start: LocalDateTime;
  offsetFrom: number;
  offsetTo: number;
}

export interface CalendarTimeZone {
  id: string;
  observances: readonly ZoneObservance[];
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
