import { expect, test } from "vitest";
import { refreshIsDue } from "./programme-page";

test("a refresh on focus is skipped under 2 s after the last load", () => {
  expect(refreshIsDue(10_000, 10_000)).toBe(false);
  expect(refreshIsDue(10_000, 11_999)).toBe(false);
  expect(refreshIsDue(10_000, 12_000)).toBe(true);
  expect(refreshIsDue(10_000, 60_000)).toBe(true);
});

test("a refresh on focus runs when nothing was loaded yet", () => {
  expect(refreshIsDue(null, 5)).toBe(true);
});
