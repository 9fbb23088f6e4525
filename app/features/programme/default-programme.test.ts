import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { defaultProgramme } from "~/content/default-programme";
import { EVENT_TYPES, programmeSchema } from "~/content/programme-schema";
import { shownProgramme } from "~/content/shown-programme";
import { parseStartMinutes } from "~/lib/programme-time";

const { courses } = defaultEventFacts;
const shown = shownProgramme(defaultProgramme, defaultEventFacts);
const [courseDay] = shown.cursos;

test("the default programme is a valid programme", () => {
  expect(programmeSchema.safeParse(defaultProgramme).success).toBe(true);
});

test("the courses day lists the five pre-congress courses with room and instructor", () => {
  expect(courseDay!.date).toBe("27 de agosto de 2025");
  expect(courseDay!.events).toHaveLength(5);
  expect(courses.map((c) => c.room)).toEqual([
    "Sala 01",
    "Sala 02",
    "Sala 03",
    "Sala 04",
    "Sala 05",
  ]);
  for (const event of courseDay!.events) {
    expect(event.type).toBe("curso");
    expect(event.speaker).toMatch(/^(Enf\.|Dra\.) /);
    expect(event.room).toMatch(/^Sala 0[1-5]$/);
  }
  // The courses are the event facts', not the stored programme's.
  expect(Object.keys(defaultProgramme)).toEqual(["nursing", "feridas", "estetica"]);
});

test("the nursing track holds the 'Em breve' placeholder days", () => {
  expect(shown.nursing.map((d) => [d.day, d.date])).toEqual([
    ["Em breve", "28 de agosto de 2025"],
    ["Em breve", "29 de agosto de 2025"],
  ]);
  expect(defaultProgramme.nursing?.map((day) => day.events)).toEqual([
    [
      {
        id: "nursing-em-breve-dia-1",
        time: "",
        title: "Programação completa em breve",
        type: "cerimônia",
      },
    ],
    [
      {
        id: "nursing-em-breve-dia-2",
        time: "",
        title: "Programação completa em breve",
        type: "cerimônia",
      },
    ],
  ]);
});

test("wounds and aesthetics run two days from 08h00 to 18h30 using every event type", () => {
  const congresses = [shown.feridas, shown.estetica];
  const types = new Set<string>();
  for (const days of congresses) {
    expect(days.map((d) => d.date)).toEqual(["28 de agosto de 2025", "29 de agosto de 2025"]);
    for (const day of days) {
      const starts = day.events.map((e) => parseStartMinutes(e.time));
      expect(starts.every((s) => s !== null)).toBe(true);
      expect(Math.min(...(starts as number[]))).toBe(8 * 60);
      expect(day.events.at(-1)?.time).toMatch(/18h30$/);
      for (const event of day.events) types.add(event.type);
    }
  }
  expect([...types].sort()).toEqual([...EVENT_TYPES].sort());
  const roundTables = congresses
    .flat(2)
    .flatMap((d) => d.events.filter((e) => e.type === "mesa-redonda"));
  expect(roundTables.length).toBeGreaterThan(0);
  for (const table of roundTables) {
    expect(table.moderator).toBeTruthy();
    expect(table.talks?.length).toBeGreaterThan(1);
  }
});
