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
import type { ServerConfig } from "~/config.server";
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

export interface LogInOptions extends AttemptOptions {
  /** Checks the credentials; tests pass one that counts the checks. */
  verify?: (db: Database, email: string, password: string) => Promise<AdminUser | null>;
}

/** Limits, credentials, then a session (waiting for the second factor if any); every outcome audited. */
export async function logIn(
  db: Database,
  { email, password }: LoginCredentials,
  address: string,
  { verify = verifyCredentials, now = Date.now() }: LogInOptions = {},
) {
  const account = normalizeEmail(email);
  const outcome = await throttledAttempt(
    db,
    passwordLimits,
    { account, address },
    () => verify(db, account, password),
    { now },
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
    return { status: "limited" as const, retryAfterMs: outcome.retryAfterMs };
  }
  if (outcome.status === "failed") {
    await audit("auth.login.failure", undefined, { accountFailures: outcome.accountFailures });
    return { status: "invalid" as const };
  }
  const admin = outcome.value;
  const [row] = await db
    .select({ mfaEnabledAt: adminUsers.mfaEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, admin.id));
  const mfaRequired = Boolean(row?.mfaEnabledAt);
  await audit(mfaRequired ? "auth.login.mfa_required" : "auth.login.success", admin);
  const token = await createSession(db, admin.id, now, { mfaPending: mfaRequired });
  return { status: "ok" as const, token, mfaRequired };
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The event's time zone, read only when an answer names a time. */
export type TimeZoneOf = () => Promise<string>;

/** A refused attempt: 400 with `invalidMessage`, or 429 with Retry-After and when to try again. */
export async function refusal<T>(
  outcome: { status: "invalid" } | { status: "limited"; retryAfterMs: number },
  invalidMessage: string,
  timeZoneOf: TimeZoneOf,
  body: (message: string) => T,
) {
  if (outcome.status === "invalid") return data(body(invalidMessage), { status: 400 });
  return data(body(tooManyAttemptsMessage(outcome.retryAfterMs, await timeZoneOf())), {
    status: 429,
    headers: { "Retry-After": retryAfterSeconds(outcome.retryAfterMs) },
  });
}

/** A redirect setting these cookies, in order. */
export async function redirectSetting(
  to: string,
  cookies: Promise<string>[],
  headers = new Headers(),
) {
  for (const cookie of await Promise.all(cookies)) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/** Success's toast after a redirect. */
export const successFlash = (config: ServerConfig, request: Request, message: string) =>
  serializeFlash(config, { type: "success", message }, request);

/** One message for a wrong e-mail or password, so neither is revealed; success replaces any session. */
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
    if (outcome.status !== "ok") {
      return refusal(outcome, authMessages.invalidCredentials, timeZoneOf, (message) => ({
        result: reply([message]),
      }));
    }
    const previous = await readSessionToken(request, config);
    if (previous) await deleteSession(db, previous);
    const session = serializeSessionCookie(request, config, outcome.token);
    if (outcome.mfaRequired) return redirectSetting("/admin/login/verify", [session]);
    return redirectSetting(DASHBOARD_PATH, [
      session,
      successFlash(config, request, authMessages.loginSuccess),
    ]);
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
  return redirectSetting(
    LOGIN_PATH,
    [
      clearSessionCookie(request, config),
      successFlash(config, request, authMessages.logoutSuccess),
    ],
    new Headers({ "Clear-Site-Data": '"cache"' }),
  );
}
