import { expect, test } from "vitest";
import { rateLimitCounts } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import {
  countAttempt,
  DELAY_FREE_FAILURES,
  loginDelayMs,
  MAX_CODE_DELAY_MS,
  MAX_LOGIN_DELAY_MS,
  minutesText,
  retryAfterMs,
  sweepAttempts,
} from "./rate-limit.server";

const rule = { bucket: "form", limit: 5, windowMs: 15 * 60_000 };
const t0 = 1_750_000_000_000;
const minute = 60_000;

databaseTest(
  "five attempts in the window are allowed, the sixth waits for its end",
  async ({ db }) => {
    for (let i = 0; i < 5; i++) {
      const counted = await countAttempt(db, rule, "10.0.0.1", t0 + i * minute);
      expect(counted).toEqual({ count: i + 1, windowStartedAt: t0 });
      expect(retryAfterMs(rule, counted, t0 + i * minute)).toBe(0);
    }
    const sixth = await countAttempt(db, rule, "10.0.0.1", t0 + 5 * minute);
    expect(sixth.count).toBe(6);
    expect(retryAfterMs(rule, sixth, t0 + 5 * minute)).toBe(10 * minute);
    expect(minutesText(retryAfterMs(rule, sixth, t0 + 5 * minute))).toBe("10 minutos");
  },
);

databaseTest(
  "keys and buckets are counted apart; a window that ended starts again",
  async ({ db }) => {
    for (let i = 0; i < 5; i++) await countAttempt(db, rule, "10.0.0.1", t0 + i * minute);
    expect((await countAttempt(db, rule, "10.0.0.2", t0 + 5 * minute)).count).toBe(1);
    expect((await countAttempt(db, { ...rule, bucket: "outro" }, "10.0.0.1", t0)).count).toBe(1);
    expect(await countAttempt(db, rule, "10.0.0.1", t0 + rule.windowMs)).toEqual({
      count: 1,
      windowStartedAt: t0 + rule.windowMs,
    });
  },
);

databaseTest("concurrent attempts each get their own number", async ({ db }) => {
  const counts = await Promise.all(
    Array.from({ length: 8 }, () => countAttempt(db, rule, "10.0.0.1", t0)),
  );
  expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

databaseTest("a sweep deletes the bucket's ended windows only", async ({ db }) => {
  await countAttempt(db, rule, "10.0.0.1", t0);
  await countAttempt(db, { ...rule, bucket: "outro" }, "10.0.0.1", t0);
  await countAttempt(db, rule, "10.0.0.2", t0 + rule.windowMs);
  await sweepAttempts(db, rule, t0 + rule.windowMs + 1);
  const rows = await db
    .select({ bucket: rateLimitCounts.bucket, key: rateLimitCounts.key })
    .from(rateLimitCounts);
  expect(rows.sort((a, b) => a.bucket.localeCompare(b.bucket))).toEqual([
    { bucket: "form", key: "10.0.0.2" },
    { bucket: "outro", key: "10.0.0.1" },
  ]);
});

test("minutes are rounded up and never zero", () => {
  expect(minutesText(1)).toBe("1 minuto");
  expect(minutesText(60_000)).toBe("1 minuto");
  expect(minutesText(60_001)).toBe("2 minutos");
  expect(minutesText(0)).toBe("1 minuto");
});

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
