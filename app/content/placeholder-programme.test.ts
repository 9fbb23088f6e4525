import { expect, test } from "vitest";
import { defaultEventFacts } from "./default-event-facts";
import { placeholderProgramme } from "./placeholder-programme";
import { programmeSchema } from "./programme-schema";
import { shownProgramme } from "./shown-programme";

test("each congress shows 'Programação completa em breve' on each day; the courses stay", () => {
  const facts = {
    event: { ...defaultEventFacts.event, congressDays: ["2026-09-16", "2026-09-17", "2026-09-18"] },
    courses: defaultEventFacts.courses,
  };
  const programme = placeholderProgramme(facts);
  const shown = shownProgramme(programme, facts);
  for (const key of ["nursing", "feridas", "estetica"] as const) {
    expect(shown[key].map((day) => day.date)).toEqual([
      "16 de setembro de 2026",
      "17 de setembro de 2026",
      "18 de setembro de 2026",
    ]);
    expect(programme[key]?.flatMap((day) => day.events.map((e) => e.title))).toEqual(
      Array(3).fill("Programação completa em breve"),
    );
  }
  expect(shown.cursos[0]?.date).toBe("27 de agosto de 2025");
  expect(shown.cursos[0]?.events.map((e) => e.id)).toEqual(
    defaultEventFacts.courses.map((c) => c.id),
  );
  expect(programmeSchema.safeParse(programme).success).toBe(true);
});
