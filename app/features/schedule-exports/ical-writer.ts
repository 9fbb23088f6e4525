/**
 * A small iCalendar (RFC 5545) writer: only what the programme's feeds need (VCALENDAR,
 * VTIMEZONE, VEVENT), written by hand so every rule is visible and tested: text escaping
 * (§3.3.11), CRLF line ends and folding at 75 octets (§3.1), local times with a TZID (§3.3.5).
 */

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** A code point's length in UTF-8 (a lone surrogate never reaches here: `property` drops it). */
const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

// Controls a content line may not carry (RFC 5545 §3.1: any but HTAB), and lone surrogates,
// which UTF-8 cannot encode.
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- the controls are what it removes
  /[\u0000-\u0008\u000A-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A TEXT value: backslash, semicolon and comma escaped, any line break written as `\n` (the
 * other controls are dropped from every property line, `property`).
 */
export function escapeText(value: string) {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * One content line folded into lines of at most 75 octets (the continuations start with a
 * space, which counts), never inside a UTF-8 character: a fold splits code points, not bytes.
 */
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

/** A date-time with its wall-clock parts, as written after `TZID=` (no zone: local time). */
export interface LocalDateTime {
  /** "2026-09-16" */
  date: string;
  /** Minutes after midnight; 1440 is the next day's midnight. */
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

/**
 * One period of a zone (RFC 5545 §3.6.5): from `start`, a wall-clock time in the offset before
 * it, the offset is `offsetTo`. Offsets are in minutes east of UTC.
 */
export interface ZoneObservance {
  kind: "STANDARD" | "DAYLIGHT";
  start: LocalDateTime;
  offsetFrom: number;
  offsetTo: number;
}

/** The zone every local time of the calendar is in, with the periods the calendar spans. */
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
  /** When this calendar data was produced (UTC). */
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
  /** PRODID: who wrote it, "-//Org//Product//PT". */
  productId: string;
  /** Shown by calendar apps as the subscription's name (X-WR-CALNAME, NAME of RFC 7986). */
  name: string;
  description?: string;
  timeZone: CalendarTimeZone;
  events: readonly CalendarEvent[];
}

/**
 * A property line: NAME[;params]:value, folded. Whatever the value (TEXT escaped by its caller,
 * or a PRODID, URI or UID written as is), no control reaches the line: it can never start
 * another one.
 */
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
