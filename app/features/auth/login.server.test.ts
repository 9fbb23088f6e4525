import { expect, test } from "vitest";
import type { Database } from "~/db/client.server";
import { adminUsers, auditLog } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { setAdminPassword, verifyCredentials } from "./admin-users.server";
import { adminHeaders } from "~/components/admin/admin-meta";
import {
  loginDelayMs,
  MAX_CODE_DELAY_MS,
  MAX_LOGIN_DELAY_MS,
  passwordLimits,
} from "~/utils/rate-limit.server";
import {
  authHeaders,
  type LogInOptions,
  logIn,
  retryAfterSeconds,
  tooManyAttemptsMessage,
} from "./login.server";
import { findSession } from "./session.server";

const t0 = 1_750_000_000_000;
const right = { email: "admin@x.test", password: "senha-certa-1" };
const wrong = { email: "admin@x.test", password: "errada" };

/** Options with a clock: no test sleeps. */
function clock(now: number): LogInOptions {
  return { now };
}

async function withAdmin(db: Database) {
  await setAdminPassword(db, right.email, right.password);
}

/**
 * For tests that make dozens of attempts where argon2 is not the point: the same answers as the
 * real check for the administrator's account, without spending 60 ms of CPU each.
 */
async function quickVerify(db: Database): Promise<LogInOptions["verify"]> {
  const [admin] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, mfaEnabledAt: adminUsers.mfaEnabledAt })
    .from(adminUsers);
  return async (_db, email, password) =>
    email === admin!.email && password === right.password ? admin! : null;
}

databaseTest(
  "failures from one address never stop the right password from another",
  async ({ db }) => {
    await withAdmin(db);
    const results = [];
    for (let i = 0; i < 12; i++) {
      results.push((await logIn(db, wrong, "10.0.0.1", clock(t0 + i * 1000))).status);
    }
    // Five password checks, then the pair waits; the sixth and later are refused unchecked.
    expect(results).toEqual([...Array(5).fill("invalid"), ...Array(7).fill("limited")]);
    // Even the right password waits from that address…
    const refused = await logIn(db, right, "10.0.0.1", clock(t0 + 20_000));
    expect(refused).toEqual({
      status: "limited",
      // …until 15 minutes after the first failure of the window.
      retryAfterMs: passwordLimits.pair.windowMs - 20_000,
    });
    // …but not from another address.
    const ok = await logIn(db, right, "10.0.0.2", clock(t0 + 21_000));
    expect(ok).toMatchObject({ status: "ok", mfaRequired: false });
    expect(await findSession(db, (ok as { token: string }).token, t0 + 22_000)).toMatchObject({
      email: "admin@x.test",
    });
    // When the window ends, the first address may try again.
    const later = await logIn(db, right, "10.0.0.1", clock(t0 + passwordLimits.pair.windowMs));
    expect(later.status).toBe("ok");
  },
);

databaseTest(
  "40 concurrent wrong guesses for one pair get at most 5 password checks",
  async ({ db }) => {
    await withAdmin(db);
    let checks = 0;
    const verify: LogInOptions["verify"] = async (...args) => {
      checks++;
      return verifyCredentials(...args);
    };
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => logIn(db, wrong, "10.0.0.1", { ...clock(t0), verify })),
    );
    // Each guess counts the pair, then the address: on PostgreSQL another guess can come between,
    // so one of the first five by the pair's count can be the address's 31st and be refused too.
    expect(checks).toBeGreaterThanOrEqual(1);
    expect(checks).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o.status === "invalid")).toHaveLength(checks);
    expect(outcomes.filter((o) => o.status === "limited")).toHaveLength(40 - checks);
    const audit = await db.select({ action: auditLog.action }).from(auditLog);
    expect(audit.filter((a) => a.action === "auth.login.failure")).toHaveLength(checks);
    // One entry per limit reached (the pair's 6th, the address's 31st; one guess may be both),
    // not 35.
    const limited = audit.filter((a) => a.action === "auth.login.limited").length;
    expect(limited).toBeGreaterThanOrEqual(1);
    expect(limited).toBeLessThanOrEqual(2);
  },
);

databaseTest("case, spaces and Unicode forms of the e-mail are one account", async ({ db }) => {
  await withAdmin(db);
  const spellings = [
    "admin@x.test",
    " ADMIN@x.test",
    "Admin@X.Test ",
    "ａｄｍｉｎ@x.test",
    "admin@x.test",
  ];
  for (const [i, email] of spellings.entries()) {
    expect((await logIn(db, { email, password: "errada" }, "10.0.0.1", clock(t0 + i))).status).toBe(
      "invalid",
    );
  }
  expect(
    (await logIn(db, { ...wrong, email: "ADMIN@X.TEST" }, "10.0.0.1", clock(t0 + 9))).status,
  ).toBe("limited");
  // The full-width spelling signs in as the same account (once its five failures' spacing has
  // passed).
  expect(
    (await logIn(db, { ...right, email: "ＡＤＭＩＮ@x.test" }, "10.0.0.2", clock(t0 + 1_000)))
      .status,
  ).toBe("ok");
});

databaseTest(
  "a success forgets the pair's failures; successes do not use up the address",
  async ({ db }) => {
    await withAdmin(db);
    const verify = await quickVerify(db);
    const at = (now: number) => ({ ...clock(now), verify });
    for (let i = 0; i < 4; i++) await logIn(db, wrong, "10.0.0.1", at(t0 + i));
    expect((await logIn(db, right, "10.0.0.1", at(t0 + 10))).status).toBe("ok");
    // The pair starts again from zero (each check after the account's spacing).
    for (let i = 0; i < 4; i++) {
      const now = t0 + 20 + i * MAX_LOGIN_DELAY_MS;
      expect((await logIn(db, wrong, "10.0.0.1", at(now))).status).toBe("invalid");
    }
    // Many people signing in from one office address are not stopped by the address limit.
    for (let i = 0; i < passwordLimits.address.limit + 5; i++) {
      expect((await logIn(db, right, "10.0.0.9", at(t0 + 60_000 + i))).status).toBe("ok");
    }
  },
);

databaseTest(
  "one address trying many accounts is stopped by the per-address limit",
  async ({ db }) => {
    await withAdmin(db);
    const verify = await quickVerify(db);
    const address = "10.0.0.9";
    for (let i = 0; i < passwordLimits.address.limit; i++) {
      const outcome = await logIn(db, { email: `conta-${i}@x.test`, password: "x" }, address, {
        ...clock(t0 + i),
        verify,
      });
      expect(outcome.status).toBe("invalid");
    }
    const limited = await logIn(db, { email: "nova@x.test", password: "x" }, address, {
      ...clock(t0 + 100),
      verify,
    });
    expect(limited).toEqual({
      status: "limited",
      retryAfterMs: passwordLimits.address.windowMs - 100,
    });
    expect((await logIn(db, right, "10.0.0.10", { ...clock(t0 + 100), verify })).status).toBe("ok");
  },
);

databaseTest(
  "an account attacked from many addresses has its checks spaced, never locked, never held",
  async ({ db }) => {
    await withAdmin(db);
    const verify = await quickVerify(db);
    let now = t0;
    for (let failures = 0; failures < 30; failures++) {
      // A botnet: each address stays under its own limits and comes back as soon as allowed.
      const spacing = loginDelayMs(failures);
      if (spacing > 0) {
        // Sooner is answered at once, with the time left.
        expect(
          await logIn(db, wrong, `10.2.0.${failures}`, { now: now + spacing - 1, verify }),
        ).toEqual({ status: "limited", retryAfterMs: 1 });
      }
      now += spacing;
      expect((await logIn(db, wrong, `10.1.0.${failures}`, { now, verify })).status).toBe(
        "invalid",
      );
    }
    expect(loginDelayMs(30)).toBe(MAX_LOGIN_DELAY_MS);
    // The organiser, from an address with no failures, is told to wait a few seconds at most…
    expect(await logIn(db, right, "192.168.0.5", { now: now + 1, verify })).toEqual({
      status: "limited",
      retryAfterMs: MAX_LOGIN_DELAY_MS - 1,
    });
    // …may ask again meanwhile without using up their address…
    for (let i = 2; i < 10; i++) {
      expect((await logIn(db, right, "192.168.0.5", { now: now + i, verify })).status).toBe(
        "limited",
      );
    }
    // …and signs in when the spacing has passed.
    expect(
      (await logIn(db, right, "192.168.0.5", { now: now + MAX_LOGIN_DELAY_MS, verify })).status,
    ).toBe("ok");

    const audit = await db.select().from(auditLog);
    expect(audit.filter((a) => a.action === "auth.login.failure")).toHaveLength(30);
    expect(audit.filter((a) => a.action === "auth.login.success")).toHaveLength(1);
    expect(audit.filter((a) => a.action === "auth.login.limited")).toHaveLength(0);
    // The log says who, from where and what, never the password.
    expect(JSON.stringify(audit)).not.toContain("errada");
    expect(JSON.stringify(audit)).not.toContain(right.password);
    expect(audit.find((a) => a.action === "auth.login.success")).toMatchObject({
      actor: "admin@x.test",
      details: { address: "192.168.0.5" },
    });
  },
);

const SALVADOR = "America/Bahia";

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
  const now = at - 10 * 60_000;
  const retryTimeText = (until: number, timeZone: string) =>
    tooManyAttemptsMessage(until - now, timeZone, now);
  expect(retryTimeText(at, SALVADOR)).toBe("Muitas tentativas. Tente novamente às 14:32.");
  expect(retryTimeText(at + 1, SALVADOR)).toBe("Muitas tentativas. Tente novamente às 14:33.");
  expect(retryTimeText(at - 59_000, SALVADOR)).toBe("Muitas tentativas. Tente novamente às 14:32.");
  expect(retryTimeText(at, "America/Manaus")).toBe("Muitas tentativas. Tente novamente às 13:32.");
});

test("Retry-After is in whole seconds, rounded up, at least one", () => {
  expect(retryAfterSeconds(900_000)).toBe("900");
  expect(retryAfterSeconds(1_001)).toBe("2");
  expect(retryAfterSeconds(0)).toBe("1");
});

test("a page passes on the Retry-After of its action, and nothing else", () => {
  expect(
    authHeaders({ actionHeaders: new Headers({ "Retry-After": "60", "X-Other": "1" }) }),
  ).toEqual({ ...adminHeaders, "Retry-After": "60" });
  expect(authHeaders({ actionHeaders: new Headers() })).toEqual(adminHeaders);
});
