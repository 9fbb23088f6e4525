// An iCalendar (RFC 5545) writer for what the feeds need: VCALENDAR, VTIMEZONE, VEVENT.

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** A code point's length in UTF-8 (`property` drops lone surrogates). */
const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

// Controls a content line may not carry (§3.1: any but HTAB), and lone surrogates.
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- the controls are what it removes
  /[\u0000-\u0008\u000A-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string) {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A content line folded at 75 octets (§3.1), the leading space counted, between characters. */
export function foldLine(line: string) {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
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

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "20260916T083000" */
export function formatLocalDateTime({ date, minutes }: LocalDateTime) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMinutes(minutes);
  return formatUtcParts(day);
}

/** "20260916T113000Z" */
export function formatUtcDateTime(instant: Date) {
  return `${formatUtcParts(instant)}Z`;
}

function formatUtcParts(d: Date) {
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

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
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `${sign}${pad(Math.floor(abs / 60))}${short && rest === 0 ? "" : pad(rest)}`;
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
  const optional = (name: string, value: string | undefined) =>
    value ? [property(name, value)] : [];
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
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    property("PRODID", calendar.productId),
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    property("NAME", escapeText(calendar.name)),
    property("X-WR-CALNAME", escapeText(calendar.name)),
    ...(calendar.description
      ? [
          property("DESCRIPTION", escapeText(calendar.description)),
          property("X-WR-CALDESC", escapeText(calendar.description)),
        ]
      : []),
    property("X-WR-TIMEZONE", calendar.timeZone.id),
    ...timeZoneLines(calendar.timeZone),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.timeZone)),
    "END:VCALENDAR",
  ];
  return lines.join(CRLF) + CRLF;
}
