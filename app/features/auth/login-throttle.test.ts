import { expect, test } from "vitest";
import {
  DELAY_FREE_FAILURES,
  MAX_LOGIN_DELAY_MS,
  loginDelayMs,
  retryAfterSeconds,
  retryTimeText,
  withRetryAfter,
} from "./login-throttle";

test("an account's failures make attempts wait longer and longer, up to a few seconds", () => {
  for (let failures = 0; failures < DELAY_FREE_FAILURES; failures++) {
    expect(loginDelayMs(failures)).toBe(0);
  }
  const delays = Array.from({ length: 40 }, (_, i) => loginDelayMs(DELAY_FREE_FAILURES + i));
  expect(delays.slice(0, 5)).toEqual([250, 500, 1000, 2000, 4000]);
  for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
  expect(Math.max(...delays)).toBe(MAX_LOGIN_DELAY_MS);
  expect(MAX_LOGIN_DELAY_MS).toBeLessThanOrEqual(5_000);
  expect(loginDelayMs(1_000_000)).toBe(MAX_LOGIN_DELAY_MS);
});

test("the time to try again is the next whole minute in Salvador's time", () => {
  // 17:32:00 UTC is 14:32 in Salvador (UTC−3, no daylight saving).
  const at = Date.UTC(2025, 7, 27, 17, 32, 0);
  expect(retryTimeText(at)).toBe("14:32");
  expect(retryTimeText(at + 1)).toBe("14:33");
  expect(retryTimeText(at - 59_000)).toBe("14:32");
});

test("Retry-After is in whole seconds, rounded up, at least one", () => {
  expect(retryAfterSeconds(900_000)).toBe("900");
  expect(retryAfterSeconds(1_001)).toBe("2");
  expect(retryAfterSeconds(0)).toBe("1");
});

test("a page passes on the Retry-After of its action, and nothing else", () => {
  const page = { "Cache-Control": "no-store" };
  expect(withRetryAfter(page, new Headers({ "Retry-After": "60", "X-Other": "1" }))).toEqual({
    "Cache-Control": "no-store",
    "Retry-After": "60",
  });
  expect(withRetryAfter(page, new Headers())).toEqual(page);
});
