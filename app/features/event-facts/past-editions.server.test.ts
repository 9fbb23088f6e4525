import { expect, test } from "vitest";
import { pastEditionSpans } from "./past-editions.server";

const at = (day: number) => new Date(Date.UTC(2025, 0, day));
const rows = (...editions: number[]) =>
  editions.map((edition, index) => ({ id: `v${index}`, edition, createdAt: at(index + 1) }));

test("the current edition and a database of one edition have no past edition", () => {
  expect(pastEditionSpans([])).toEqual([]);
  expect(pastEditionSpans(rows(15, 15, 15))).toEqual([]);
});

test("a past edition spans from its first version to the next edition's publication", () => {
  expect(pastEditionSpans(rows(15, 15, 16, 16, 17))).toEqual([
    // The earliest edition owns everything saved before it.
    { edition: 15, from: null, until: at(3), id: "v1" },
    { edition: 16, from: at(3), until: at(5), id: "v3" },
  ]);
});

test("an edition restored after the next one's publication ends where its last stretch ends", () => {
  expect(pastEditionSpans(rows(15, 16, 15, 16))).toEqual([
    { edition: 15, from: null, until: at(4), id: "v2" },
  ]);
  // The 17th, back to the 16th: the 17th is no past edition.
  expect(pastEditionSpans(rows(15, 16, 17, 16))).toEqual([
    { edition: 15, from: null, until: at(2), id: "v0" },
  ]);
});
