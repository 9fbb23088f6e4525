import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { adminHeaders } from "~/components/admin/admin-meta";
import { adminUserContext, configContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { formatInZone } from "~/lib/time-zone";
import { redirectWithToast } from "~/utils/flash.server";
import { reportError } from "~/utils/logger.server";
import { recordLogin } from "~/utils/metrics.server";
import { clientAddress, passwordLimits, throttledAttempt } from "~/utils/rate-limit.server";
import { auditAccount, normalizeEmail, verifyCredentials } from "./admin-users.server";
import {
  authMessages,
  loginSchema,
  mfaIntents,
  mfaMessages,
  totpCodeSchema,
  verifyCodeSchema,
} from "./auth-schema";
import {
  changeFactor,
  confirmEnrolment,
  setEnrolment,
  twoFactorView,
  verifySecondFactor,
} from "./mfa.server";
import {
  type Args,
  clearSessionCookie,
  createSession,
  deleteSession,
  getAdmin,
  LOGIN_PATH,
  readSessionToken,
  requireAdmin,
  serializeSessionCookie,
} from "./session.server";

export const DASHBOARD_PATH = "/admin/dashboard";
const TWO_FACTOR_PATH = "/admin/two-factor";

/** `verify`: tests pass one that counts the checks. */
export type LogInOptions = { now?: number; verify?: typeof verifyCredentials };

/** Limits, credentials, then a session (waiting for the second factor if any); every outcome audited. */
export async function logIn(
  db: Database,
  { email, password }: { email: string; password: string },
  address: string,
  { verify = verifyCredentials, now = Date.now() }: LogInOptions = {},
) {
  const account = normalizeEmail(email);
  const outcome = await throttledAttempt(
    db,
    passwordLimits,
    { account, address },
    () => verify(db, account, password),
    auditAccount(db, account, null, address),
    now,
  );
  recordLogin(outcome.status === "invalid" ? "failed" : outcome.status);
  if (outcome.status !== "ok") return outcome;
  const admin = outcome.value;
  const mfaRequired = admin.mfaEnabledAt !== null;
  const audit = auditAccount(db, account, admin.id, address);
  await audit(mfaRequired ? "auth.login.mfa_required" : "auth.login.success");
  const token = await createSession(db, admin.id, now, { mfaPending: mfaRequired });
  return { status: "ok" as const, token, mfaRequired };
}

/** Under a minute, to wait a few seconds; otherwise the first whole minute from which to try again. */
export function tooManyAttemptsMessage(retryAfterMs: number, timeZone: string, now = Date.now()) {
  if (retryAfterMs < 60_000) return authMessages.tooManyAttemptsBriefly;
  const at = new Date(Math.ceil((now + retryAfterMs) / 60_000) * 60_000);
  return authMessages.tooManyAttempts(formatInZone(at, timeZone, "time"));
}

export function retryAfterSeconds(retryAfterMs: number) {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** The sign-in pages' `headers`: React Router sends only these, so a 429's Retry-After is passed on. */
export function authHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...adminHeaders, "Retry-After": retryAfter } : adminHeaders;
}

/** The route's `requestEventFacts` (a feature imports no other): the time zone to tell a wait in. */
type FactsOf = (context: Args["context"]) => Promise<{ event: { timeZone: string } }>;

/** Why an attempt was refused: 400 with `invalidMessage`, or 429 with Retry-After and when to retry. */
async function refusal(
  outcome: { status: "invalid" } | { status: "limited"; retryAfterMs: number },
  invalidMessage: string,
  context: Args["context"],
  factsOf: FactsOf,
): Promise<[string, ResponseInit]> {
  if (outcome.status === "invalid") return [invalidMessage, { status: 400 }];
  const { event } = await factsOf(context);
  return [
    tooManyAttemptsMessage(outcome.retryAfterMs, event.timeZone),
    { status: 429, headers: { "Retry-After": retryAfterSeconds(outcome.retryAfterMs) } },
  ];
}

/** One message for a wrong e-mail or password, so neither is revealed; success replaces any session. */
export async function submitLogin({ request, context }: Args, factsOf: FactsOf) {
  const config = context.get(configContext);
  const db = context.get(databaseContext);
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  // The password never travels back to the page.
  const reply = (formErrors?: string[]) =>
    submission.reply({ formErrors, hideFields: ["password"] });
  if (submission.status !== "success") return data({ result: reply() }, { status: 400 });

  try {
    const outcome = await logIn(db, submission.value, clientAddress(request));
    if (outcome.status !== "ok") {
      const [message, init] = await refusal(
        outcome,
        authMessages.invalidCredentials,
        context,
        factsOf,
      );
      return data({ result: reply([message]) }, init);
    }
    const previous = await readSessionToken(request, config);
    if (previous) await deleteSession(db, previous);
    const session = serializeSessionCookie(request, config, outcome.token);
    if (outcome.mfaRequired) {
      return redirect("/admin/login/verify", { headers: { "Set-Cookie": await session } });
    }
    return redirectWithToast(config, request, DASHBOARD_PATH, authMessages.loginSuccess, {
      cookies: [session],
    });
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
  return redirectWithToast(config, request, LOGIN_PATH, authMessages.logoutSuccess, {
    cookies: [clearSessionCookie(request, config)],
    headers: new Headers({ "Clear-Site-Data": '"cache"' }),
  });
}

/** The second step's page is only for a session waiting for its code. */
export async function verificationLoader(args: Args) {
  if (await getAdmin(args, true)) return null;
  throw redirect((await getAdmin(args)) ? DASHBOARD_PATH : LOGIN_PATH);
}

/** The second step's action; after its 5 minutes it goes back to the login page. */
export async function submitVerification({ request, context }: Args, factsOf: FactsOf) {
  const config = context.get(configContext);
  const db = context.get(databaseContext);
  const submission = parseWithZod(await request.formData(), { schema: verifyCodeSchema });
  // A code is a secret too: it never travels back to the page.
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: ["code"] });
  if (submission.status !== "success") return data({ result: reply() }, { status: 400 });

  const token = await readSessionToken(request, config);
  const outcome = token
    ? await verifySecondFactor(db, token, submission.value.code, clientAddress(request))
    : ({ status: "expired" } as const);
  if (outcome.status === "expired") {
    return redirectWithToast(config, request, LOGIN_PATH, mfaMessages.expired, {
      type: "error",
      cookies: [clearSessionCookie(request, config)],
    });
  }
  if (outcome.status !== "ok") {
    const [message, init] = await refusal(outcome, mfaMessages.invalidCode, context, factsOf);
    return data({ result: reply([message]) }, init);
  }
  const message =
    outcome.recoveryCodesLeft === null
      ? authMessages.loginSuccess
      : `${authMessages.loginSuccess} ${mfaMessages.recoveryUsed(outcome.recoveryCodesLeft)}`;
  return redirectWithToast(config, request, DASHBOARD_PATH, message, {
    cookies: [serializeSessionCookie(request, config, outcome.token)],
  });
}

export async function twoFactorLoader({ context }: Args, factsOf: FactsOf) {
  const [view, { event }] = await Promise.all([
    twoFactorView(context.get(databaseContext), context.get(adminUserContext)),
    factsOf(context),
  ]);
  return { view, timeZone: event.timeZone };
}

/** The two-factor page's action: new recovery codes exist in clear only in this response. */
export async function twoFactorAction({ request, context }: Args, factsOf: FactsOf) {
  const config = context.get(configContext);
  const db = context.get(databaseContext);
  const admin = context.get(adminUserContext);
  const address = clientAddress(request);
  const formData = await request.formData();
  const intent = mfaIntents.find((known) => known === formData.get("intent")) ?? null;

  if (intent === "start" || intent === "cancel") {
    await setEnrolment(db, admin, intent === "start");
    throw redirect(TWO_FACTOR_PATH);
  }
  if (intent === null) return data({ intent, result: undefined }, { status: 400 });

  const submission = parseWithZod(formData, { schema: totpCodeSchema });
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: ["code"] });
  if (submission.status !== "success") return data({ intent, result: reply() }, { status: 400 });
  const { code } = submission.value;

  const outcome =
    intent === "confirm"
      ? await confirmEnrolment(
          db,
          admin,
          (await readSessionToken(request, config)) ?? "",
          code,
          address,
        )
      : await changeFactor(db, admin, intent, code, address);
  if (outcome.status !== "ok") {
    const [message, init] = await refusal(outcome, mfaMessages.invalidCode, context, factsOf);
    return data({ intent, result: reply([message]) }, init);
  }
  if (outcome.value === true) {
    return redirectWithToast(config, request, TWO_FACTOR_PATH, mfaMessages.disabled);
  }
  return data({
    intent,
    result: undefined,
    recoveryCodes: outcome.value,
    message: intent === "confirm" ? mfaMessages.enabled : mfaMessages.regenerated,
  });
}
