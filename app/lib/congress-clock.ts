// One formatter per time zone: building one costs more than formatting with it.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string) {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The congress's wall clock at an instant, whatever the visitor's or the server's own zone. */
export function congressWallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: parts.hour ?? "00",
    minute: parts.minute ?? "00",
    second: parts.second ?? "00",
  };
}
