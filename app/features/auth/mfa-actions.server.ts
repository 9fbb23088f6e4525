import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminUserContext, configContext, databaseContext } from "~/context";
import { serializeFlash } from "~/utils/flash.server";
import { clientAddress } from "~/utils/rate-limit.server";
import { authMessages } from "./auth-messages";
import { DASHBOARD_PATH, type TimeZoneOf, tooManyAttempts } from "./login.server";
import {
  mfaIntents,
  mfaMessages,
  totpCodeSchema,
  verifyCodeSchema,
  type MfaIntent,
} from "./mfa-schema";
import {
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorView,
  verifySecondFactor,
} from "./mfa.server";
import {
  LOGIN_PATH,
  clearSessionCookie,
  getAdmin,
  getPendingAdmin,
  readSessionToken,
  serializeSessionCookie,
} from "./session.server";

export const TWO_FACTOR_PATH = "/admin/two-factor";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The second step's page is only for a session waiting for its code. */
export async function verificationLoader(args: Args) {
  if (await getPendingAdmin(args)) return null;
  throw redirect((await getAdmin(args)) ? DASHBOARD_PATH : LOGIN_PATH);
}

/**
 * The second step's action: 400 for a malformed or wrong code, 429 over the limit (its time in
 * the event's time zone), back to the login page when the 5 minutes have passed; success gives
 * a new session and the dashboard.
 */
export async function submitVerification({ request, context }: Args, timeZoneOf: TimeZoneOf) {
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
  const headers = new Headers();
  switch (outcome.status) {
    case "limited":
      return tooManyAttempts(outcome.retryAfterMs, timeZoneOf, (message) => ({
        result: reply([message]),
      }));
    case "invalid":
      return data({ result: reply([mfaMessages.invalidCode]) }, { status: 400 });
    case "expired":
      headers.append("Set-Cookie", await clearSessionCookie(request, config));
      headers.append(
        "Set-Cookie",
        await serializeFlash(config, { type: "error", message: mfaMessages.expired }, request),
      );
      return redirect(LOGIN_PATH, { headers });
    case "ok": {
      const message =
        outcome.recoveryCodesLeft === null
          ? authMessages.loginSuccess
          : `${authMessages.loginSuccess} ${mfaMessages.recoveryUsed(outcome.recoveryCodesLeft)}`;
      headers.append("Set-Cookie", await serializeSessionCookie(request, config, outcome.token));
      headers.append(
        "Set-Cookie",
        await serializeFlash(config, { type: "success", message }, request),
      );
      return redirect(DASHBOARD_PATH, { headers });
    }
  }
}

export function twoFactorLoader({ context }: Args) {
  return twoFactorView(context.get(databaseContext), context.get(adminUserContext));
}

function readIntent(formData: FormData): MfaIntent | null {
  const intent = formData.get("intent");
  return mfaIntents.find((known) => known === intent) ?? null;
}

/**
 * The two-factor page's action (behind the admin guard). New recovery codes are answered in
 * this response, not after a redirect: they exist in clear only here, shown once, never stored.
 * A 429's time is in the event's time zone.
 */
export async function twoFactorAction({ request, context }: Args, timeZoneOf: TimeZoneOf) {
  const config = context.get(configContext);
  const db = context.get(databaseContext);
  const admin = context.get(adminUserContext);
  const address = clientAddress(request);
  const formData = await request.formData();
  const intent = readIntent(formData);
  const flashRedirect = async (message: string) =>
    redirect(TWO_FACTOR_PATH, {
      headers: {
        "Set-Cookie": await serializeFlash(config, { type: "success", message }, request),
      },
    });

  if (intent === "start") {
    await startEnrolment(db, admin);
    throw redirect(TWO_FACTOR_PATH);
  }
  if (intent === "cancel") {
    await cancelEnrolment(db, admin);
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
      : intent === "regenerate"
        ? await regenerateRecoveryCodes(db, admin, code, address)
        : await disableTwoFactor(db, admin, code, address);
  if (outcome.status === "limited") {
    return tooManyAttempts(outcome.retryAfterMs, timeZoneOf, (message) => ({
      intent,
      result: reply([message]),
    }));
  }
  if (outcome.status === "invalid") {
    return data({ intent, result: reply([mfaMessages.invalidCode]) }, { status: 400 });
  }
  if (outcome.value === true) return flashRedirect(mfaMessages.disabled);
  return data({
    intent,
    result: undefined,
    recoveryCodes: outcome.value,
    message: intent === "confirm" ? mfaMessages.enabled : mfaMessages.regenerated,
  });
}
