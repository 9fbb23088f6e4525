import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { defaultProgramme } from "~/content/default-programme";
import { archivedProgramme, editionArchiveTitle, readEditionParam } from "./edition-archive";

test("an address names an edition by its number only", () => {
  expect(readEditionParam("15")).toBe(15);
  expect(readEditionParam("1")).toBe(1);
  for (const value of [undefined, "", "0", "015", "15.0", "-15", "15a", "quinze", "99999"]) {
    expect(readEditionParam(value), String(value)).toBeNull();
  }
});

test("the archive's title names the edition and its year", () => {
  expect(editionArchiveTitle(15, 2025)).toBe("Programação da 15ª edição (2025)");
});

test("an archived programme is dated and named by its edition, without 'em breve' or session ids", () => {
  const page = archivedProgramme(defaultProgramme, defaultEventFacts);
  expect(page).toMatchObject({ edition: 15, year: 2025, city: "Salvador" });
  // The default nursing congress is still 'em breve': nothing of it was published.
  expect(page.parts.map((part) => part.key)).toEqual(["cursos", "feridas", "estetica"]);
  const [courses, feridas] = page.parts;
  expect(courses!.days.map((day) => day.date)).toEqual(["27 de agosto de 2025"]);
  expect(feridas!.label).toBe("6º Congresso Internacional Feridas");
  expect(feridas!.days.map((day) => day.date)).toEqual([
    "28 de agosto de 2025",
    "29 de agosto de 2025",
  ]);
  const events = page.parts.flatMap((part) => part.days.flatMap((day) => day.events));
  expect(events.length).toBeGreaterThan(10);
  expect(events.filter((event) => "id" in event)).toEqual([]);
});
