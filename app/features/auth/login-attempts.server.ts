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

/** Per 15 minutes: 5 guesses per (account, address), 30 per address; the account's checks only spaced. */
const limits = (step: string, maxDelayMs: number) => {
  const windowMs = 15 * 60_000;
  return {
    pair: { bucket: `${step}-pair`, limit: 5, windowMs },
    address: { bucket: `${step}-address`, limit: 30, windowMs },
    account: { bucket: `${step}-account`, windowMs, maxDelayMs },
  };
};
type AttemptLimits = ReturnType<typeof limits>;

export const passwordLimits = limits("login", MAX_LOGIN_DELAY_MS);
/** Only someone with the password gets here; a 6-digit code must not be guessed fast from many addresses. */
export const codeLimits = limits("mfa", MAX_CODE_DELAY_MS);

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

/** Counts the check as a failure in advance by compare-and-set, so concurrent attempts take one turn each. */
async function takeTurn(
  db: Database,
  rule: AttemptLimits["account"],
  key: string,
  now: number,
): Promise<Turn> {
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
  rule: AttemptLimits["account"],
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

interface AttemptKeys {
  /** The normalised e-mail, or the administrator's id for the second step. */
  account: string;
  address: string;
}

export interface AttemptOptions {
  now?: number;
}

const pairKey = ({ account, address }: AttemptKeys) => JSON.stringify([account, address]);

/** Runs `check` (null: wrong) if the limits allow, counting first so concurrent guesses cannot slip past. */
export async function throttledAttempt<T>(
  db: Database,
  limits: AttemptLimits,
  keys: AttemptKeys,
  check: () => Promise<T | null>,
  { now = Date.now() }: AttemptOptions = {},
) {
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
      status: "limited" as const,
      retryAfterMs: Math.max(...over.map(([rule, counted]) => retryAfterMs(rule, counted, now))),
      // The attempt that first went over a limit in its window is worth one audit entry.
      first: over.some(([rule, counted]) => counted.count === rule.limit + 1),
    };
  }

  const turn = await takeTurn(db, limits.account, keys.account, now);
  if (!turn.ok) {
    // Not checked, so not an attempt: whoever was told to wait may come back as told.
    await uncount(db, limits.pair, pairKey(keys), pair);
    await uncount(db, limits.address, keys.address, address);
    return { status: "limited" as const, retryAfterMs: turn.retryAfterMs, first: false };
  }
  const value = await check();
  if (value === null) {
    for (const rule of [limits.pair, limits.address, limits.account])
      await sweepAttempts(db, rule, now);
    return { status: "failed" as const, accountFailures: turn.failures.count + 1 };
  }
  await giveBack(db, limits.account, keys.account, now, turn.failures);
  await forgetAttempts(db, limits.pair, pairKey(keys));
  await uncount(db, limits.address, keys.address, address);
  return { status: "ok" as const, value };
}
