import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { normalizeEmail, verifyCredentials } from "./admin-users.server";
import { authMessages } from "./auth-messages";
import { serializeFlash } from "./flash.server";
import { type LoginCredentials, loginSchema } from "./login-schema";
import { clearHits, clientAddress, hit, isLimited, minutesText } from "./rate-limit.server";
import {
  LOGIN_PATH,
  assertSameOrigin,
  clearSessionCookie,
  createSession,
  deleteSession,
  readSessionToken,
  requireAdmin,
  serializeSessionCookie,
} from "./session.server";

export const DASHBOARD_PATH = "/admin/dashboard";

/**
 * Failed logins allowed per 15 minutes: 5 per account, and 30 per client address (higher, since
 * several people can share one address; it still stops one address trying many accounts).
 * Attempts refused by a limit are not counted. A successful login forgets the account's
 * failures, not the address's.
 */
export const loginRateLimits = {
  account: { bucket: "login-account", limit: 5, windowMs: 15 * 60_000 },
  address: { bucket: "login-address", limit: 30, windowMs: 15 * 60_000 },
} as const;

type LoginOutcome =
  | { status: "ok"; token: string }
  | { status: "invalid" }
  | { status: "limited"; retryAfterMs: number };

/** Checks the limits, then the credentials; starts a new session on success. */
export async function logIn(
  db: Database,
  { email, password }: LoginCredentials,
  address: string,
  now = Date.now(),
): Promise<LoginOutcome> {
  const { account, address: perAddress } = loginRateLimits;
  const accountKey = normalizeEmail(email);
  const limits = await Promise.all([
    isLimited(db, account.bucket, accountKey, account, now),
    isLimited(db, perAddress.bucket, address, perAddress, now),
  ]);
  const limited = limits.filter((limit) => limit.limited);
  if (limited.length > 0) {
    return { status: "limited", retryAfterMs: Math.max(...limited.map((l) => l.retryAfterMs)) };
  }

  const admin = await verifyCredentials(db, accountKey, password);
  if (!admin) {
    await hit(db, account.bucket, accountKey, account, now);
    await hit(db, perAddress.bucket, address, perAddress, now);
    return { status: "invalid" };
  }
  await clearHits(db, account.bucket, accountKey);
  return { status: "ok", token: await createSession(db, admin.id, now) };
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The login route's action: 400 with the field errors, the same message for a wrong e-mail or
 * password, 429 over the limit; success replaces any previous session and goes to the dashboard.
 */
export async function submitLogin({ request, context }: Args) {
  const config = context.get(configContext);
  const db = context.get(databaseContext);
  assertSameOrigin(request, config);
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
      return data(
        { result: reply([authMessages.tooManyAttempts(minutesText(outcome.retryAfterMs))]) },
        {
          status: 429,
          headers: { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) },
        },
      );
    }
    if (outcome.status === "invalid") {
      return data({ result: reply([authMessages.invalidCredentials]) }, { status: 400 });
    }
    const previous = await readSessionToken(request, config);
    if (previous) await deleteSession(db, previous);
    const headers = new Headers();
    headers.append("Set-Cookie", await serializeSessionCookie(config, outcome.token));
    headers.append(
      "Set-Cookie",
      await serializeFlash(config, { type: "success", message: authMessages.loginSuccess }),
    );
    return redirect(DASHBOARD_PATH, { headers });
  } catch (error) {
    console.error("Erro ao realizar login", error);
    return data({ result: reply([authMessages.loginError]) }, { status: 500 });
  }
}

/** The logout route's action: only a signed-in administrator, from this site, can sign out. */
export async function submitLogout({ request, context }: Args) {
  const config = context.get(configContext);
  await requireAdmin({ request, context });
  const token = await readSessionToken(request, config);
  if (token) await deleteSession(context.get(databaseContext), token);
  const headers = new Headers();
  headers.append("Set-Cookie", await clearSessionCookie(config));
  headers.append(
    "Set-Cookie",
    await serializeFlash(config, { type: "success", message: authMessages.logoutSuccess }),
  );
  return redirect(LOGIN_PATH, { headers });
}
