import { expect, test } from "vitest";
import { headerNav, isCurrentEntry, isNavGroup } from "./navigation";

const links = { mainSite: "https://example.org", registrantsArea: "https://example.org/area" };
const entry = (label: string) => headerNav(links).find((item) => item.label === label)!;

test("a link is current on its own path, with or without a trailing slash", () => {
  const programme = entry("Programação");
  expect(isCurrentEntry(programme, "/programacao")).toBe(true);
  expect(isCurrentEntry(programme, "/programacao/")).toBe(true);
  expect(isCurrentEntry(programme, "/programacao/alteracoes")).toBe(false);
  expect(isCurrentEntry(programme, "/")).toBe(false);
});

test("an external link is never current, even on the path it names", () => {
  expect(isCurrentEntry(entry("Home"), "https://example.org")).toBe(false);
  expect(isCurrentEntry(entry("Home"), "/")).toBe(false);
});

test("a group is current when one of its links is, including a link's other pages", () => {
  const works = entry("Trabalhos Científicos");
  expect(isNavGroup(works)).toBe(true);
  expect(isCurrentEntry(works, "/trabalhos/premio-bigfral")).toBe(true);
  expect(isCurrentEntry(works, "/programacao")).toBe(false);
});
