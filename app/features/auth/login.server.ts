import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { type AdminUser, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { serializeFlash } from "~/utils/flash.server";
import { recordLogin } from "~/utils/metrics.server";
import { clientAddress } from "~/utils/rate-limit.server";
import { normalizeEmail, verifyCredentials } from "./admin-users.server";
import { authMessages } from "./auth-messages";
import { type AttemptOptions, passwordLimits, throttledAttempt } from "./login-attempts.server";
import { type LoginCredentials, loginSchema } from "./login-schema";
import { retryAfterSeconds, tooManyAttemptsMessage } from "./login-throttle";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  LOGIN_PATH,
  readSessionToken,
  requireAdmin,
  serializeSessionCookie,
} from "./session.server";
import { reportError } from "~/utils/logger.server";

export const DASHBOARD_PATH = "/admin/dashboard";
/** The second step of a login, for an administrator with a second factor. */
export const VERIFY_PATH = "/admin/login/verify";

export type LoginOutcome =
  | { status: "ok"; token: string; mfaRequired: boolean }
  | { status: "invalid" }
  | { status: "limited"; retryAfterMs: number };

export interface LogInOptions extends AttemptOptions {
  /** Checks the credentials; tests pass one that counts the checks. */
  verify?: (db: Database, email: string, password: string) => Promise<AdminUser | null>;
}

/**
 * Checks the limits, then the credentials (see `passwordLimits`), and starts a session: a full
 * one, or one waiting for the second factor when the administrator has one. Every outcome goes
 * to the audit log, without the password.
 */
export async function logIn(
  db: Database,
  { email, password }: LoginCredentials,
  address: string,
  { verify = verifyCredentials, ...options }: LogInOptions = {},
): Promise<LoginOutcome> {
  const now = options.now ?? Date.now();
  const account = normalizeEmail(email);
  const outcome = await throttledAttempt(
    db,
    passwordLimits,
    { account, address },
    () => verify(db, account, password),
    { ...options, now },
  );
  recordLogin(outcome.status);
  const audit = (action: string, admin?: AdminUser, details?: Record<string, unknown>) =>
    recordAudit(db, {
      actor: account,
      action,
      entity: "admin_user",
      entityId: admin?.id ?? null,
      details: { address, ...details },
    });

  if (outcome.status === "limited") {
    // Once per key and window: a flood of refused guesses does not flood the log.
    if (outcome.first) await audit("auth.login.limited");
    return { status: "limited", retryAfterMs: outcome.retryAfterMs };
  }
  if (outcome.status === "failed") {
    await audit("auth.login.failure", undefined, { accountFailures: outcome.accountFailures });
    return { status: "invalid" };
  }
  const admin = outcome.value;
  const [row] = await db
    .select({ mfaEnabledAt: adminUsers.mfaEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, admin.id));
  const mfaRequired = Boolean(row?.mfaEnabledAt);
  await audit(mfaRequired ? "auth.login.mfa_required" : "auth.login.success", admin);
  const token = await createSession(db, admin.id, now, { mfaPending: mfaRequired });
  return { status: "ok", token, mfaRequired };
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The event's time zone, asked for only when an answer names a time: a refused attempt, not every
 * login (the route reads it from the event facts).
 */
export type TimeZoneOf = () => Promise<string>;

/**
 * 429 with Retry-After, and when to try again: in a few seconds, or at a time (in the event's
 * time zone).
 */
export async function tooManyAttempts<T>(
  retryAfterMs: number,
  timeZoneOf: TimeZoneOf,
  body: (message: string) => T,
) {
  return data(body(tooManyAttemptsMessage(retryAfterMs, await timeZoneOf())), {
    status: 429,
    headers: { "Retry-After": retryAfterSeconds(retryAfterMs) },
  });
}

/**
 * The login route's action: 400 with the field errors, the same message for a wrong e-mail or
 * password, 429 over the limit (its time in the event's time zone); success replaces any
 * previous session and goes to the dashboard, or to the second step for an administrator with a
 * second factor.
 */
export async function submitLogin({ request, context }: Args, timeZoneOf: TimeZoneOf) {
  const config = context.get(configContext);
  const db = context.get(databaseContext);
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  // The password never travels back to the page.
  const reply = (formErrors?: string[]) =>
    submission.reply({ formErrors, hideFields: ["password"] });
  if (submission.status !== "success") {
    return data({ result: reply() }, { status: 400 });
  }

  try {
    const outcome = await logIn(db, submission.value, clientAddress(request));
    if (outcome.status === "limited") {
      return tooManyAttempts(outcome.retryAfterMs, timeZoneOf, (message) => ({
        result: reply([message]),
      }));
    }
    if (outcome.status === "invalid") {
      return data({ result: reply([authMessages.invalidCredentials]) }, { status: 400 });
    }
    const previous = await readSessionToken(request, config);
    if (previous) await deleteSession(db, previous);
    const headers = new Headers();
    headers.append("Set-Cookie", await serializeSessionCookie(request, config, outcome.token));
    if (outcome.mfaRequired) return redirect(VERIFY_PATH, { headers });
    headers.append(
      "Set-Cookie",
      await serializeFlash(
        config,
        { type: "success", message: authMessages.loginSuccess },
        request,
      ),
    );
    return redirect(DASHBOARD_PATH, { headers });
  } catch (error) {
    reportError("Erro ao realizar login", error);
    return data({ result: reply([authMessages.loginError]) }, { status: 500 });
  }
}

/** The logout route's action: only a signed-in administrator, from this site, can sign out. */
export async function submitLogout({ request, context }: Args) {
  const config = context.get(configContext);
  await requireAdmin({ request, context });
  const token = await readSessionToken(request, config);
  if (token) await deleteSession(context.get(databaseContext), token);
  // The browser drops its cached copies of this site, the admin pages kept for Back included.
  const headers = new Headers({ "Clear-Site-Data": '"cache"' });
  headers.append("Set-Cookie", await clearSessionCookie(request, config));
  headers.append(
    "Set-Cookie",
    await serializeFlash(config, { type: "success", message: authMessages.logoutSuccess }, request),
  );
  return redirect(LOGIN_PATH, { headers });
}
