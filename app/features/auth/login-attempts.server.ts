import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimitCounts } from "~/db/schema";
import {
  type AttemptCount,
  type AttemptRule,
  countAttempt,
  forgetAttempts,
  retryAfterMs,
  sweepAttempts,
} from "~/utils/rate-limit.server";
import {
  DELAY_FREE_FAILURES,
  loginDelayMs,
  MAX_CODE_DELAY_MS,
  MAX_LOGIN_DELAY_MS,
} from "./login-throttle";

/**
 * An account's failures from any address. Its row counts them, and its `windowStartedAt` is
 * the last one: they are forgotten once `windowMs` passes without a failure. They never refuse
 * the account, only space its checks (`loginDelayMs`, up to `maxDelayMs`).
 */
export interface SpacingRule {
  bucket: string;
  windowMs: number;
  maxDelayMs: number;
}

export interface AttemptLimits {
  pair: AttemptRule;
  address: AttemptRule;
  account: SpacingRule;
}

const WINDOW_MS = 15 * 60_000;

/**
 * The limits of the password step. A guess is counted before the password is checked, per
 * (account, address) pair — 5 per 15 minutes — and per address — 30, since several people can
 * share one. There is no lock per account: the organiser's right password from an address
 * with no failures gets through, whatever happens elsewhere; an account attacked from many
 * addresses has its checks spaced instead, by at most 4 seconds.
 */
export const passwordLimits = {
  pair: { bucket: "login-pair", limit: 5, windowMs: WINDOW_MS },
  address: { bucket: "login-address", limit: 30, windowMs: WINDOW_MS },
  account: { bucket: "login-account", windowMs: WINDOW_MS, maxDelayMs: MAX_LOGIN_DELAY_MS },
} as const satisfies AttemptLimits;

/**
 * The limits of the second step: the same, with checks spaced by up to 30 seconds. Only
 * someone who knows the password reaches it, and a 6-digit code must not be guessed quickly
 * from many addresses; the organiser, whatever the attack, waits at most those 30 seconds.
 */
export const codeLimits = {
  pair: { bucket: "mfa-pair", limit: 5, windowMs: WINDOW_MS },
  address: { bucket: "mfa-address", limit: 30, windowMs: WINDOW_MS },
  account: { bucket: "mfa-account", windowMs: WINDOW_MS, maxDelayMs: MAX_CODE_DELAY_MS },
} as const satisfies AttemptLimits;

/** Takes back one counted attempt, unless its window has been replaced since. */
async function uncount(db: Database, rule: AttemptRule, key: string, counted: AttemptCount) {
  await db
    .update(rateLimitCounts)
    .set({ count: sql`greatest(${rateLimitCounts.count} - 1, 0)` })
    .where(
      and(
        eq(rateLimitCounts.bucket, rule.bucket),
        eq(rateLimitCounts.key, key),
        eq(rateLimitCounts.windowStartedAt, new Date(counted.windowStartedAt)),
      ),
    );
}

/** The account's failures: `windowStartedAt` is the last one. */
type Failures = AttemptCount;

type Turn = { ok: true; failures: Failures } | { ok: false; retryAfterMs: number };

/**
 * Takes the account's turn to be checked, if its spacing since the last failure has passed:
 * the check is counted as a failure at `now` in advance, with a compare-and-set on the row as
 * read, so of concurrent attempts only one takes each turn (a loser reads again). An attempt
 * that comes too soon is told how long is left.
 */
async function takeTurn(db: Database, rule: SpacingRule, key: string, now: number): Promise<Turn> {
  const where = and(eq(rateLimitCounts.bucket, rule.bucket), eq(rateLimitCounts.key, key));
  for (let tries = 0; tries <= DELAY_FREE_FAILURES; tries++) {
    const [row] = await db
      .select({ count: rateLimitCounts.count, at: rateLimitCounts.windowStartedAt })
      .from(rateLimitCounts)
      .where(where);
    const last = row?.at.getTime() ?? now;
    const failures: Failures =
      row && last > now - rule.windowMs
        ? { count: row.count, windowStartedAt: last }
        : { count: 0, windowStartedAt: now };
    const delay = loginDelayMs(failures.count, rule.maxDelayMs);
    if (delay > 0 && last + delay > now) return { ok: false, retryAfterMs: last + delay - now };

    const next = { count: failures.count + 1, windowStartedAt: new Date(now) };
    const taken = await db
      .insert(rateLimitCounts)
      .values({ bucket: rule.bucket, key, ...next })
      .onConflictDoUpdate({
        target: [rateLimitCounts.bucket, rateLimitCounts.key],
        set: next,
        setWhere: row
          ? and(eq(rateLimitCounts.count, row.count), eq(rateLimitCounts.windowStartedAt, row.at))
          : sql`false`,
      })
      .returning({ key: rateLimitCounts.key });
    if (taken.length > 0) return { ok: true, failures };
  }
  // Each lost race is a turn another attempt took, so a few free turns later the spacing
  // answers; only a burst of successes giving turns back ends here: try again in a second.
  return { ok: false, retryAfterMs: 1_000 };
}

/** A success was no failure: the account's row goes back as it was, unless another took a turn. */
async function giveBack(
  db: Database,
  rule: SpacingRule,
  key: string,
  now: number,
  before: Failures,
) {
  await db
    .update(rateLimitCounts)
    .set({ count: before.count, windowStartedAt: new Date(before.windowStartedAt) })
    .where(
      and(
        eq(rateLimitCounts.bucket, rule.bucket),
        eq(rateLimitCounts.key, key),
        eq(rateLimitCounts.count, before.count + 1),
        eq(rateLimitCounts.windowStartedAt, new Date(now)),
      ),
    );
}

export interface AttemptKeys {
  /** The normalised account (e-mail, or the administrator's id for the second step). */
  account: string;
  address: string;
}

export type ThrottledOutcome<T> =
  | { status: "ok"; value: T }
  | { status: "failed"; accountFailures: number }
  | {
      status: "limited";
      retryAfterMs: number;
      /** The attempt that first went over a limit in its window (worth one audit entry). */
      first: boolean;
    };

export interface AttemptOptions {
  now?: number;
}

const pairKey = ({ account, address }: AttemptKeys) => JSON.stringify([account, address]);

/**
 * Runs `check` (a password or code verification; null means wrong) only when the limits allow
 * it, never holding the request: the attempt is counted per pair and address before the check,
 * atomically, so concurrent guesses cannot slip past a limit; then it takes the account's turn
 * (`takeTurn`), or is refused at once without being counted. A success forgets the pair's
 * failures and takes back the address's count and the account's failure.
 */
export async function throttledAttempt<T>(
  db: Database,
  limits: AttemptLimits,
  keys: AttemptKeys,
  check: () => Promise<T | null>,
  { now = Date.now() }: AttemptOptions = {},
): Promise<ThrottledOutcome<T>> {
  const pair = await countAttempt(db, limits.pair, pairKey(keys), now);
  const address = await countAttempt(db, limits.address, keys.address, now);
  const over = (
    [
      [limits.pair, pair],
      [limits.address, address],
    ] as const
  ).filter(([rule, counted]) => counted.count > rule.limit);
  if (over.length > 0) {
    return {
      status: "limited",
      retryAfterMs: Math.max(...over.map(([rule, counted]) => retryAfterMs(rule, counted, now))),
      first: over.some(([rule, counted]) => counted.count === rule.limit + 1),
    };
  }

  const turn = await takeTurn(db, limits.account, keys.account, now);
  if (!turn.ok) {
    // Not checked, so not an attempt: whoever was told to wait may come back as told.
    await uncount(db, limits.pair, pairKey(keys), pair);
    await uncount(db, limits.address, keys.address, address);
    return { status: "limited", retryAfterMs: turn.retryAfterMs, first: false };
  }
  const value = await check();
  if (value === null) {
    for (const rule of [limits.pair, limits.address, limits.account])
      await sweepAttempts(db, rule, now);
    return { status: "failed", accountFailures: turn.failures.count + 1 };
  }
  await giveBack(db, limits.account, keys.account, now, turn.failures);
  await forgetAttempts(db, limits.pair, pairKey(keys));
  await uncount(db, limits.address, keys.address, address);
  return { status: "ok", value };
}
