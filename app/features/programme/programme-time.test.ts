import { expect, test } from "vitest";
import { parseStartMinutes, sortEventsByTime } from "./programme-time";

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
