import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { type ServerConfig, loadConfig } from "~/config.server";
import { type Database, openDatabase } from "~/db/client.server";
import { adminRecoveryCodes, adminUsers } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { normalizeEmail } from "./admin-users.server";
import { type AttemptOptions, codeLimits, throttledAttempt } from "./login-attempts.server";
import { TOTP_CODE } from "./mfa-schema";
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  deleteUserSessions,
  findPendingSession,
} from "./session.server";
import { type AdminUser } from "~/context";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  qrCodeSvg,
  totpStep,
  totpUri,
} from "./totp.server";

/** What the two-factor page shows. The secret is shown only while enrolment is unconfirmed. */
export type TwoFactorView =
  | { state: "off" }
  | { state: "pending"; secret: string; qrSvg: string }
  | { state: "on"; enabledAt: string; recoveryCodesLeft: number };

export type CodeOutcome<T> =
  { status: "ok"; value: T } | { status: "invalid" } | { status: "limited"; retryAfterMs: number };

async function factorOf(db: Database, userId: string) {
  const [row] = await db
    .select({ secret: adminUsers.mfaSecret, enabledAt: adminUsers.mfaEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return row ?? { secret: null, enabledAt: null };
}

async function recoveryCodesLeft(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function twoFactorView(db: Database, admin: AdminUser): Promise<TwoFactorView> {
  const { secret, enabledAt } = await factorOf(db, admin.id);
  if (enabledAt) {
    return {
      state: "on",
      enabledAt: enabledAt.toISOString(),
      recoveryCodesLeft: await recoveryCodesLeft(db, admin.id),
    };
  }
  if (!secret) return { state: "off" };
  return { state: "pending", secret, qrSvg: await qrCodeSvg(totpUri(secret, admin.email)) };
}

/** Enrolment's first step: a new secret, kept unconfirmed (not asked at login) until a code proves it. */
export async function startEnrolment(db: Database, admin: AdminUser) {
  await db
    .update(adminUsers)
    .set({ mfaSecret: newTotpSecret(), mfaLastStep: null })
    .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.mfaEnabledAt)));
}

/** Abandons an unconfirmed enrolment (never an enabled factor: that needs a code). */
export async function cancelEnrolment(db: Database, admin: AdminUser) {
  await db
    .update(adminUsers)
    .set({ mfaSecret: null, mfaLastStep: null })
    .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.mfaEnabledAt)));
}

/** Replaces the recovery codes; returns them in clear, the only time they exist so. */
async function replaceRecoveryCodes(tx: Database, userId: string, now: number) {
  const codes = newRecoveryCodes();
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx
    .insert(adminRecoveryCodes)
    .values(
      codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: new Date(now) })),
    );
  return codes;
}

/**
 * Accepts a code from the app once: `mfa_last_step` only moves forward, in one statement, so a
 * code (or an older one) cannot be used again, even by two requests at the same time.
 */
async function consumeTotp(
  db: Database,
  userId: string,
  secret: string,
  code: string,
  now: number,
) {
  const step = totpStep(secret, code, now);
  if (step === null) return false;
  const accepted = await db
    .update(adminUsers)
    .set({ mfaLastStep: step })
    .where(
      and(
        eq(adminUsers.id, userId),
        eq(adminUsers.mfaSecret, secret),
        or(isNull(adminUsers.mfaLastStep), lt(adminUsers.mfaLastStep, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  return accepted.length > 0;
}

/** Marks a recovery code used, in one statement, so it works once. */
async function consumeRecoveryCode(db: Database, userId: string, code: string, now: number) {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

const auditFor =
  (db: Database, admin: AdminUser, address: string) =>
  (action: string, details?: Record<string, unknown>) =>
    recordAudit(db, {
      actor: admin.email,
      action,
      entity: "admin_user",
      entityId: admin.id,
      details: { address, ...details },
    });

/** A code checked under the second step's limits; wrong and refused attempts are audited. */
async function checkCode<T>(
  db: Database,
  admin: AdminUser,
  address: string,
  check: () => Promise<T | null>,
  options: AttemptOptions & { now: number },
): Promise<CodeOutcome<T>> {
  const audit = auditFor(db, admin, address);
  const outcome = await throttledAttempt(
    db,
    codeLimits,
    { account: admin.id, address },
    check,
    options,
  );
  if (outcome.status === "limited") {
    if (outcome.first) await audit("auth.mfa.limited");
    return { status: "limited", retryAfterMs: outcome.retryAfterMs };
  }
  if (outcome.status === "failed") {
    await audit("auth.mfa.failure", { accountFailures: outcome.accountFailures });
    return { status: "invalid" };
  }
  return outcome;
}

/**
 * Enrolment's second step: a code proves the app holds the secret. The factor is then on, the
 * 10 recovery codes are made (returned once, stored hashed) and the administrator's other
 * sessions, which never gave this factor, are ended.
 */
export async function confirmEnrolment(
  db: Database,
  admin: AdminUser,
  sessionToken: string,
  code: string,
  address: string,
  options: AttemptOptions = {},
): Promise<CodeOutcome<string[]>> {
  const now = options.now ?? Date.now();
  const { secret, enabledAt } = await factorOf(db, admin.id);
  if (!secret || enabledAt) return { status: "invalid" };
  const outcome = await checkCode(db, admin, address, async () => totpStep(secret, code, now), {
    ...options,
    now,
  });
  if (outcome.status !== "ok") return outcome;
  const codes = await db.transaction(async (tx) => {
    const enabled = await tx
      .update(adminUsers)
      .set({ mfaEnabledAt: new Date(now), mfaLastStep: outcome.value, updatedAt: new Date(now) })
      .where(
        and(
          eq(adminUsers.id, admin.id),
          eq(adminUsers.mfaSecret, secret),
          isNull(adminUsers.mfaEnabledAt),
        ),
      )
      .returning({ id: adminUsers.id });
    if (enabled.length === 0) return null;
    const fresh = await replaceRecoveryCodes(tx, admin.id, now);
    await deleteOtherSessions(tx, admin.id, sessionToken);
    await auditFor(tx, admin, address)("auth.mfa.enroll");
    return fresh;
  });
  return codes ? { status: "ok", value: codes } : { status: "invalid" };
}

/** A current code from the app, required to change an enabled factor (a confirmation that proves it). */
function confirmWithCode(
  db: Database,
  admin: AdminUser,
  code: string,
  address: string,
  options: AttemptOptions,
) {
  const now = options.now ?? Date.now();
  return checkCode(
    db,
    admin,
    address,
    async () => {
      const { secret, enabledAt } = await factorOf(db, admin.id);
      if (!secret || !enabledAt || !TOTP_CODE.test(code)) return null;
      return (await consumeTotp(db, admin.id, secret, code, now)) ? true : null;
    },
    { ...options, now },
  );
}

/** New recovery codes (the old ones stop working), after a current code from the app. */
export async function regenerateRecoveryCodes(
  db: Database,
  admin: AdminUser,
  code: string,
  address: string,
  options: AttemptOptions = {},
): Promise<CodeOutcome<string[]>> {
  const now = options.now ?? Date.now();
  const outcome = await confirmWithCode(db, admin, code, address, { ...options, now });
  if (outcome.status !== "ok") return outcome;
  const codes = await db.transaction(async (tx) => {
    const fresh = await replaceRecoveryCodes(tx, admin.id, now);
    await auditFor(tx, admin, address)("auth.mfa.recovery_regenerate");
    return fresh;
  });
  return { status: "ok", value: codes };
}

async function removeFactor(tx: Database, userId: string, now: number) {
  await tx
    .update(adminUsers)
    .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null, updatedAt: new Date(now) })
    .where(eq(adminUsers.id, userId));
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
}

/** Turns the factor off, after a current code from the app. */
export async function disableTwoFactor(
  db: Database,
  admin: AdminUser,
  code: string,
  address: string,
  options: AttemptOptions = {},
): Promise<CodeOutcome<true>> {
  const now = options.now ?? Date.now();
  const outcome = await confirmWithCode(db, admin, code, address, { ...options, now });
  if (outcome.status !== "ok") return outcome;
  await db.transaction(async (tx) => {
    await removeFactor(tx, admin.id, now);
    await auditFor(tx, admin, address)("auth.mfa.disable");
  });
  return { status: "ok", value: true };
}

export type VerifyOutcome =
  | { status: "ok"; token: string; admin: AdminUser; recoveryCodesLeft: number | null }
  | { status: "invalid" }
  | { status: "limited"; retryAfterMs: number }
  | { status: "expired" };

/**
 * The login's second step: a code from the app (once) or a recovery code (once), under the
 * same kind of limits as passwords. Success replaces the waiting session by a new one (a new
 * id), which is the first that passes the guard.
 */
export async function verifySecondFactor(
  db: Database,
  pendingToken: string,
  code: string,
  address: string,
  options: AttemptOptions = {},
): Promise<VerifyOutcome> {
  const now = options.now ?? Date.now();
  const admin = await findPendingSession(db, pendingToken, now);
  if (!admin) return { status: "expired" };
  const { secret, enabledAt } = await factorOf(db, admin.id);
  if (!secret || !enabledAt) {
    await deleteSession(db, pendingToken);
    return { status: "expired" };
  }
  const outcome = await checkCode(
    db,
    admin,
    address,
    async () => {
      if (TOTP_CODE.test(code)) {
        return (await consumeTotp(db, admin.id, secret, code, now)) ? ("totp" as const) : null;
      }
      return (await consumeRecoveryCode(db, admin.id, code, now)) ? ("recovery" as const) : null;
    },
    { ...options, now },
  );
  if (outcome.status !== "ok") return outcome;

  const recovery = outcome.value === "recovery";
  const left = recovery ? await recoveryCodesLeft(db, admin.id) : null;
  const token = await db.transaction(async (tx) => {
    await deleteSession(tx, pendingToken);
    const audit = auditFor(tx, admin, address);
    if (recovery) await audit("auth.mfa.recovery_used", { recoveryCodesLeft: left });
    await audit("auth.mfa.success", { method: outcome.value });
    return createSession(tx, admin.id, now);
  });
  return { status: "ok", token, admin, recoveryCodesLeft: left };
}

/**
 * Removes an administrator's second factor and recovery codes and signs them out everywhere
 * (for a lost phone). Returns false when there is no such administrator.
 */
export async function resetTwoFactor(db: Database, rawEmail: string, now = Date.now()) {
  const email = normalizeEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    if (!user) return false;
    await removeFactor(tx, user.id, now);
    await deleteUserSessions(tx, user.id);
    await recordAudit(tx, {
      actor: "linha de comando",
      action: "auth.mfa.reset",
      entity: "admin_user",
      entityId: user.id,
      details: { email },
    });
    return true;
  });
}

/**
 * `npm run admin -- reset-mfa EMAIL`: opens the configured database on its own, like
 * `set-password` (with the embedded one the server must be stopped first).
 */
export async function resetTwoFactorCommand(email: string, env: NodeJS.ProcessEnv = process.env) {
  const config: ServerConfig = loadConfig(env);
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    if (!(await resetTwoFactor(database.db, email))) {
      throw new Error(`Administrador não encontrado: ${normalizeEmail(email)}`);
    }
    return `Autenticação em dois fatores removida de ${normalizeEmail(email)}; todas as sessões foram encerradas.`;
  } finally {
    await database.close();
  }
}
