/**
 * Pure rules of the login limits (no database): how far apart an attacked account's checks are
 * spaced, and how the time to try again is told.
 */
import { formatInZone } from "~/lib/time-zone";
import { authMessages } from "./auth-messages";

/** Failures of one account (from any address) before its checks are spaced. */
export const DELAY_FREE_FAILURES = 5;
/** The password step's longest spacing: slows a spread-out guessing campaign, barely a pause. */
export const MAX_LOGIN_DELAY_MS = 4_000;
/**
 * The code step's longest spacing. A guesser, from however many addresses, then gets 40 codes
 * in the first 15 minutes and 30 in each next 15, while the organiser waits at most 30 seconds.
 */
export const MAX_CODE_DELAY_MS = 30_000;

/**
 * How long after an account's last failure its next check may run, when it has failed
 * `failures` times (from whichever addresses) without 15 quiet minutes: nothing for the first
 * few, then 250 ms doubling with each failure, up to `maxMs`. An attempt that comes sooner is
 * answered at once with the time left, never held open; nobody is locked out for longer.
 */
export function loginDelayMs(failures: number, maxMs = MAX_LOGIN_DELAY_MS) {
  if (failures < DELAY_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - DELAY_FREE_FAILURES, 20);
  return Math.min(250 * 2 ** doublings, maxMs);
}

/** "14:32": the first whole minute at which `at` (ms) has passed, in the congress's time zone. */
export function retryTimeText(at: number, timeZone: string) {
  return formatInZone(new Date(Math.ceil(at / 60_000) * 60_000), timeZone, "time");
}

/**
 * What a refused attempt is told: to wait a few seconds when it is less than a minute (an
 * account's checks being spaced), otherwise the time from which to try again.
 */
export function tooManyAttemptsMessage(retryAfterMs: number, timeZone: string, now = Date.now()) {
  return retryAfterMs < 60_000
    ? authMessages.tooManyAttemptsBriefly
    : authMessages.tooManyAttempts(retryTimeText(now + retryAfterMs, timeZone));
}

/** The Retry-After header's value: whole seconds, never zero. */
export function retryAfterSeconds(retryAfterMs: number) {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/**
 * A page's headers plus the Retry-After its action set: React Router answers with the route's
 * `headers` only, so a 429 from an action keeps it only if the route passes it on.
 */
export function withRetryAfter(headers: Record<string, string>, actionHeaders: Headers) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...headers, "Retry-After": retryAfter } : headers;
}
