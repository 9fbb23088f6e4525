/**
 * Pure rules of the login limits (no database): how long an attacked account makes every
 * attempt wait, and how the time to try again is told.
 */

/** Failures of one account (from any address) before attempts start to wait. */
export const DELAY_FREE_FAILURES = 5;
/** The longest wait: enough to slow a spread-out guessing campaign, short enough for a person. */
export const MAX_LOGIN_DELAY_MS = 4_000;

/**
 * The server-side wait before checking a password (or code) for an account that has failed
 * `failures` times in the current window, from whichever addresses: nothing for the first few,
 * then 250 ms doubling with each failure, capped. It slows an attack spread over many
 * addresses without ever locking the organiser out.
 */
export function loginDelayMs(failures: number) {
  if (failures < DELAY_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - DELAY_FREE_FAILURES, 10);
  return Math.min(250 * 2 ** doublings, MAX_LOGIN_DELAY_MS);
}

const timeFormat = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Bahia",
});

/** "14:32": the first whole minute at which `at` (ms) has passed, in the congress's time zone. */
export function retryTimeText(at: number) {
  return timeFormat.format(new Date(Math.ceil(at / 60_000) * 60_000));
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
