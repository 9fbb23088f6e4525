import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "~/db/client.server";
import { adminRecoveryCodes, adminUsers, auditLog, sessions } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { setAdminPassword } from "./admin-users.server";
import { Secret, TOTP } from "otpauth";
import { codeLimits, loginDelayMs, MAX_CODE_DELAY_MS } from "~/utils/rate-limit.server";
import { logIn } from "./login.server";
import {
  changeFactor,
  confirmEnrolment,
  resetTwoFactor,
  setEnrolment,
  twoFactorView,
  verifySecondFactor,
} from "./mfa.server";
import { createSession, findSession, sessionTimes } from "./session.server";

const t0 = 1_750_000_000_000;
const step = 30_000;
const password = "senha-certa-1";

/** The code an authenticator app shows at `now`. */
const totpCode = (secret: string, now: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now });

/** An administrator with the second factor on, as enrolment leaves them. */
async function enrolled(db: Database) {
  await setAdminPassword(db, "admin@x.test", password);
  const [row] = await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers);
  const admin = row!;
  const session = await createSession(db, admin.id, t0);
  await setEnrolment(db, admin, true);
  const view = await twoFactorView(db, admin);
  if (view.state !== "pending") throw new Error(`estado inesperado: ${view.state}`);
  const confirmed = await confirmEnrolment(
    db,
    admin,
    session,
    totpCode(view.secret, t0),
    "10.0.0.1",
    { now: t0 },
  );
  if (confirmed.status !== "ok") throw new Error(`confirmação: ${confirmed.status}`);
  return { admin, session, secret: view.secret, recoveryCodes: confirmed.value };
}

/** Password step from `address` at `now`: the waiting session's token. */
async function passwordStep(db: Database, now: number, address = "10.0.0.1") {
  const outcome = await logIn(db, { email: "admin@x.test", password }, address, {
    now,
  });
  if (outcome.status !== "ok" || !outcome.mfaRequired) throw new Error("esperava o 2º passo");
  return outcome.token;
}

databaseTest(
  "enrolment shows a QR code and the secret, then a code turns it on with 10 recovery codes",
  async ({ db }) => {
    await setAdminPassword(db, "admin@x.test", password);
    const [admin] = await db
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers);
    const session = await createSession(db, admin!.id, t0);
    const elsewhere = await createSession(db, admin!.id, t0);
    expect(await twoFactorView(db, admin!)).toEqual({ state: "off" });

    // An enrolment can be abandoned before it is confirmed.
    await setEnrolment(db, admin!, true);
    const abandoned = await twoFactorView(db, admin!);
    await setEnrolment(db, admin!, false);
    expect(await twoFactorView(db, admin!)).toEqual({ state: "off" });

    await setEnrolment(db, admin!, true);
    const view = await twoFactorView(db, admin!);
    expect(view).not.toEqual(abandoned);
    if (view.state !== "pending") throw new Error(view.state);
    expect(view.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(view.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Strict CSP: no script, no style attribute, nothing loaded from elsewhere.
    expect(view.qrSvg).not.toMatch(/<script|style=|href=/);
    // Not asked at login until a code confirms it.
    expect(
      (await logIn(db, { email: "admin@x.test", password }, "10.0.0.1", { now: t0 })).status,
    ).toBe("ok");
    expect(
      await logIn(db, { email: "admin@x.test", password }, "10.0.0.1", { now: t0 }),
    ).toMatchObject({ mfaRequired: false });

    const wrong = await confirmEnrolment(db, admin!, session, "000000", "10.0.0.1", {
      now: t0,
    });
    expect(wrong.status).toBe("invalid");
    const ok = await confirmEnrolment(db, admin!, session, totpCode(view.secret, t0), "10.0.0.1", {
      now: t0,
    });
    if (ok.status !== "ok") throw new Error(ok.status);
    expect(ok.value).toHaveLength(10);
    expect(new Set(ok.value).size).toBe(10);
    for (const code of ok.value) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored hashed only.
    const stored = await db.select({ hash: adminRecoveryCodes.codeHash }).from(adminRecoveryCodes);
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(ok.value).not.toContain(hash);
    }
    expect(await twoFactorView(db, admin!)).toMatchObject({ state: "on", recoveryCodesLeft: 10 });
    // This session stays; the others, which never gave the factor, end.
    expect(await findSession(db, session, t0 + 1)).not.toBeNull();
    expect(await findSession(db, elsewhere, t0 + 1)).toBeNull();
    const audit = await db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toContain("auth.mfa.enroll");
    expect(JSON.stringify(audit)).not.toContain(view.secret);
    expect(JSON.stringify(audit)).not.toContain(ok.value[0]);
  },
);

databaseTest(
  "with the factor on, login needs a code; a new session id; a code works once",
  async ({ db }) => {
    const { secret } = await enrolled(db);
    const now = t0 + 10 * step;
    const pending = await passwordStep(db, now);
    // The password alone gives no access.
    expect(await findSession(db, pending, now)).toBeNull();

    const wrong = await verifySecondFactor(db, pending, "123456", "10.0.0.1", { now });
    expect(wrong.status).toBe("invalid");
    const code = totpCode(secret, now);
    const ok = await verifySecondFactor(db, pending, code, "10.0.0.1", { now });
    if (ok.status !== "ok") throw new Error(ok.status);
    expect(ok.token).not.toBe(pending);
    expect(await findSession(db, ok.token, now + 1)).toMatchObject({ email: "admin@x.test" });
    // The waiting session is gone: its id cannot be reused.
    expect(await verifySecondFactor(db, pending, code, "10.0.0.1", { now })).toEqual({
      status: "expired",
    });
    const rows = await db.select({ pending: sessions.mfaPending }).from(sessions);
    expect(rows.every((row) => !row.pending)).toBe(true);

    // The same code (or an older one) on another login is refused…
    const again = await passwordStep(db, now + 1000);
    expect(
      (await verifySecondFactor(db, again, code, "10.0.0.1", { now: now + 1000 })).status,
    ).toBe("invalid");
    expect(
      (
        await verifySecondFactor(db, again, totpCode(secret, now - step), "10.0.0.1", {
          now: now + 1000,
        })
      ).status,
    ).toBe("invalid");
    // …the next step's code works.
    expect(
      (
        await verifySecondFactor(db, again, totpCode(secret, now + step), "10.0.0.1", {
          now: now + step,
        })
      ).status,
    ).toBe("ok");
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    );
    expect(actions).toContain("auth.login.mfa_required");
    expect(actions.filter((a) => a === "auth.mfa.success")).toHaveLength(2);
    expect(actions.filter((a) => a === "auth.mfa.failure")).toHaveLength(3);
  },
);

databaseTest(
  "a recovery code works once; the waiting session ends after 5 minutes",
  async ({ db }) => {
    const { recoveryCodes } = await enrolled(db);
    const now = t0 + 100 * step;
    const first = await passwordStep(db, now);
    // Typed in capitals and without the hyphen, it is still the code.
    const typed = recoveryCodes[3]!.toUpperCase().replace("-", "");
    const ok = await verifySecondFactor(db, first, typed, "10.0.0.1", { now });
    expect(ok).toMatchObject({ status: "ok", recoveryCodesLeft: 9 });

    const second = await passwordStep(db, now + 1);
    expect(
      (await verifySecondFactor(db, second, recoveryCodes[3]!, "10.0.0.1", { now })).status,
    ).toBe("invalid");
    expect(
      (await verifySecondFactor(db, second, recoveryCodes[4]!, "10.0.0.1", { now })).status,
    ).toBe("ok");
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    );
    expect(actions.filter((a) => a === "auth.mfa.recovery_used")).toHaveLength(2);

    const late = await passwordStep(db, now + 10);
    expect(
      await verifySecondFactor(db, late, recoveryCodes[5]!, "10.0.0.1", {
        now: now + 10 + sessionTimes.mfaPendingMs,
      }),
    ).toEqual({ status: "expired" });
  },
);

databaseTest("the code step is limited per pair like passwords", async ({ db }) => {
  const { secret } = await enrolled(db);
  const now = t0 + 200 * step;
  const pending = await passwordStep(db, now);
  const statuses = [];
  for (let i = 0; i < 6; i++) {
    statuses.push(
      (await verifySecondFactor(db, pending, "000000", "10.0.0.1", { now: now + i })).status,
    );
  }
  expect(statuses).toEqual([...Array(5).fill("invalid"), "limited"]);
  expect(
    await verifySecondFactor(db, pending, totpCode(secret, now), "10.0.0.1", {
      now: now + 10,
    }),
  ).toEqual({ status: "limited", retryAfterMs: codeLimits.pair.windowMs - 10 });
  // From another address the right code still works (the account's five failures space its
  // checks by a quarter of a second).
  const other = await passwordStep(db, now + 20, "10.0.0.2");
  expect(
    await verifySecondFactor(db, other, totpCode(secret, now), "10.0.0.2", { now: now + 20 }),
  ).toEqual({ status: "limited", retryAfterMs: loginDelayMs(5, MAX_CODE_DELAY_MS) - 16 });
  expect(
    (await verifySecondFactor(db, other, totpCode(secret, now), "10.0.0.2", { now: now + 254 }))
      .status,
  ).toBe("ok");
});

/** One try at the second step from `address` at `now`: the password, then `code`. */
async function codeStep(db: Database, code: string, address: string, now: number) {
  return verifySecondFactor(db, await passwordStep(db, now, address), code, address, { now });
}

databaseTest(
  "wrong codes from many addresses space the account's checks but never lock the organiser out",
  async ({ db }) => {
    const { secret } = await enrolled(db);
    let now = t0 + 500 * step;
    // Someone with the password guesses from 20 addresses, each as soon as it is allowed.
    for (let failures = 0; failures < 20; failures++) {
      const spacing = loginDelayMs(failures, MAX_CODE_DELAY_MS);
      if (spacing > 0) {
        // Sooner is answered at once, with the time left, and costs that address nothing.
        expect(await codeStep(db, "000000", `10.8.0.${failures}`, now + spacing - 1)).toEqual({
          status: "limited",
          retryAfterMs: 1,
        });
      }
      now += spacing;
      expect((await codeStep(db, "000000", `10.9.0.${failures}`, now)).status).toBe("invalid");
    }
    // Today's limit of 20 would now refuse every code for 15 minutes; the organiser, from their
    // own address, is only told to wait, at most the longest spacing…
    const mine = await passwordStep(db, now + 1, "192.168.0.5");
    expect(
      await verifySecondFactor(db, mine, totpCode(secret, now + 1), "192.168.0.5", {
        now: now + 1,
      }),
    ).toEqual({ status: "limited", retryAfterMs: MAX_CODE_DELAY_MS - 1 });
    // …and asking again meanwhile does not use up their address's five tries.
    for (let i = 2; i < 10; i++) {
      expect(
        (await verifySecondFactor(db, mine, "000000", "192.168.0.5", { now: now + i })).status,
      ).toBe("limited");
    }
    const later = now + MAX_CODE_DELAY_MS;
    expect(
      (await verifySecondFactor(db, mine, totpCode(secret, later), "192.168.0.5", { now: later }))
        .status,
    ).toBe("ok");

    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    );
    expect(actions.filter((a) => a === "auth.mfa.failure")).toHaveLength(20);
    expect(actions.filter((a) => a === "auth.mfa.success")).toHaveLength(1);
    // Being told to wait a few seconds is not worth an entry each time.
    expect(actions).not.toContain("auth.mfa.limited");
  },
);

databaseTest("recovery codes are limited and spaced like codes from the app", async ({ db }) => {
  const { recoveryCodes } = await enrolled(db);
  const now = t0 + 600 * step;
  const wrong = "aaaaa-aaaaa";
  for (let i = 0; i < 5; i++) {
    expect((await codeStep(db, wrong, "10.0.0.1", now + i)).status).toBe("invalid");
  }
  // The pair's sixth is refused until its window ends…
  expect(await codeStep(db, recoveryCodes[0]!, "10.0.0.1", now + 60_000)).toEqual({
    status: "limited",
    retryAfterMs: codeLimits.pair.windowMs - 60_000,
  });
  // …another address is checked…
  expect((await codeStep(db, wrong, "10.0.0.2", now + 60_000)).status).toBe("invalid");
  // …and the account's sixth failure spaces the next check, the right recovery code's too.
  const spacing = loginDelayMs(6, MAX_CODE_DELAY_MS);
  expect(await codeStep(db, recoveryCodes[0]!, "10.0.0.3", now + 60_001)).toEqual({
    status: "limited",
    retryAfterMs: spacing - 1,
  });
  expect(await codeStep(db, recoveryCodes[0]!, "10.0.0.3", now + 60_000 + spacing)).toMatchObject({
    status: "ok",
    recoveryCodesLeft: 9,
  });
});

databaseTest("new recovery codes and disabling need a current code", async ({ db }) => {
  const { admin, secret, recoveryCodes } = await enrolled(db);
  const now = t0 + 300 * step;
  expect((await changeFactor(db, admin, "regenerate", "000000", "10.0.0.1", { now })).status).toBe(
    "invalid",
  );
  const fresh = await changeFactor(db, admin, "regenerate", totpCode(secret, now), "10.0.0.1", {
    now,
  });
  if (fresh.status !== "ok") throw new Error(fresh.status);
  expect(fresh.value).toHaveLength(10);
  expect(fresh.value).not.toContain(recoveryCodes[0]);
  // The old codes no longer work.
  const pending = await passwordStep(db, now + step);
  expect(
    (
      await verifySecondFactor(db, pending, recoveryCodes[0]!, "10.0.0.1", {
        now: now + step,
      })
    ).status,
  ).toBe("invalid");

  expect(
    (
      await changeFactor(db, admin, "disable", "000000", "10.0.0.1", {
        now: now + 2 * step,
      })
    ).status,
  ).toBe("invalid");
  expect(
    (
      await changeFactor(db, admin, "disable", totpCode(secret, now + 2 * step), "10.0.0.1", {
        now: now + 2 * step,
      })
    ).status,
  ).toBe("ok");
  expect(await twoFactorView(db, admin)).toEqual({ state: "off" });
  expect(await db.select().from(adminRecoveryCodes)).toHaveLength(0);
  const login = await logIn(db, { email: "admin@x.test", password }, "10.0.0.1", {
    now: now + 3 * step,
  });
  expect(login).toMatchObject({ status: "ok", mfaRequired: false });
});

databaseTest(
  "a reset removes the factor and the codes and signs out everywhere",
  async ({ db }) => {
    const { admin, session } = await enrolled(db);
    const now = t0 + 400 * step;
    const pending = await passwordStep(db, now);
    expect(await resetTwoFactor(db, " ADMIN@x.test ", now)).toBe(true);
    expect(await resetTwoFactor(db, "ninguem@x.test", now)).toBe(false);

    const [row] = await db
      .select({
        secret: adminUsers.mfaSecret,
        enabledAt: adminUsers.mfaEnabledAt,
        lastStep: adminUsers.mfaLastStep,
      })
      .from(adminUsers)
      .where(eq(adminUsers.id, admin.id));
    expect(row).toEqual({ secret: null, enabledAt: null, lastStep: null });
    expect(await db.select().from(adminRecoveryCodes)).toHaveLength(0);
    expect(await db.select().from(sessions)).toHaveLength(0);
    expect(await findSession(db, session, now)).toBeNull();
    expect(await verifySecondFactor(db, pending, "123456", "10.0.0.1", { now })).toEqual({
      status: "expired",
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "auth.mfa.reset"));
    expect(entry).toMatchObject({ entityId: admin.id });
    expect(await logIn(db, { email: "admin@x.test", password }, "10.0.0.1", { now })).toMatchObject(
      { status: "ok", mfaRequired: false },
    );
  },
);
