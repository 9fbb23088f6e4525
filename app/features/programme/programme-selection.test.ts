import { expect, test } from "vitest";
import {
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
