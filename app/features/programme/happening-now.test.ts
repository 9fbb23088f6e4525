import { defaultEventFacts } from "~/content/default-event-facts";
import { expect, test } from "vitest";
import { defaultProgramme } from "~/content/default-programme";
import type { Programme } from "~/content/programme-schema";
import {
  eventClock,
  formatMinutes,
  happeningNow,
  mayFallOnAnyDay,
  type NowSession,
} from "./happening-now";
import { parseEndMinutes } from "~/lib/programme-time";

/** An instant given in congress time (UTC−3, no daylight saving). */
const at = (local: string) => new Date(`${local}:00-03:00`);
const titles = (sessions: NowSession[] | undefined) => sessions?.map((s) => s.title);

test("the congress's day and minute, whatever the machine's own time zone", () => {
  expect(eventClock(new Date("2025-08-28T13:15:00Z"), "America/Bahia")).toEqual({
    date: "2025-08-28",
    minutes: 10 * 60 + 15,
  });
  // Past midnight in UTC, still the evening before in Salvador.
  expect(eventClock(new Date("2025-08-28T02:59:00Z"), "America/Bahia")).toEqual({
    date: "2025-08-27",
    minutes: 23 * 60 + 59,
  });
  expect(formatMinutes(10 * 60 + 5)).toBe("10h05");
});

test("a time text's end is its second time", () => {
  expect(parseEndMinutes("08h30 - 10h00")).toBe(600);
  expect(parseEndMinutes("9h às 10h")).toBe(600);
  expect(parseEndMinutes("14:00-15:30")).toBe(930);
  expect(parseEndMinutes("10:30")).toBeNull();
  expect(parseEndMinutes("")).toBeNull();
});

test("28/08 at 10h15: both coffee breaks are on, the 10h30 sessions of every congress are next", () => {
  const now = happeningNow(defaultProgramme, at("2025-08-28T10:15"), defaultEventFacts);
  expect(now?.date).toBe("2025-08-28");
  expect(now?.inProgress.map((s) => [s.congress, s.title, s.type])).toEqual([
    ["feridas", "Coffee break e visita à exposição", "intervalo"],
    ["estetica", "Coffee break e visita à exposição", "intervalo"],
  ]);
  expect(titles(now?.next)).toEqual([
    "Lesão por pressão: da prevenção ao tratamento",
    "Segurança do paciente em procedimentos injetáveis",
  ]);
  expect(now?.next[0]).toMatchObject({
    id: "lesao-por-pressao-da-prevencao-ao-tratamento",
    congressLabel: "6º Congresso Internacional Feridas",
    start: 630,
    end: 720,
  });
});

test("a session is on from its start minute, and over at its end minute", () => {
  const start = happeningNow(defaultProgramme, at("2025-08-28T10:30"), defaultEventFacts);
  expect(titles(start?.inProgress)).toEqual([
    "Lesão por pressão: da prevenção ao tratamento",
    "Segurança do paciente em procedimentos injetáveis",
  ]);
  expect(titles(start?.next)).toEqual(["Almoço", "Almoço"]);

  const lastMinute = happeningNow(defaultProgramme, at("2025-08-28T10:29"), defaultEventFacts);
  expect(titles(lastMinute?.inProgress)).toEqual([
    "Coffee break e visita à exposição",
    "Coffee break e visita à exposição",
  ]);
});

test("after the last session of the day nothing is on and nothing is next, but the day still is", () => {
  const last = happeningNow(defaultProgramme, at("2025-08-29T18:29"), defaultEventFacts);
  expect(titles(last?.inProgress)).toEqual([
    "Encerramento e premiação dos trabalhos científicos",
    "Cerimônia de encerramento",
  ]);
  expect(last?.next).toEqual([]);
  expect(happeningNow(defaultProgramme, at("2025-08-29T18:30"), defaultEventFacts)).toEqual({
    date: "2025-08-29",
    minutes: 18 * 60 + 30,
    inProgress: [],
    next: [],
  });
});

test("before the first session, the first ones are next", () => {
  const early = happeningNow(defaultProgramme, at("2025-08-28T07:00"), defaultEventFacts);
  expect(early?.inProgress).toEqual([]);
  expect(early?.next.map((s) => s.congress)).toEqual(["feridas", "estetica"]);
  expect(early?.next.every((s) => s.start === 8 * 60)).toBe(true);
});

test("27/08 has only the courses, with their rooms; the congresses' sessions are not that day", () => {
  const now = happeningNow(defaultProgramme, at("2025-08-27T09:00"), defaultEventFacts);
  expect(now?.inProgress.map((s) => [s.congress, s.room])).toEqual([
    ["cursos", "Sala 01"],
    ["cursos", "Sala 02"],
    ["cursos", "Sala 04"],
  ]);
  expect(now?.next.map((s) => [s.time, s.room])).toEqual([
    ["13h00 - 18h00", "Sala 03"],
    ["13h00 - 18h00", "Sala 05"],
  ]);
});

test("a day without sessions is still an event day, with nothing on", () => {
  const programme: Programme = {
    feridas: [
      { day: "Dia 1", events: [] },
      { day: "Dia 2", events: [] },
    ],
  };
  expect(happeningNow(programme, at("2025-08-29T10:00"), defaultEventFacts)).toEqual({
    date: "2025-08-29",
    minutes: 600,
    inProgress: [],
    next: [],
  });
});

test("a session without an end lasts until the next start, at most an hour; untimed ones never show", () => {
  const programme: Programme = {
    feridas: [
      {
        day: "Dia 1",
        events: [
          { time: "", title: "Credenciamento contínuo", type: "intervalo" },
          { time: "08:00", title: "Abertura", type: "cerimônia" },
          { time: "08h30", title: "Palestra curta", type: "palestra" },
          { time: "14h00", title: "Última", type: "palestra" },
        ],
      },
    ],
  };
  const on = (time: string) =>
    titles(happeningNow(programme, at(`2025-08-28T${time}`), defaultEventFacts)?.inProgress);
  expect(on("08:29")).toEqual(["Abertura"]);
  expect(on("08:30")).toEqual(["Palestra curta"]);
  expect(on("09:29")).toEqual(["Palestra curta"]);
  expect(on("09:30")).toEqual([]);
  expect(on("14:59")).toEqual(["Última"]);
  expect(on("15:00")).toEqual([]);
});

test("outside the event's days there is nothing to show", () => {
  expect(happeningNow(defaultProgramme, at("2025-09-01T10:15"), defaultEventFacts)).toBeNull();
  expect(happeningNow(defaultProgramme, at("2025-08-26T23:59"), defaultEventFacts)).toBeNull();
  expect(happeningNow(defaultProgramme, at("2025-08-30T00:00"), defaultEventFacts)).toBeNull();
});

test("an instant can fall on a day only within UTC−12 to UTC+14 of it", () => {
  const days = ["2025-08-27"];
  // 27 Aug 00:00 at UTC+14 and 23:59 at UTC−12.
  expect(mayFallOnAnyDay(new Date("2025-08-26T10:00:00Z"), days)).toBe(true);
  expect(mayFallOnAnyDay(new Date("2025-08-28T11:59:00Z"), days)).toBe(true);
  expect(mayFallOnAnyDay(new Date("2025-08-26T09:59:00Z"), days)).toBe(false);
  expect(mayFallOnAnyDay(new Date("2025-08-28T12:00:00Z"), days)).toBe(false);
});
