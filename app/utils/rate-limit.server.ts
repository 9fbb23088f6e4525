import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimitCounts } from "~/db/schema";

/** `limit` attempts per key in a window that starts at the key's first attempt. */
interface AttemptRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

type AttemptCount = Awaited<ReturnType<typeof countAttempt>>;

/** The client's address, which the server entry writes, so a client cannot choose its own. */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

export function clientAddress(request: Request) {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "desconhecido";
}

const keyIs = (bucket: string, key: string) =>
  and(eq(rateLimitCounts.bucket, bucket), eq(rateLimitCounts.key, key));

/** Counts one attempt in one statement (a row per key, reset when its window ended). */
export async function countAttempt(db: Database, rule: AttemptRule, key: string, now: number) {
  const start = new Date(now).toISOString();
  const expired = sql`${rateLimitCounts.windowStartedAt} <= ${new Date(now - rule.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounts)
    .values({ bucket: rule.bucket, key, count: 1, windowStartedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [rateLimitCounts.bucket, rateLimitCounts.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounts.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${start}::timestamptz ELSE ${rateLimitCounts.windowStartedAt} END`,
      },
    })
    .returning({ count: rateLimitCounts.count, windowStartedAt: rateLimitCounts.windowStartedAt });
  return { count: row!.count, windowStartedAt: row!.windowStartedAt.getTime() };
}

/** How long until `counted` is allowed again: 0 while it is within the rule's limit. */
export function retryAfterMs(rule: AttemptRule, counted: AttemptCount, now: number) {
  return counted.count > rule.limit
    ? Math.max(counted.windowStartedAt + rule.windowMs - now, 1)
    : 0;
}

/** Deletes a bucket's rows whose window has ended: keys are chosen by clients. */
export async function sweepAttempts(
  db: Database,
  rule: Pick<AttemptRule, "bucket" | "windowMs">,
  now: number,
) {
  await db
    .delete(rateLimitCounts)
    .where(
      and(
        eq(rateLimitCounts.bucket, rule.bucket),
        lt(rateLimitCounts.windowStartedAt, new Date(now - rule.windowMs)),
      ),
    );
}

export function minutesText(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
}

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

/** Per 15 minutes: 5 guesses per (account, address), 30 per address; the account's checks only spaced. */
const limits = (step: "login" | "mfa", maxDelayMs: number) => {
  const windowMs = 15 * 60_000;
  return {
    step,
    pair: { bucket: `${step}-pair`, limit: 5, windowMs },
    address: { bucket: `${step}-address`, limit: 30, windowMs },
    // Its row's `windowStartedAt` is the account's last failure.
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
        keyIs(rule.bucket, key),
        eq(rateLimitCounts.windowStartedAt, new Date(counted.windowStartedAt)),
      ),
    );
}

/** Counts a failure in advance by compare-and-set, so concurrent attempts take one turn each. */
async function takeTurn(
  db: Database,
  rule: AttemptLimits["account"],
  key: string,
  now: number,
): Promise<{ ok: true; failures: AttemptCount } | { ok: false; retryAfterMs: number }> {
  for (let tries = 0; tries <= DELAY_FREE_FAILURES; tries++) {
    const [row] = await db
      .select({ count: rateLimitCounts.count, at: rateLimitCounts.windowStartedAt })
      .from(rateLimitCounts)
      .where(keyIs(rule.bucket, key));
    const last = row?.at.getTime() ?? now;
    const failures =
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

/** Runs `check` (null: wrong) if the limits allow, counting first so concurrent guesses cannot slip past. */
export async function throttledAttempt<T>(
  db: Database,
  limits: AttemptLimits,
  // The normalised e-mail, or the administrator's id for the second step.
  { account, address }: { account: string; address: string },
  check: () => Promise<T | null>,
  audit: (action: string, details?: Record<string, unknown>) => Promise<void>,
  now: number,
) {
  const pairKey = JSON.stringify([account, address]);
  const pair = await countAttempt(db, limits.pair, pairKey, now);
  const counted = await countAttempt(db, limits.address, address, now);
  const wait = Math.max(
    retryAfterMs(limits.pair, pair, now),
    retryAfterMs(limits.address, counted, now),
  );
  if (wait > 0) {
    // The attempt that first went over a limit in its window is worth one audit entry.
    if (pair.count === limits.pair.limit + 1 || counted.count === limits.address.limit + 1) {
      await audit(`auth.${limits.step}.limited`);
    }
    return { status: "limited" as const, retryAfterMs: wait };
  }

  const turn = await takeTurn(db, limits.account, account, now);
  if (!turn.ok) {
    // Not checked, so not an attempt: whoever was told to wait may come back as told.
    await uncount(db, limits.pair, pairKey, pair);
    await uncount(db, limits.address, address, counted);
    return { status: "limited" as const, retryAfterMs: turn.retryAfterMs };
  }
  const value = await check();
  if (value === null) {
    for (const rule of [limits.pair, limits.address, limits.account])
      await sweepAttempts(db, rule, now);
    await audit(`auth.${limits.step}.failure`, { accountFailures: turn.failures.count + 1 });
    return { status: "invalid" as const };
  }
  // A success was no failure: the account's row goes back as it was, unless another took a turn.
  const { count, windowStartedAt } = turn.failures;
  await db
    .update(rateLimitCounts)
    .set({ count, windowStartedAt: new Date(windowStartedAt) })
    .where(
      and(
        keyIs(limits.account.bucket, account),
        eq(rateLimitCounts.count, count + 1),
        eq(rateLimitCounts.windowStartedAt, new Date(now)),
      ),
    );
  await db.delete(rateLimitCounts).where(keyIs(limits.pair.bucket, pairKey));
  await uncount(db, limits.address, address, counted);
  return { status: "ok" as const, value };
}
