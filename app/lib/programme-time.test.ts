import { expect, test } from "vitest";
import {
  eventDayDate,
  parseEndMinutes,
  parseStartMinutes,
  placeTimes,
  sortEventsByTime,
} from "./programme-time";

test("parseStartMinutes reads the start of the usual time texts", () => {
  expect(parseStartMinutes("10h30")).toBe(630);
  expect(parseStartMinutes("10:30")).toBe(630);
  expect(parseStartMinutes("08h30 - 10h00")).toBe(510);
  expect(parseStartMinutes("9h")).toBe(540);
  expect(parseStartMinutes("14h00-15h00")).toBe(840);
  expect(parseStartMinutes("  13H15 às 14H00 ")).toBe(795);
  expect(parseStartMinutes("A partir das 18h")).toBe(1080);
});

test("parseStartMinutes is null when there is no time", () => {
  expect(parseStartMinutes("")).toBeNull();
  expect(parseStartMinutes("   ")).toBeNull();
  expect(parseStartMinutes("A definir")).toBeNull();
  expect(parseStartMinutes("25h00")).toBeNull();
  expect(parseStartMinutes("10h75")).toBeNull();
});

test("sortEventsByTime puts untimed events first and sorts the rest by start", () => {
  const events = [
    { time: "14h00 - 15h00", title: "Mesa" },
    { time: "08:30", title: "Abertura" },
    { time: "", title: "Credenciamento" },
    { time: "10h30 - 11h30", title: "Palestra" },
    { time: "9h", title: "Workshop" },
  ];
  expect(sortEventsByTime(events).map((e) => e.title)).toEqual([
    "Credenciamento",
    "Abertura",
    "Workshop",
    "Palestra",
    "Mesa",
  ]);
});

test("sortEventsByTime is stable and leaves its input alone", () => {
  const events = [
    { time: "10h00", title: "B" },
    { time: "", title: "Sem horário 1" },
    { time: "10:00", title: "C" },
    { time: "A definir", title: "Sem horário 2" },
    { time: "08h00", title: "A" },
  ];
  const copy = [...events];
  expect(sortEventsByTime(events).map((e) => e.title)).toEqual([
    "Sem horário 1",
    "Sem horário 2",
    "A",
    "B",
    "C",
  ]);
  expect(events).toEqual(copy);
});

test("a time text's start and end: a range, a single time and nothing", () => {
  expect([parseStartMinutes("08h30 - 10h00"), parseEndMinutes("08h30 - 10h00")]).toEqual([
    510, 600,
  ]);
  expect([parseStartMinutes("10:30"), parseEndMinutes("10:30")]).toEqual([630, null]);
  expect(parseStartMinutes("9h")).toBe(540);
  expect(parseStartMinutes("")).toBeNull();
  expect(parseStartMinutes("25h00")).toBeNull();
  expect(parseEndMinutes("22h00 - 24h00")).toBe(24 * 60);
});

test("a day's times placed: the written end, else the next start, at most an hour on", () => {
  expect(placeTimes(["08h00", "08h30 - 10h00", "10h00", "sem hora", "22h00 - 24h00"])).toEqual([
    { start: 480, end: 510 },
    { start: 510, end: 600 },
    { start: 600, end: 660 },
    null,
    { start: 1320, end: 1440 },
  ]);
});

test("a programme day's date: the courses' one day, else the congress days in order", () => {
  const event = { courseDate: "2025-08-27", congressDays: ["2025-08-28", "2025-08-29"] };
  expect(eventDayDate(event, "cursos", 0)).toBe("2025-08-27");
  expect(eventDayDate(event, "cursos", 1)).toBeUndefined();
  expect(eventDayDate(event, "nursing", 1)).toBe("2025-08-29");
  expect(eventDayDate(event, "feridas", 2)).toBeUndefined();
});
