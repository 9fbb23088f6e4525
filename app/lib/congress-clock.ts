import { edition } from "~/content/event";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: edition.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * What the congress's clocks show at an instant, whatever the visitor's or the server's own time
 * zone: its ISO date and "HH", "MM", "SS" ('Acontecendo agora', the Frab schedule's version).
 */
export function congressWallClock(instant: Date) {
  const parts = Object.fromEntries(
    wallClock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: parts.hour ?? "00",
    minute: parts.minute ?? "00",
    second: parts.second ?? "00",
  };
}
