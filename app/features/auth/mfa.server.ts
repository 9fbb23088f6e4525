import { and, eq, isNull, lt, or } from "drizzle-orm";
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { type AdminUser } from "~/context";
import type { Database } from "~/db/client.server";
import { adminRecoveryCodes, adminUsers } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { codeLimits, throttledAttempt } from "~/utils/rate-limit.server";
import { auditAccount, normalizeEmail, withConfiguredDatabase } from "./admin-users.server";
import { TOTP_CODE } from "./auth-schema";
import { createSession, deleteSession, deleteUserSessions, findSession } from "./session.server";

/** otpauth's defaults are what every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const totp = (secret: string, label?: string) =>
  new TOTP({ issuer: "Congresso de Enfermagem", label, secret: Secret.fromBase32(secret) });

/** The step `code` belongs to, or null; a step either side is accepted for a phone's clock drift. */
function totpStep(secret: string, code: string, now: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp(secret).counter({ timestamp: now }) + delta;
}

// Lower-case letters and digits without the easily confused ones (0/o, 1/l/i).
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Case, spaces and the hyphen do not matter; a fast hash suffices for ~50 random bits. */
const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("hex");

export type TwoFactorView = Awaited<ReturnType<typeof twoFactorView>>;

async function factorOf(db: Database, userId: string) {
  const [row] = await db
    .select({ secret: adminUsers.mfaSecret, enabledAt: adminUsers.mfaEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return row ?? { secret: null, enabledAt: null };
}

const recoveryCodesLeft = (db: Database, userId: string) =>
  db.$count(
    adminRecoveryCodes,
    and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)),
  );

/** What the two-factor page shows; the secret only while enrolment is unconfirmed. */
export async function twoFactorView(db: Database, admin: AdminUser) {
  const { secret, enabledAt } = await factorOf(db, admin.id);
  if (enabledAt) {
    return {
      state: "on" as const,
      enabledAt: enabledAt.toISOString(),
      recoveryCodesLeft: await recoveryCodesLeft(db, admin.id),
    };
  }
  if (!secret) return { state: "off" as const };
  return {
    state: "pending" as const,
    secret,
    // SVG with no script, no style attribute, nothing external (strict CSP).
    qrSvg: await QRCode.toString(totp(secret, admin.email).toString(), {
      type: "svg",
      margin: 2,
      errorCorrectionLevel: "M",
    }),
  };
}

/** Starts (a new 160-bit secret, RFC 4226's advice) or cancels an enrolment; an enabled one needs a code. */
export async function setEnrolment(db: Database, admin: AdminUser, start: boolean) {
  await db
    .update(adminUsers)
    .set({ mfaSecret: start ? new Secret({ size: 20 }).base32 : null, mfaLastStep: null })
    .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.mfaEnabledAt)));
}

/** Ten new codes `xxxxx-xxxxx` (10 random characters of 31 each, about 50 bits) replace the old
 * ones; returned in clear, the only time they exist so. */
async function replaceRecoveryCodes(tx: Database, userId: string, now: number) {
  const codes = Array.from({ length: 10 }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx
    .insert(adminRecoveryCodes)
    .values(
      codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: new Date(now) })),
    );
  return codes;
}

/** `mfa_last_step` only moves forward, in one statement, so no code is accepted twice. */
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

/** A code checked under the second step's limits; wrong and refused attempts are audited. */
const checkCode = <T>(
  db: Database,
  admin: AdminUser,
  address: string,
  check: () => Promise<T | null>,
  now: number,
) =>
  throttledAttempt(
    db,
    codeLimits,
    { account: admin.id, address },
    check,
    auditAccount(db, admin.email, admin.id, address),
    now,
  );

/** A code proves the app holds the secret; other sessions, which never gave this factor, end. */
export async function confirmEnrolment(
  db: Database,
  admin: AdminUser,
  sessionToken: string,
  code: string,
  address: string,
  { now = Date.now() } = {},
) {
  const { secret, enabledAt } = await factorOf(db, admin.id);
  if (!secret || enabledAt) return { status: "invalid" as const };
  const outcome = await checkCode(db, admin, address, async () => totpStep(secret, code, now), now);
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
    await deleteUserSessions(tx, admin.id, sessionToken);
    await auditAccount(tx, admin.email, admin.id, address)("auth.mfa.enroll");
    return fresh;
  });
  return codes ? { status: "ok" as const, value: codes } : { status: "invalid" as const };
}

async function removeFactor(tx: Database, userId: string, now: number) {
  await tx
    .update(adminUsers)
    .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null, updatedAt: new Date(now) })
    .where(eq(adminUsers.id, userId));
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
}

/** New recovery codes (the old ones stop working) or the factor off, once a current app code proves it. */
export async function changeFactor(
  db: Database,
  admin: AdminUser,
  intent: "regenerate" | "disable",
  code: string,
  address: string,
  { now = Date.now() } = {},
) {
  const outcome = await checkCode(
    db,
    admin,
    address,
    async () => {
      const { secret, enabledAt } = await factorOf(db, admin.id);
      return secret && enabledAt && (await consumeTotp(db, admin.id, secret, code, now))
        ? true
        : null;
    },
    now,
  );
  if (outcome.status !== "ok") return outcome;
  const value = await db.transaction(async (tx) => {
    const audit = auditAccount(tx, admin.email, admin.id, address);
    if (intent === "disable") {
      await removeFactor(tx, admin.id, now);
      await audit("auth.mfa.disable");
      return true as const;
    }
    const fresh = await replaceRecoveryCodes(tx, admin.id, now);
    await audit("auth.mfa.recovery_regenerate");
    return fresh;
  });
  return { status: "ok" as const, value };
}

/** The login's second step; success replaces the waiting session by a new id that passes the guard. */
export async function verifySecondFactor(
  db: Database,
  pendingToken: string,
  code: string,
  address: string,
  { now = Date.now() } = {},
) {
  const admin = await findSession(db, pendingToken, now, true);
  if (!admin) return { status: "expired" as const };
  const { secret, enabledAt } = await factorOf(db, admin.id);
  if (!secret || !enabledAt) {
    await deleteSession(db, pendingToken);
    return { status: "expired" as const };
  }
  const outcome = await checkCode(
    db,
    admin,
    address,
    async () => {
      if (TOTP_CODE.test(code)) {
        return (await consumeTotp(db, admin.id, secret, code, now)) ? ("totp" as const) : null;
      }
      // Marked used in one statement, so a recovery code works once.
      const used = await db
        .update(adminRecoveryCodes)
        .set({ usedAt: new Date(now) })
        .where(
          and(
            eq(adminRecoveryCodes.userId, admin.id),
            eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodes.id });
      return used.length > 0 ? ("recovery" as const) : null;
    },
    now,
  );
  if (outcome.status !== "ok") return outcome;

  const recovery = outcome.value === "recovery";
  const left = recovery ? await recoveryCodesLeft(db, admin.id) : null;
  const token = await db.transaction(async (tx) => {
    await deleteSession(tx, pendingToken);
    const audit = auditAccount(tx, admin.email, admin.id, address);
    if (recovery) await audit("auth.mfa.recovery_used", { recoveryCodesLeft: left });
    await audit("auth.mfa.success", { method: outcome.value });
    return createSession(tx, admin.id, now);
  });
  return { status: "ok" as const, token, recoveryCodesLeft: left };
}

/** For a lost phone: the factor and recovery codes go, every session ends; false if no such admin. */
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

/** `npm run admin -- reset-mfa EMAIL` (with the embedded database the server must be stopped). */
export function resetTwoFactorCommand(email: string, env: NodeJS.ProcessEnv = process.env) {
  return withConfiguredDatabase(env, async (db) => {
    if (!(await resetTwoFactor(db, email))) {
      throw new Error(`Administrador não encontrado: ${normalizeEmail(email)}`);
    }
    return `Autenticação em dois fatores removida de ${normalizeEmail(email)}; todas as sessões foram encerradas.`;
  });
}
