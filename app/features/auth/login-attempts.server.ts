import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { loginAttempts } from "~/db/schema";
import { loginDelayMs } from "./login-throttle";

export interface AttemptRule {
  bucket: string;
  /** Attempts a key may make per window; the next ones are refused until the window ends. */
  limit: number;
  windowMs: number;
}

export interface AttemptCount {
  count: number;
  windowStartedAt: number;
}

const WINDOW_MS = 15 * 60_000;

/**
 * The limits of the password step. A guess is counted before the password is checked, per
 * (account, address) pair — 5 per 15 minutes — and per address — 30, since several people can
 * share one. There is no lock per account: the organiser's right password from an address
 * with no failures always gets through, whatever happens elsewhere; an account attacked from
 * many addresses is slowed down instead (`loginDelayMs`).
 */
export const passwordLimits = {
  pair: { bucket: "login-pair", limit: 5, windowMs: WINDOW_MS },
  address: { bucket: "login-address", limit: 30, windowMs: WINDOW_MS },
  /** Failures of the account from any address: only for the delay, never a refusal. */
  account: { bucket: "login-account", limit: Number.POSITIVE_INFINITY, windowMs: WINDOW_MS },
} as const satisfies Record<string, AttemptRule>;

/**
 * The limits of the second step, the same per pair and address. Here the account has a limit
 * too: only someone who knows the password reaches this step, and 20 wrong codes in 15 minutes
 * from many addresses is a guessing attack on the last factor, not the organiser.
 */
export const codeLimits = {
  pair: { bucket: "mfa-pair", limit: 5, windowMs: WINDOW_MS },
  address: { bucket: "mfa-address", limit: 30, windowMs: WINDOW_MS },
  account: { bucket: "mfa-account", limit: 20, windowMs: WINDOW_MS },
} as const satisfies Record<string, AttemptRule>;

export type AttemptLimits = typeof passwordLimits | typeof codeLimits;

/**
 * Counts one attempt of `key` in one statement, so concurrent attempts each see their own
 * number: a row per key, reset to 1 when its window has ended, otherwise incremented.
 */
export async function countAttempt(
  db: Database,
  rule: AttemptRule,
  key: string,
  now: number,
): Promise<AttemptCount> {
  const start = new Date(now).toISOString();
  const expired = sql`${loginAttempts.windowStartedAt} <= ${new Date(now - rule.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ bucket: rule.bucket, key, count: 1, windowStartedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [loginAttempts.bucket, loginAttempts.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${start}::timestamptz ELSE ${loginAttempts.windowStartedAt} END`,
      },
    })
    .returning({ count: loginAttempts.count, windowStartedAt: loginAttempts.windowStartedAt });
  return { count: row!.count, windowStartedAt: row!.windowStartedAt.getTime() };
}

/** The attempts `key` has made in its current window (0 when it has none or the window ended). */
export async function readAttempts(
  db: Database,
  rule: AttemptRule,
  key: string,
  now: number,
): Promise<number> {
  const [row] = await db
    .select({ count: loginAttempts.count, windowStartedAt: loginAttempts.windowStartedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.bucket, rule.bucket), eq(loginAttempts.key, key)));
  if (!row || row.windowStartedAt.getTime() <= now - rule.windowMs) return 0;
  return row.count;
}

/** Takes back one counted attempt (a success), unless its window has been replaced since. */
async function uncount(db: Database, rule: AttemptRule, key: string, counted: AttemptCount) {
  await db
    .update(loginAttempts)
    .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
    .where(
      and(
        eq(loginAttempts.bucket, rule.bucket),
        eq(loginAttempts.key, key),
        eq(loginAttempts.windowStartedAt, new Date(counted.windowStartedAt)),
      ),
    );
}

async function forget(db: Database, rule: AttemptRule, key: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.bucket, rule.bucket), eq(loginAttempts.key, key)));
}

/** Rows whose window ended long ago, swept when a failure adds one (keys are chosen by clients). */
async function sweep(db: Database, now: number) {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.windowStartedAt, new Date(now - 2 * WINDOW_MS)));
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
  /** Waits before the check; tests pass one that only records the delay. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

const pairKey = ({ account, address }: AttemptKeys) => JSON.stringify([account, address]);

/**
 * Runs `check` (a password or code verification; null means wrong) only when the limits allow
 * it. The attempt is counted before the check, atomically, so concurrent guesses cannot slip
 * past a limit; a success forgets the pair's failures and takes back the address's count.
 */
export async function throttledAttempt<T>(
  db: Database,
  limits: AttemptLimits,
  keys: AttemptKeys,
  check: () => Promise<T | null>,
  { now = Date.now(), wait = sleep }: AttemptOptions = {},
): Promise<ThrottledOutcome<T>> {
  const pair = await countAttempt(db, limits.pair, pairKey(keys), now);
  const address = await countAttempt(db, limits.address, keys.address, now);
  const accountFailures = await readAttempts(db, limits.account, keys.account, now);

  const over: { rule: AttemptRule; windowStartedAt: number; first: boolean }[] = [];
  for (const [rule, counted] of [
    [limits.pair, pair],
    [limits.address, address],
  ] as const) {
    if (counted.count > rule.limit) {
      over.push({ rule, ...counted, first: counted.count === rule.limit + 1 });
    }
  }
  if (accountFailures >= limits.account.limit) {
    const [row] = await db
      .select({ windowStartedAt: loginAttempts.windowStartedAt })
      .from(loginAttempts)
      .where(
        and(eq(loginAttempts.bucket, limits.account.bucket), eq(loginAttempts.key, keys.account)),
      );
    over.push({
      rule: limits.account,
      windowStartedAt: row?.windowStartedAt.getTime() ?? now,
      first: false,
    });
  }
  if (over.length > 0) {
    const retryAfterMs = Math.max(
      ...over.map(({ rule, windowStartedAt }) =>
        Math.max(windowStartedAt + rule.windowMs - now, 1),
      ),
    );
    return { status: "limited", retryAfterMs, first: over.some((o) => o.first) };
  }

  await wait(loginDelayMs(accountFailures));
  const value = await check();
  if (value === null) {
    const failures = await countAttempt(db, limits.account, keys.account, now);
    await sweep(db, now);
    return { status: "failed", accountFailures: failures.count };
  }
  await forget(db, limits.pair, pairKey(keys));
  await uncount(db, limits.address, keys.address, address);
  return { status: "ok", value };
}
