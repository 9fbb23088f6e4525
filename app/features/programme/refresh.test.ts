import { expect, test } from "vitest";
import { MIN_REFRESH_INTERVAL_MS, shouldRefresh } from "./refresh";

test("a forced refresh always runs", () => {
  expect(shouldRefresh(1_000, 1_001, true)).toBe(true);
  expect(shouldRefresh(null, 0, true)).toBe(true);
});

test("a normal refresh is skipped under 2 s after the last load", () => {
  expect(MIN_REFRESH_INTERVAL_MS).toBe(2000);
  expect(shouldRefresh(10_000, 10_000, false)).toBe(false);
  expect(shouldRefresh(10_000, 11_999, false)).toBe(false);
  expect(shouldRefresh(10_000, 12_000, false)).toBe(true);
  expect(shouldRefresh(10_000, 60_000, false)).toBe(true);
});

test("a normal refresh runs when nothing was loaded yet", () => {
  expect(shouldRefresh(null, 5, false)).toBe(true);
});
