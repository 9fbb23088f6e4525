import { expect, test } from "vitest";
import { rateLimitHits } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { hit, minutesText } from "./rate-limit.server";

const rule = { limit: 5, windowMs: 15 * 60_000 };
const t0 = 1_750_000_000_000;
const minute = 60_000;

databaseTest("five hits in the window are allowed, the sixth is limited", async ({ db }) => {
  for (let i = 0; i < 5; i++) {
    expect(await hit(db, "form", "a@x.test", rule, t0 + i * minute)).toEqual({
      count: i + 1,
      limited: false,
      retryAfterMs: 0,
    });
  }
  // The second hit (t0 + 1 min) is the 5th newest once this one is in: it leaves at 16 min.
  const sixth = await hit(db, "form", "a@x.test", rule, t0 + 5 * minute);
  expect(sixth).toEqual({ count: 6, limited: true, retryAfterMs: 11 * minute });
  expect(minutesText(sixth.retryAfterMs)).toBe("11 minutos");
});

databaseTest("hits leave the window, and keys and buckets are counted apart", async ({ db }) => {
  for (let i = 0; i < 5; i++) await hit(db, "form", "a@x.test", rule, t0 + i * minute);
  expect((await hit(db, "form", "b@x.test", rule, t0 + 5 * minute)).count).toBe(1);
  expect((await hit(db, "outro", "a@x.test", rule, t0 + 5 * minute)).count).toBe(1);

  // The first hit leaves the window 15 minutes after it: a sixth is allowed then.
  const later = await hit(db, "form", "a@x.test", rule, t0 + 15 * minute);
  expect(later).toEqual({ count: 5, limited: false, retryAfterMs: 0 });
});

databaseTest("old hits of a bucket are pruned", async ({ db }) => {
  await hit(db, "form", "a@x.test", rule, t0);
  await hit(db, "form", "b@x.test", rule, t0);
  await hit(db, "form", "c@x.test", rule, t0 + rule.windowMs + 1);
  const rows = await db.select({ key: rateLimitHits.key }).from(rateLimitHits);
  expect(rows.map((row) => row.key)).toEqual(["c@x.test"]);
});

test("minutes are rounded up and never zero", () => {
  expect(minutesText(1)).toBe("1 minuto");
  expect(minutesText(60_000)).toBe("1 minuto");
  expect(minutesText(60_001)).toBe("2 minutos");
  expect(minutesText(0)).toBe("1 minuto");
});
