import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { loadConfig } from "~/config.server";
import { adminUsers, sessions } from "~/db/schema";
import { readFlash, serializeFlash } from "~/utils/flash.server";
import { databaseTest } from "~tests/support/databases";
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSession,
  readSessionToken,
  serializeSessionCookie,
  sessionTimes,
} from "./session.server";

const t0 = 1_750_000_000_000;
const minute = 60_000;

databaseTest("a session lives while used, until 30 min idle or 12 h in all", async ({ db }) => {
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

  expect(await findSession(db, token, t0 + minute)).toEqual({
    id: user!.id,
    email: "admin@x.test",
  });
  expect(await findSession(db, "outro-token", t0 + minute)).toBeNull();

  // Activity is written at most once a minute…
  await findSession(db, token, t0 + minute + 30_000);
  const [afterTouch] = await db.select({ at: sessions.lastSeenAt }).from(sessions);
  expect(afterTouch?.at.getTime()).toBe(t0 + minute);

  // …and keeps the session alive past 30 min since login, but not past 12 h.
  expect(sessionTimes).toMatchObject({ idleMs: 30 * minute, absoluteMs: 12 * 60 * minute });
  for (let at = t0 + minute; at < t0 + sessionTimes.absoluteMs; at += 25 * minute) {
    expect(await findSession(db, token, at), `at +${(at - t0) / minute} min`).not.toBeNull();
  }
  expect(await findSession(db, token, t0 + sessionTimes.absoluteMs)).toBeNull();
  // An expired session is deleted on sight.
  expect(await db.select().from(sessions)).toHaveLength(0);
});

databaseTest(
  "an idle session ends after 30 min; logout and password change delete sessions",
  async ({ db }) => {
    const [user] = await db
      .insert(adminUsers)
      .values({ email: "admin@x.test", passwordHash: "x" })
      .returning();
    const idle = await createSession(db, user!.id, t0);
    expect(await findSession(db, idle, t0 + sessionTimes.idleMs - 1)).not.toBeNull();
    const idleAgain = await createSession(db, user!.id, t0);
    expect(await findSession(db, idleAgain, t0 + sessionTimes.idleMs)).toBeNull();

    const first = await createSession(db, user!.id, t0);
    const second = await createSession(db, user!.id, t0);
    expect(first).not.toBe(second);
    await deleteSession(db, first);
    expect(await findSession(db, first, t0 + 1)).toBeNull();
    expect(await findSession(db, second, t0 + 1)).not.toBeNull();

    await deleteUserSessions(db, user!.id);
    expect(await findSession(db, second, t0 + 1)).toBeNull();

    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);

    // A session waiting for its second factor never passes as signed in, and lasts 5 minutes.
    const pending = await createSession(db, user!.id, t0, { mfaPending: true });
    expect(await findSession(db, pending, t0 + 1)).toBeNull();
    expect(await findSession(db, pending, t0 + sessionTimes.mfaPendingMs - 1, true)).toEqual({
      id: user!.id,
      email: "admin@x.test",
    });
    expect(await findSession(db, pending, t0 + sessionTimes.mfaPendingMs, true)).toBeNull();
    // A full session is not a pending one either.
    const full = await createSession(db, user!.id, t0);
    expect(await findSession(db, full, t0 + 1, true)).toBeNull();
  },
);

test("over https the session cookie is __Host-session, Secure; on http it stays __session", async () => {
  const config = loadConfig({});
  const https = new Request("https://congresso.example/admin/login");
  const http = new Request("http://localhost:3000/admin/login");

  const secure = await serializeSessionCookie(https, config, "abc");
  expect(secure).toMatch(/^__Host-session=[^;]+; /);
  expect(secure).toContain("; Secure");
  expect(secure).toContain("; HttpOnly");
  expect(secure).toContain("; SameSite=Lax");
  expect(secure).toContain("; Path=/");
  expect(secure).not.toMatch(/Domain=/i);

  const plain = await serializeSessionCookie(http, config, "abc");
  expect(plain).toMatch(/^__session=[^;]+; /);
  expect(plain).not.toContain("Secure");

  // A configured https site makes every response secure, whatever the request says.
  const httpsSite = loadConfig({ PUBLIC_URL: "https://congresso.example" });
  expect(await serializeSessionCookie(http, httpsSite, "abc")).toMatch(/^__Host-session=/);

  // Reading looks only at the name that matches the request.
  const cookie = (request: Request, value: string) =>
    new Request(request.url, { headers: { Cookie: value } });
  const secureValue = secure.split(";")[0]!;
  const plainValue = plain.split(";")[0]!;
  expect(await readSessionToken(cookie(https, secureValue), config)).toBe("abc");
  expect(await readSessionToken(cookie(https, plainValue), config)).toBeNull();
  expect(await readSessionToken(cookie(http, plainValue), config)).toBe("abc");
  expect(await readSessionToken(cookie(http, secureValue), config)).toBeNull();

  // Toasts follow the same rule.
  const flash = await serializeFlash(config, { type: "success", message: "ok" }, https);
  expect(flash).toMatch(/^__Host-flash=.*; Secure/);
  expect(await serializeFlash(config, { type: "success", message: "ok" }, http)).toMatch(
    /^__flash=/,
  );
  const read = await readFlash(cookie(https, flash.split(";")[0]!), config);
  expect(read.flash).toMatchObject({ message: "ok" });
  expect(read.headers?.get("Set-Cookie")).toMatch(/^__Host-flash=; /);
});
