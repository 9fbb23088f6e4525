import { expect, test } from "vitest";
import {
  DELAY_FREE_FAILURES,
  MAX_CODE_DELAY_MS,
  MAX_LOGIN_DELAY_MS,
  loginDelayMs,
  retryAfterSeconds,
  retryTimeText,
  tooManyAttemptsMessage,
  withRetryAfter,
} from "./login-throttle";

const SALVADOR = "America/Bahia";

test("an account's failures space its checks more and more, up to a few seconds", () => {
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

test("the code step's spacing grows to half a minute: about 30 guesses in 15 minutes", () => {
  const delays = Array.from({ length: 40 }, (_, failures) =>
    loginDelayMs(failures, MAX_CODE_DELAY_MS),
  );
  expect(delays.slice(DELAY_FREE_FAILURES, DELAY_FREE_FAILURES + 8)).toEqual([
    250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000,
  ]);
  expect(Math.max(...delays)).toBe(MAX_CODE_DELAY_MS);
  // A guesser who always comes back as soon as allowed, from as many addresses as it likes.
  let failures = 0;
  for (let at = 0; at < 15 * 60_000; at += loginDelayMs(failures, MAX_CODE_DELAY_MS)) failures++;
  expect(failures).toBeGreaterThanOrEqual(30);
  expect(failures).toBeLessThanOrEqual(45);
});

test("a wait under a minute is a few seconds; a longer one gives the time", () => {
  const now = Date.UTC(2025, 7, 27, 17, 20, 0);
  expect(tooManyAttemptsMessage(MAX_CODE_DELAY_MS, SALVADOR, now)).toBe(
    "Muitas tentativas. Aguarde alguns segundos e tente novamente.",
  );
  expect(tooManyAttemptsMessage(12 * 60_000, SALVADOR, now)).toBe(
    "Muitas tentativas. Tente novamente às 14:32.",
  );
});

test("the time to try again is the next whole minute in the event's time zone", () => {
  // 17:32:00 UTC is 14:32 in Salvador (UTC−3, no daylight saving).
  const at = Date.UTC(2025, 7, 27, 17, 32, 0);
  expect(retryTimeText(at, SALVADOR)).toBe("14:32");
  expect(retryTimeText(at + 1, SALVADOR)).toBe("14:33");
  expect(retryTimeText(at - 59_000, SALVADOR)).toBe("14:32");
  expect(retryTimeText(at, "America/Manaus")).toBe("13:32");
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
