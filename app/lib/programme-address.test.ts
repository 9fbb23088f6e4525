import { expect, test } from "vitest";
import { MAX_CONGRESS_DAYS } from "~/content/programme-keys";
import {
  filtersOfSelection,
  homeProgrammeLink,
  programmeLink,
  programmeQuery,
  publishedPageQuery,
  readCongressDay,
  readProgrammeFilters,
  readProgrammeSelection,
  searchReturnLink,
  sessionLinkQuery,
  tabSelectionOf,
} from "~/lib/programme-address";

/** The default edition's congress days. */
const DAYS = 2;
const read = (query: string, dayCount = DAYS) =>
  readProgrammeSelection(new URLSearchParams(query), dayCount);
const key = (path: string, query: string, dayCount = DAYS) =>
  publishedPageQuery(path, new URLSearchParams(query), dayCount);

test("a query names a congress and day; anything else is the default (the courses)", () => {
  expect(read("congresso=feridas&dia=2")).toEqual({ congress: "feridas", day: 2 });
  expect(read("congresso=estetica")).toEqual({ congress: "estetica", day: 1 });
  expect(read("")).toEqual({ congress: "cursos", day: 1 });
  expect(read("congresso=outro&dia=9")).toEqual({ congress: "cursos", day: 1 });
  expect(read("congresso=nursing&dia=1.5")).toEqual({ congress: "nursing", day: 1 });
  expect(read("congresso=feridas&dia=3")).toEqual({ congress: "feridas", day: 1 });
});

test("the days a query may name are the edition's, up to seven", () => {
  expect(read("congresso=feridas&dia=3", 3)).toEqual({ congress: "feridas", day: 3 });
  expect(read("congresso=feridas&dia=7", 7)).toEqual({ congress: "feridas", day: 7 });
  expect(read("congresso=feridas&dia=4", 3)).toEqual({ congress: "feridas", day: 1 });
  expect(read("congresso=feridas&dia=0", 7)).toEqual({ congress: "feridas", day: 1 });
  expect(read("congresso=feridas&dia=-1", 7)).toEqual({ congress: "feridas", day: 1 });
  expect(read("congresso=estetica&dia=1", 1)).toEqual({ congress: "estetica", day: 1 });
  expect(key("/programacao", "congresso=feridas&dia=5", 5)).toBe("congresso=feridas&dia=5");
  expect(key("/programacao", "congresso=feridas&dia=5")).toBe("congresso=feridas&dia=1");
});

test("links have one spelling, without a day for the courses", () => {
  expect(programmeLink({ congress: "feridas", day: 2 })).toBe(
    "/programacao?congresso=feridas&dia=2",
  );
  expect(programmeLink({ congress: "cursos", day: 2 })).toBe("/programacao");
  expect(programmeQuery({ congress: "nursing", day: 1 })).toBe("congresso=nursing&dia=1");
});

test("the cache keeps one entry per selection of /programacao and none for other pages", () => {
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
  expect(key("/", "dia=2&congresso=estetica&fbclid=1")).toBe("congresso=estetica&dia=2");
  expect(key("/_.data", "congresso=estetica&dia=2&_routes=routes/home")).toBe(
    "congresso=estetica&dia=2",
  );
  expect(key("/", "congresso=cursos&dia=2")).toBe("");
  expect(key("/", "utm_source=whatsapp")).toBe("");
  expect(key("/home", "congresso=feridas")).toBe("");

  // Every query of the home page falls into one of the courses and 3 × its days: seven for
  // the default edition; the cache, keying before the facts are read, takes every day there may be.
  const variants = (dayCount: number) => {
    const keys = new Set<string | null>();
    for (const congress of ["", "cursos", "nursing", "feridas", "estetica", "x"]) {
      for (const day of ["", "1", "2", "3", "02", "7", "8", "99"]) {
        keys.add(key("/", `congresso=${congress}&dia=${day}`, dayCount));
      }
    }
    return keys.size;
  };
  expect(variants(DAYS)).toBe(1 + 3 * DAYS);
  expect(variants(MAX_CONGRESS_DAYS)).toBe(1 + 3 * 4);
});

test("an agenda's calendar is never shared; the programme's calendars are one entry each", () => {
  expect(key("/minha-agenda.ics", "sessoes=a,b")).toBeNull();
  expect(key("/minha-agenda.ics", "")).toBeNull();
  expect(key("/programacao.ics", "utm_source=x")).toBe("");
  expect(key("/programacao/feridas.ics", "q=curativo")).toBe("");
});

test("the search form and the tabs are one state: a congress and a day alone are a tab", () => {
  expect(tabSelectionOf({ q: "" })).toEqual({ congress: "cursos", day: 1 });
  expect(tabSelectionOf({ q: "", congress: "feridas", day: 2 })).toEqual({
    congress: "feridas",
    day: 2,
  });
  // Anything more narrows to a list of results.
  expect(tabSelectionOf({ q: "curativo", congress: "feridas", day: 2 })).toBeNull();
  expect(tabSelectionOf({ q: "", congress: "feridas", day: 2, type: "palestra" })).toBeNull();
  expect(tabSelectionOf({ q: "", congress: "feridas", day: 2, room: "Sala 03" })).toBeNull();
  expect(tabSelectionOf({ q: "", congress: "feridas" })).toBeNull();
  expect(tabSelectionOf({ q: "", day: 2 })).toBeNull();
  expect(tabSelectionOf({ q: "", congress: "cursos" })).toBeNull();

  expect(filtersOfSelection({ congress: "feridas", day: 2 })).toEqual({
    q: "",
    congress: "feridas",
    day: 2,
  });
  expect(filtersOfSelection({ congress: "cursos", day: 1 })).toEqual({ q: "" });
  for (const selection of [
    { congress: "cursos", day: 1 },
    { congress: "estetica", day: 2 },
  ] as const) {
    expect(tabSelectionOf(filtersOfSelection(selection))).toEqual(selection);
  }
});

test("a session found by a search leads back to that search, and only to a search", () => {
  const filters = readProgrammeFilters(new URLSearchParams("q=crônicas&congresso=feridas"), DAYS)!;
  const query = sessionLinkQuery(filters);
  expect(query).toBe("?de=q%3Dcr%25C3%25B4nicas%26congresso%3Dferidas");
  const back = (search: string) => searchReturnLink(new URLSearchParams(search), DAYS);
  expect(back(query)).toBe("/programacao?q=cr%C3%B4nicas&congresso=feridas#resultados");

  // Whatever else the query holds is a search's words or nothing, never an address.
  expect(back("")).toBeNull();
  expect(back("de=")).toBeNull();
  expect(back("de=https://example.com")).toBeNull();
  expect(back(`de=${encodeURIComponent("//example.com/?q=x")}`)).toBeNull();
  expect(back(`de=${encodeURIComponent("q=https://example.com")}`)).toBe(
    "/programacao?q=https%3A%2F%2Fexample.com#resultados",
  );
  expect(back(`de=${encodeURIComponent('q="><script>&tipo=x&dia=99')}`)).toBe(
    "/programacao?q=%22%3E%3Cscript%3E#resultados",
  );
  expect(back(`de=${encodeURIComponent(`q=${"a".repeat(2600)}`)}`)).toBeNull();
  // The longest search the form sends still leads back.
  const longest = sessionLinkQuery({ q: "ç".repeat(100), room: "ã".repeat(120), type: "palestra" });
  expect(back(longest)).toMatch(
    /^\/programacao\?q=(%C3%A7){100}&tipo=palestra&sala=(%C3%A3){120}#/,
  );
  // A tab's link is not a search: the session's own day is the way back then.
  expect(back(`de=${encodeURIComponent("congresso=feridas&dia=2")}`)).toBeNull();
});

test("a session page opened from a search is drawn for its request", () => {
  expect(key("/programacao/sessao/abertura-oficial", "de=q%3Dx")).toBeNull();
  expect(key("/programacao/sessao/abertura-oficial.data", "de=q%3Dx&_routes=x")).toBeNull();
  expect(key("/programacao/sessao/abertura-oficial", "")).toBe("");
  expect(key("/programacao/sessao/abertura-oficial", "utm_source=whatsapp")).toBe("");
});

test("a query's day is one of the edition's congress days, by its tab's number", () => {
  expect(readCongressDay("2", 2)).toBe(2);
  expect(readCongressDay("3", 2)).toBeUndefined();
  expect(readCongressDay("3", 3)).toBe(3);
  expect(readCongressDay("7", 7)).toBe(7);
  for (const value of [null, "", "0", "-1", "1.5", "dois", "8"]) {
    expect(readCongressDay(value, 7), String(value)).toBeUndefined();
  }
});
