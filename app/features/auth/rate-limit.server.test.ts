import { expect, test } from "vitest";
import { rateLimitHits } from "~/db/schema";
import { testEngines } from "~tests/support/databases";
import { clearHits, hit, isLimited, minutesText } from "./rate-limit.server";

const rule = { limit: 5, windowMs: 15 * 60_000 };
const t0 = 1_750_000_000_000;
const minute = 60_000;

for (const engine of testEngines) {
  test(`${engine.name}: five hits in the window are allowed, the sixth is limited`, async () => {
    const { db, close } = await engine.open();
    try {
      for (let i = 0; i < 5; i++) {
        expect(await isLimited(db, "login", "a@x.test", rule, t0 + i * minute)).toMatchObject({
          limited: false,
        });
        expect(await hit(db, "login", "a@x.test", rule, t0 + i * minute)).toMatchObject({
          count: i + 1,
          limited: false,
        });
      }
      const blocked = await isLimited(db, "login", "a@x.test", rule, t0 + 5 * minute);
      expect(blocked).toEqual({ count: 5, limited: true, retryAfterMs: 10 * minute });
      expect(minutesText(blocked.retryAfterMs)).toBe("10 minutos");

      const sixth = await hit(db, "login", "a@x.test", rule, t0 + 5 * minute);
      expect(sixth.limited).toBe(true);
      expect(sixth.count).toBe(6);
    } finally {
      await close();
    }
  });

  test(`${engine.name}: hits leave the window, and keys and buckets are counted apart`, async () => {
    const { db, close } = await engine.open();
    try {
      for (let i = 0; i < 5; i++) await hit(db, "login", "a@x.test", rule, t0 + i * minute);
      expect((await isLimited(db, "login", "b@x.test", rule, t0 + 5 * minute)).limited).toBe(false);
      expect((await isLimited(db, "outro", "a@x.test", rule, t0 + 5 * minute)).limited).toBe(false);

      // The first hit leaves the window 15 minutes after it: one more attempt is allowed then.
      const almost = await isLimited(db, "login", "a@x.test", rule, t0 + 15 * minute - 1);
      expect(almost).toMatchObject({ limited: true, retryAfterMs: 1 });
      expect(minutesText(almost.retryAfterMs)).toBe("1 minuto");
      expect((await isLimited(db, "login", "a@x.test", rule, t0 + 15 * minute)).limited).toBe(
        false,
      );
    } finally {
      await close();
    }
  });

  test(`${engine.name}: clearing a key forgets its hits; old hits are pruned`, async () => {
    const { db, close } = await engine.open();
    try {
      for (let i = 0; i < 5; i++) await hit(db, "login", "a@x.test", rule, t0 + i);
      await hit(db, "login", "b@x.test", rule, t0);
      await clearHits(db, "login", "a@x.test");
      expect((await isLimited(db, "login", "a@x.test", rule, t0 + 10)).count).toBe(0);
      expect((await isLimited(db, "login", "b@x.test", rule, t0 + 10)).count).toBe(1);

      await hit(db, "login", "c@x.test", rule, t0 + rule.windowMs + 1);
      const rows = await db.select({ key: rateLimitHits.key }).from(rateLimitHits);
      expect(rows.map((row) => row.key)).toEqual(["c@x.test"]);
    } finally {
      await close();
    }
  });
}

test("minutes are rounded up and never zero", () => {
  expect(minutesText(1)).toBe("1 minuto");
  expect(minutesText(60_000)).toBe("1 minuto");
  expect(minutesText(60_001)).toBe("2 minutos");
  expect(minutesText(0)).toBe("1 minuto");
});
