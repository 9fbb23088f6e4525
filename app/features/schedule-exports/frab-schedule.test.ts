import { defaultEventFacts } from "~/content/default-event-facts";
import { expect, test } from "vitest";
import type { CongressKey } from "~/content/programme-keys";
import type { Programme } from "~/content/programme-schema";
import {
  type FrabEvent,
  type ScheduleSession,
  buildFrabSchedule,
  stableIds,
  versionLabel,
} from "./frab-schedule";
import { mainHall } from "~/lib/programme-tabs";

const trackLabels: Record<CongressKey, string> = {
  cursos: "Cursos",
  nursing: "Enfermagem",
  feridas: "Feridas",
  estetica: "Estética",
};

/** A placed session as the programme feature gives it: 28/08, nursing, 08h00 - 09h00. */
const session = (id: string, place: Partial<ScheduleSession> = {}): ScheduleSession => ({
  id,
  title: id,
  path: `/programacao/sessao/${id}`,
  type: "palestra",
  congress: "nursing",
  isoDate: "2025-08-28",
  start: 480,
  end: 540,
  ...place,
});

function scheduleOf(sessions: ScheduleSession[], programme: Programme = { nursing: [] }) {
  return buildFrabSchedule({
    programme,
    sessions,
    trackLabels,
    origin: "https://congresso.example",
    version: { number: 1_000 },
    facts: defaultEventFacts,
  });
}

const eventsOf = (schedule: ReturnType<typeof scheduleOf>): FrabEvent[] =>
  schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());
const find = (schedule: ReturnType<typeof scheduleOf>, id: string) =>
  eventsOf(schedule).find((event) => event.slug.endsWith(`-${id}`));

test("left out: no time, a day beyond the event's, a repeated id; talks fold into their table", () => {
  const schedule = scheduleOf([
    session("sem-horario", { start: null, end: null }),
    session("dia-3", { isoDate: null }),
    session("mesa", { type: "mesa-redonda" }),
    session("fala", { roundTable: { id: "mesa", title: "mesa" } }),
    session("mesa", { title: "cópia" }),
  ]);
  expect(eventsOf(schedule).map((event) => event.title)).toEqual(["mesa"]);
  expect(find(schedule, "mesa")).toMatchObject({
    type: "discussion",
    abstract: "fala",
    room: mainHall("Enfermagem"),
  });
  expect(find(schedule, "mesa")!.description).toContain(
    "• fala (https://congresso.example/programacao/sessao/fala)",
  );
});

test("a start alone lasts until the congress's next start that day, at most the default", () => {
  const schedule = scheduleOf([
    session("abertura", { start: 480, end: 480 }),
    session("outro-congresso", { congress: "feridas", start: 490, end: 490 }),
    session("palestra", { start: 500, end: 500 }),
    session("ultima", { start: 1020, end: 1020, room: "  Sala 9 " }),
  ]);
  expect(find(schedule, "abertura")!.duration).toBe("00:20");
  expect(find(schedule, "outro-congresso")!.duration).toBe("01:00");
  expect(find(schedule, "palestra")!.duration).toBe("01:00");
  expect(find(schedule, "ultima")).toMatchObject({ duration: "01:00", room: "Sala 9" });
});

test("rooms: the congresses' halls first, then the named rooms in natural order, case-blind", () => {
  const schedule = scheduleOf([
    session("a", { room: "Sala 10" }),
    session("b", { room: "sala 2" }),
    session("c", { room: "Sala 2", isoDate: "2025-08-29" }),
    session("d", { congress: "feridas" }),
  ]);
  expect(schedule.conference.rooms.map((room) => room.name)).toEqual([
    mainHall("Feridas"),
    "sala 2",
    "Sala 10",
  ]);
  expect(find(schedule, "c")!.room).toBe("sala 2");
});

test("persons: speakers then the moderator, each once, with the same guid and id everywhere", () => {
  const programme: Programme = {
    nursing: [
      {
        day: "Dia 1",
        events: [
          {
            id: "a",
            time: "08h00",
            title: "a",
            type: "palestra",
            speaker: "Ana",
            moderator: "Bia",
          },
          {
            id: "b",
            time: "09h00",
            title: "b",
            type: "talk-show",
            speakers: ["Bia", "Ana", "Ana"],
          },
        ],
      },
    ],
  };
  const schedule = scheduleOf([session("a"), session("b", { start: 540, end: 600 })], programme);
  const names = (id: string) => find(schedule, id)!.persons.map((person) => person.name);
  expect(names("a")).toEqual(["Ana", "Bia"]);
  expect(names("b")).toEqual(["Bia", "Ana"]);
  expect(find(schedule, "a")!.persons[0]).toEqual(find(schedule, "b")!.persons[1]);
  expect(find(schedule, "a")!.description).toContain("Moderação: Bia");
});

test("integer ids: from the guid, and a collision moves the later key", () => {
  const ids = stableIds(["b", "a", "c"], (key) =>
    key === "c" ? "00000005-0000-5000-8000-000000000000" : "00000004-0000-5000-8000-000000000000",
  );
  expect(Object.fromEntries(ids)).toEqual({ a: 4, b: 5, c: 6 });
  expect(stableIds(["x"], () => "80000000-0000-5000-8000-000000000000").get("x")).toBe(1);
});

test("the version names the save to the millisecond, in congress time", () => {
  expect(versionLabel({ number: 1_755_698_592_345 }, "America/Bahia")).toBe(
    "2025-08-20T11:03:12.345-03:00",
  );
  expect(versionLabel(null, "America/Bahia")).toBe("padrão");
});

test("abstract: the session's 'Resumo', else a round table's talk titles", () => {
  const programme: Programme = {
    nursing: [
      {
        day: "Dia 1",
        events: [
          { id: "a", time: "08h00", title: "a", type: "palestra", abstract: " Um resumo. " },
          {
            id: "mesa",
            time: "09h00",
            title: "mesa",
            type: "mesa-redonda",
            abstract: "A mesa.",
            talks: [{ id: "fala", title: "fala" }],
          },
          { id: "b", time: "10h00", title: "b", type: "palestra" },
        ],
      },
    ],
  };
  const schedule = scheduleOf(
    [
      session("a"),
      session("mesa", { start: 540, end: 600 }),
      session("fala", { start: 540, end: 600, roundTable: { id: "mesa", title: "mesa" } }),
      session("b", { start: 600, end: 660 }),
    ],
    programme,
  );
  expect(find(schedule, "a")!.abstract).toBe("Um resumo.");
  expect(find(schedule, "mesa")!.abstract).toBe("A mesa.");
  expect(find(schedule, "mesa")!.description).toContain("• fala (");
  expect(find(schedule, "b")!.abstract).toBe("");
});
