import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { adminUsers, sessions } from "~/db/schema";
import { testEngines } from "~tests/support/databases";
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  sessionTimes,
} from "./session.server";

const t0 = 1_750_000_000_000;
const minute = 60_000;

for (const engine of testEngines) {
  test(`${engine.name}: a session lives while used, until 2 h idle or 12 h in all`, async () => {
    const { db, close } = await engine.open();
    try {
      const [user] = await db
        .insert(adminUsers)
        .values({ email: "admin@x.test", passwordHash: "x" })
        .returning();
      const token = await createSession(db, user!.id, t0);

      // Only the token's hash is stored.
      const [row] = await db.select().from(sessions);
      expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.id).not.toContain(token);
      expect(row?.expiresAt.getTime()).toBe(t0 + sessionTimes.absoluteMs);

      expect(await findSessionUser(db, token, t0 + minute)).toEqual({
        id: user!.id,
        email: "admin@x.test",
      });
      expect(await findSessionUser(db, "outro-token", t0 + minute)).toBeNull();

      // Activity is written at most once a minute…
      await findSessionUser(db, token, t0 + minute + 30_000);
      const [afterTouch] = await db.select({ at: sessions.lastSeenAt }).from(sessions);
      expect(afterTouch?.at.getTime()).toBe(t0 + minute);

      // …and keeps the session alive past 2 h since login, but not past 12 h.
      for (let at = t0 + minute; at < t0 + sessionTimes.absoluteMs; at += 90 * minute) {
        expect(
          await findSessionUser(db, token, at),
          `at +${(at - t0) / minute} min`,
        ).not.toBeNull();
      }
      expect(await findSessionUser(db, token, t0 + sessionTimes.absoluteMs)).toBeNull();
      // An expired session is deleted on sight.
      expect(await db.select().from(sessions)).toHaveLength(0);
    } finally {
      await close();
    }
  });

  test(`${engine.name}: an idle session ends after 2 h; logout and password change delete sessions`, async () => {
    const { db, close } = await engine.open();
    try {
      const [user] = await db
        .insert(adminUsers)
        .values({ email: "admin@x.test", passwordHash: "x" })
        .returning();
      const idle = await createSession(db, user!.id, t0);
      expect(await findSessionUser(db, idle, t0 + sessionTimes.idleMs - 1)).not.toBeNull();
      const idleAgain = await createSession(db, user!.id, t0);
      expect(await findSessionUser(db, idleAgain, t0 + sessionTimes.idleMs)).toBeNull();

      const first = await createSession(db, user!.id, t0);
      const second = await createSession(db, user!.id, t0);
      expect(first).not.toBe(second);
      await deleteSession(db, first);
      expect(await findSessionUser(db, first, t0 + 1)).toBeNull();
      expect(await findSessionUser(db, second, t0 + 1)).not.toBeNull();

      await deleteUserSessions(db, user!.id);
      expect(await findSessionUser(db, second, t0 + 1)).toBeNull();
      expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    } finally {
      await close();
    }
  });
}
