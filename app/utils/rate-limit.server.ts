import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimitCounts } from "~/db/schema";

/** `limit` attempts per key in a window that starts at the key's first attempt. */
export interface AttemptRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface AttemptCount {
  count: number;
  windowStartedAt: number;
}

/** The client's address, which the server entry writes, so a client cannot choose its own. */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

export function clientAddress(request: Request) {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "desconhecido";
}

/** Counts one attempt in one statement (a row per key, reset when its window ended). */
export async function countAttempt(
  db: Database,
  rule: AttemptRule,
  key: string,
  now: number,
): Promise<AttemptCount> {
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

/** Forgets a key's attempts. */
export async function forgetAttempts(db: Database, rule: AttemptRule, key: string) {
  await db
    .delete(rateLimitCounts)
    .where(and(eq(rateLimitCounts.bucket, rule.bucket), eq(rateLimitCounts.key, key)));
}

/** "N minutos", rounded up, for messages telling when to try again. */
export function minutesText(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
}
