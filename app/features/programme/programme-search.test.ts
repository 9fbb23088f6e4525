import { defaultEventFacts } from "~/content/default-event-facts";
import { expect, test } from "vitest";
import { defaultProgramme } from "~/content/default-programme";
import type { Programme } from "~/content/programme-schema";
import {
  normalizeSearchText,
  programmeRooms,
  resultCountLabel,
  searchProgramme,
} from "./programme-search";
import { filtersQuery, MAX_QUERY_LENGTH, readProgrammeFilters } from "~/lib/programme-address";

const read = (query: string, dayCount = defaultEventFacts.event.congressDays.length) =>
  readProgrammeFilters(new URLSearchParams(query), dayCount);
const titles = (result: ReturnType<typeof searchProgramme>) =>
  result.days.flatMap((day) => day.day.events.map((event) => event.title));

test("accents and case do not matter: 'cronicas' finds 'crônicas'", () => {
  expect(normalizeSearchText("  Feridas   CRÔNICAS ")).toBe("feridas cronicas");
  const result = searchProgramme(defaultProgramme, read("q=cronicas")!, defaultEventFacts);
  expect(titles(result)).toEqual(["Biofilme e infecção em feridas crônicas: diagnóstico e manejo"]);
  expect(result.count).toBe(1);
  expect(result.days[0]).toMatchObject({ congress: "feridas", dayIndex: 1 });
});

test("every word must match, in the title, a speaker, the moderator or a talk", () => {
  const bySpeaker = searchProgramme(defaultProgramme, read("q=marcia viana")!, defaultEventFacts);
  // Her lecture, and the round table she moderates.
  expect(titles(bySpeaker)).toEqual([
    "Biofilme e infecção em feridas crônicas: diagnóstico e manejo",
    "Feridas oncológicas e cuidados paliativos",
  ]);
  const byTalk = searchProgramme(defaultProgramme, read("q=exsudato")!, defaultEventFacts);
  expect(titles(byTalk)).toEqual(["Feridas oncológicas e cuidados paliativos"]);
  expect(searchProgramme(defaultProgramme, read("q=cronicas zzz")!, defaultEventFacts).count).toBe(
    0,
  );
});

test("congress, day, type and room narrow the results; results are by congress, day and time", () => {
  const lectures = searchProgramme(
    defaultProgramme,
    read("q=&congresso=feridas&dia=2&tipo=palestra")!,
    defaultEventFacts,
  );
  expect(lectures.days.map((day) => [day.congress, day.dayIndex])).toEqual([["feridas", 1]]);
  expect(lectures.days[0]!.day.events.every((event) => event.type === "palestra")).toBe(true);
  expect(lectures.count).toBe(lectures.days[0]!.day.events.length);

  const room = searchProgramme(defaultProgramme, read("q=&sala=sala 03")!, defaultEventFacts);
  expect(room.count).toBeGreaterThan(0);
  for (const day of room.days) {
    for (const event of day.day.events) expect(event.room).toBe("Sala 03");
  }
  // The courses are the day before the congress: on neither numbered day.
  const courses = searchProgramme(
    defaultProgramme,
    read("q=&congresso=cursos")!,
    defaultEventFacts,
  );
  expect(courses.days.map((day) => day.congress)).toEqual(["cursos"]);
  expect(
    searchProgramme(defaultProgramme, read("q=&congresso=cursos&dia=1")!, defaultEventFacts).count,
  ).toBe(0);

  const all = searchProgramme(defaultProgramme, read("q=&dia=1")!, defaultEventFacts);
  const order = all.days.map((day) => day.congress);
  expect(order).toEqual(["nursing", "feridas", "estetica"]);
});

test("a tab's link is not a search; the form's empty submission is not one either", () => {
  expect(read("")).toBeNull();
  expect(read("congresso=feridas&dia=2")).toBeNull();
  expect(read("q=&congresso=&dia=&tipo=&sala=")).toBeNull();
  expect(read("q=&congresso=feridas")).toEqual({ q: "", congress: "feridas" });
  expect(read("tipo=palestra")).toEqual({ q: "", type: "palestra" });
});

test("a day filter is one of the edition's congress days", () => {
  expect(read("q=x&dia=3")).toEqual({ q: "x" });
  expect(read("q=x&dia=3", 3)).toEqual({ q: "x", day: 3 });
  expect(read("q=x&dia=7", 7)).toEqual({ q: "x", day: 7 });
});

test("hostile values are dropped or bounded", () => {
  expect(read("q=x&congresso=outro&dia=9&tipo=<script>")).toEqual({ q: "x" });
  expect(read(`q=${"a".repeat(5000)}`)!.q).toHaveLength(MAX_QUERY_LENGTH);
  expect(read("q=%00%FF%0A&dia=1e1")).toEqual({ q: "\uFFFD" });
  const odd: Programme = { nursing: [{ day: "Dia 1", events: [] }] };
  expect(searchProgramme(odd, read("q=qualquer")!, defaultEventFacts)).toEqual({
    count: 0,
    days: [],
  });
});

test("a search has one query spelling, which reads back as the same search", () => {
  const filters = read("sala=Sala 03&tipo=curso&q= pele &dia=2&congresso=estetica&utm_source=x")!;
  expect(filtersQuery(filters)).toBe("q=pele&congresso=estetica&dia=2&tipo=curso&sala=Sala+03");
  expect(read(filtersQuery(filters))).toEqual(filters);
});

test("rooms are listed once each, in order; counts read as Portuguese", () => {
  const rooms = programmeRooms(defaultProgramme, defaultEventFacts);
  expect(rooms).toContain("Sala 01");
  expect(new Set(rooms).size).toBe(rooms.length);
  expect([...rooms].sort((a, b) => a.localeCompare(b, "pt-BR"))).toEqual(rooms);
  expect(resultCountLabel(0)).toBe("Nenhuma sessão encontrada.");
  expect(resultCountLabel(1)).toBe("1 sessão encontrada");
  expect(resultCountLabel(12)).toBe("12 sessões encontradas");
});
