// The edition's time zone is an editable fact: every export writes the offsets it really has.

let knownZones: ReadonlySet<string> | undefined;

/** Whether `name` is an IANA zone the runtime knows ("America/Bahia"); "+03:00" is not one. */
export function isTimeZone(name: string) {
  knownZones ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return knownZones.has(name);
}

const FORMATS = {
  /** "27/08/2025, 10:00" */
  dateTime: ["pt-BR", { dateStyle: "short", timeStyle: "short" }],
  /** "27/08/2025, 10:00:00" */
  dateTimeSeconds: ["pt-BR", { dateStyle: "short", timeStyle: "medium" }],
  /** "12 de agosto de 2026 às 14:30" */
  longDateTime: ["pt-BR", { dateStyle: "long", timeStyle: "short" }],
  /** "10:00" */
  time: ["pt-BR", { hour: "2-digit", minute: "2-digit" }],
  /** "2025-08-27 10:00:00": Swedish writes the ISO order, which congressWallClock cuts. */
  wallClock: ["sv-SE", { dateStyle: "short", timeStyle: "medium" }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

// Built on first use and kept: building a formatter costs far more than using it.
const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(style: keyof typeof FORMATS, timeZone: string) {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const [locale, options] = FORMATS[style];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** `instant` in pt-BR on the event's clocks, so the server's render and the browser's agree. */
export const formatInZone = (
  instant: Date,
  timeZone: string,
  style: Exclude<keyof typeof FORMATS, "wallClock">,
) => zoneFormat(style, timeZone).format(instant);

/** The congress's wall clock at an instant (ISO date, "HH", "MM", "SS"), whatever the local zone. */
export function congressWallClock(instant: Date, timeZone: string) {
  const text = zoneFormat("wallClock", timeZone).format(instant);
  const [hour = "00", minute = "00", second = "00"] = text.slice(-8).split(":");
  return { date: text.slice(0, -9), hour, minute, second };
}

/** The zone's offset from UTC at `instant`, in minutes east of UTC (Salvador: −180). */
export function zoneOffsetMinutes(timeZone: string, instant: Date) {
  const { date, hour, minute, second } = congressWallClock(instant, timeZone);
  const wall = Date.parse(`${date}T${hour}:${minute}:${second}Z`);
  return Math.round((wall - instant.getTime()) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An offset as the schedule exports write it: −180 → "-03:00". */
export const offsetClock = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${clockOf(Math.abs(minutes))}`;

/** The zone's offset on a day ("-03:00"), taken at noon UTC. */
export const utcOffsetOn = (isoDate: string, timeZone: string) =>
  offsetClock(zoneOffsetMinutes(timeZone, new Date(`${isoDate}T12:00:00Z`)));

/** Minutes as a clock or a duration: 510 → "08:30". */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** A clock as minutes after midnight: "08:30" → 510 (the event's opening hours). */
export function clockMinutes(clock: string) {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/** "2026-09-16T10:30:00-03:00": a day and minute, with the zone's offset that day. */
export const zonedDateTime = (isoDate: string, minutes: number, timeZone: string) =>
  `${isoDate}T${clockOf(minutes)}:00${utcOffsetOn(isoDate, timeZone)}`;

const HOUR_MS = 3_600_000;

/** The zone's offset changes between two instants, to the minute (hourly samples, then halving). */
export function offsetChanges(timeZone: string, from: Date, to: Date) {
  const changes: { at: Date; from: number; to: number }[] = [];
  let before = from.getTime();
  let offset = zoneOffsetMinutes(timeZone, from);
  for (let next = before + HOUR_MS; before < to.getTime(); next += HOUR_MS) {
    const nextOffset = zoneOffsetMinutes(timeZone, new Date(next));
    if (nextOffset !== offset) {
      let low = before;
      let high = next;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 2);
        if (zoneOffsetMinutes(timeZone, new Date(middle)) === offset) low = middle;
        else high = middle;
      }
      changes.push({ at: new Date(high - (high % 60_000)), from: offset, to: nextOffset });
      offset = nextOffset;
    }
    before = next;
  }
  return changes;
}
