// Pure rules of the login limits: how an attacked account's checks are spaced and the wait is told.
import { formatInZone } from "~/lib/time-zone";
import { authMessages } from "./auth-messages";

/** Failures of one account (from any address) before its checks are spaced. */
export const DELAY_FREE_FAILURES = 5;
/** The password step's longest spacing: slows a spread-out guessing campaign, barely a pause. */
export const MAX_LOGIN_DELAY_MS = 4_000;
/** The code step's longest spacing: at most 40 guessed codes per 15 minutes; the organiser waits 30 s. */
export const MAX_CODE_DELAY_MS = 30_000;

/** The wait after an account's last failure: none for the first few, then 250 ms doubling up to `maxMs`. */
export function loginDelayMs(failures: number, maxMs = MAX_LOGIN_DELAY_MS) {
  if (failures < DELAY_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - DELAY_FREE_FAILURES, 20);
  return Math.min(250 * 2 ** doublings, maxMs);
}

/** "14:32": the first whole minute at which `at` (ms) has passed, in the congress's time zone. */
export function retryTimeText(at: number, timeZone: string) {
  return formatInZone(new Date(Math.ceil(at / 60_000) * 60_000), timeZone, "time");
}

/** Under a minute, to wait a few seconds; otherwise the time from which to try again. */
export function tooManyAttemptsMessage(retryAfterMs: number, timeZone: string, now = Date.now()) {
  return retryAfterMs < 60_000
    ? authMessages.tooManyAttemptsBriefly
    : authMessages.tooManyAttempts(retryTimeText(now + retryAfterMs, timeZone));
}

/** The Retry-After header's value: whole seconds, never zero. */
export function retryAfterSeconds(retryAfterMs: number) {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** React Router answers with the route's `headers` only, so a 429's Retry-After must be passed on. */
export function withRetryAfter(headers: Record<string, string>, actionHeaders: Headers) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...headers, "Retry-After": retryAfter } : headers;
}
