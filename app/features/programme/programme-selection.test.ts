import { expect, test } from "vitest";
import {
  homeProgrammeLink,
  programmeLink,
  programmeQuery,
  publishedPageQuery,
  readProgrammeSelection,
} from "./programme-selection";

const read = (query: string) => readProgrammeSelection(new URLSearchParams(query));

test("a query names a congress and day; anything else is the default (the courses)", () => {
  expect(read("congresso=feridas&dia=2")).toEqual({ congress: "feridas", day: 2 });
  expect(read("congresso=estetica")).toEqual({ congress: "estetica", day: 1 });
  expect(read("")).toEqual({ congress: "cursos", day: 1 });
  expect(read("congresso=outro&dia=9")).toEqual({ congress: "cursos", day: 1 });
  expect(read("congresso=nursing&dia=1.5")).toEqual({ congress: "nursing", day: 1 });
});

test("links have one spelling, without a day for the courses", () => {
  expect(programmeLink({ congress: "feridas", day: 2 })).toBe(
    "/programacao?congresso=feridas&dia=2",
  );
  expect(programmeLink({ congress: "cursos", day: 2 })).toBe("/programacao");
  expect(programmeQuery({ congress: "nursing", day: 1 })).toBe("congresso=nursing&dia=1");
});

test("the cache keeps one entry per selection of /programacao and none for other pages", () => {
  const key = (path: string, query: string) => publishedPageQuery(path, new URLSearchParams(query));
  expect(key("/programacao", "dia=2&congresso=feridas&utm_source=whatsapp")).toBe(
    "congresso=feridas&dia=2",
  );
  expect(key("/programacao.data", "congresso=feridas&dia=2&_routes=x")).toBe(
    "congresso=feridas&dia=2",
  );
  expect(key("/programacao", "congresso=qualquer-coisa")).toBe("");
  expect(key("/sobre", "congresso=feridas")).toBe("");
});

test("a search is never a shared page; a form sent empty is the default page", () => {
  const key = (path: string, query: string) => publishedPageQuery(path, new URLSearchParams(query));
  expect(key("/programacao", "q=curativo&congresso=feridas")).toBeNull();
  expect(key("/programacao.data", "tipo=palestra&_routes=x")).toBeNull();
  expect(key("/programacao", "q=&congresso=&dia=&tipo=&sala=")).toBe("");
  expect(key("/sobre", "q=curativo")).toBe("");
  expect(key("/", "q=curativo&congresso=feridas&dia=2")).toBe("congresso=feridas&dia=2");
});

test("the home page's programme links land on its section, in the same spelling", () => {
  expect(homeProgrammeLink({ congress: "feridas", day: 2 })).toBe(
    "/?congresso=feridas&dia=2#program-section",
  );
  expect(homeProgrammeLink({ congress: "cursos", day: 2 })).toBe("/#program-section");
});

test("the cache keeps one entry per selection of the home page, its data included", () => {
  const key = (path: string, query: string) => publishedPageQuery(path, new URLSearchParams(query));
  expect(key("/", "dia=2&congresso=estetica&fbclid=1")).toBe("congresso=estetica&dia=2");
  expect(key("/_.data", "congresso=estetica&dia=2&_routes=routes/home")).toBe(
    "congresso=estetica&dia=2",
  );
  expect(key("/", "congresso=cursos&dia=2")).toBe("");
  expect(key("/", "utm_source=whatsapp")).toBe("");
  expect(key("/home", "congresso=feridas")).toBe("");

  // Every query of the home page falls into one of eight entries: the courses and 3 × 2 days.
  const variants = new Set<string | null>();
  for (const congress of ["", "cursos", "nursing", "feridas", "estetica", "x"]) {
    for (const day of ["", "1", "2", "3", "02"]) {
      variants.add(key("/", `congresso=${congress}&dia=${day}`));
    }
  }
  expect(variants.size).toBeLessThanOrEqual(8);
  expect(variants.size).toBe(7);
});

test("an agenda's calendar is never shared; the programme's calendars are one entry each", () => {
  const key = (path: string, query: string) => publishedPageQuery(path, new URLSearchParams(query));
  expect(key("/minha-agenda.ics", "sessoes=a,b")).toBeNull();
  expect(key("/minha-agenda.ics", "")).toBeNull();
  expect(key("/programacao.ics", "utm_source=x")).toBe("");
  expect(key("/programacao/feridas.ics", "q=curativo")).toBe("");
});
