import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminUserContext, configContext, databaseContext } from "~/context";
import { redirectWithToast, serializeFlash } from "~/utils/flash.server";
import { clientAddress } from "~/utils/rate-limit.server";
import { authMessages } from "./auth-messages";
import {
  DASHBOARD_PATH,
  redirectSetting,
  refusal,
  successFlash,
  type TimeZoneOf,
} from "./login.server";
import { mfaIntents, mfaMessages, totpCodeSchema, verifyCodeSchema } from "./mfa-schema";
import {
  cancelEnrolment,
  changeFactor,
  confirmEnrolment,
  startEnrolment,
  twoFactorView,
  verifySecondFactor,
} from "./mfa.server";
import {
  LOGIN_PATH,
  clearSessionCookie,
  getAdmin,
  readSessionToken,
  serializeSessionCookie,
} from "./session.server";

const TWO_FACTOR_PATH = "/admin/two-factor";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The second step's page is only for a session waiting for its code. */
export async function verificationLoader(args: Args) {
  if (await getAdmin(args, true)) return null;
  throw redirect((await getAdmin(args)) ? DASHBOARD_PATH : LOGIN_PATH);
}

/** The second step's action; after its 5 minutes it goes back to the login page. */
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
  if (outcome.status === "expired") {
    return redirectSetting(LOGIN_PATH, [
      clearSessionCookie(request, config),
      serializeFlash(config, { type: "error", message: mfaMessages.expired }, request),
    ]);
  }
  if (outcome.status !== "ok") {
    return refusal(outcome, mfaMessages.invalidCode, timeZoneOf, (message) => ({
      result: reply([message]),
    }));
  }
  const message =
    outcome.recoveryCodesLeft === null
      ? authMessages.loginSuccess
      : `${authMessages.loginSuccess} ${mfaMessages.recoveryUsed(outcome.recoveryCodesLeft)}`;
  return redirectSetting(DASHBOARD_PATH, [
    serializeSessionCookie(request, config, outcome.token),
    successFlash(config, request, message),
  ]);
}

export function twoFactorLoader({ context }: Args) {
  return twoFactorView(context.get(databaseContext), context.get(adminUserContext));
}

/** The two-factor page's action: new recovery codes exist in clear only in this response. */
export async function twoFactorAction({ request, context }: Args, timeZoneOf: TimeZoneOf) {
  const config = context.get(configContext);
  const db = context.get(databaseContext);
  const admin = context.get(adminUserContext);
  const address = clientAddress(request);
  const formData = await request.formData();
  const intent = mfaIntents.find((known) => known === formData.get("intent")) ?? null;

  if (intent === "start" || intent === "cancel") {
    await (intent === "start" ? startEnrolment : cancelEnrolment)(db, admin);
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
    return refusal(outcome, mfaMessages.invalidCode, timeZoneOf, (message) => ({
      intent,
      result: reply([message]),
    }));
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
