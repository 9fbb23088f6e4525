import { and, count, desc, eq, gt, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimitHits } from "~/db/schema";

export interface RateLimit {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
}

export interface RateLimitStatus {
  /** Hits of this key inside the window. */
  count: number;
  limited: boolean;
  /** When limited, how long until one more is allowed; 0 otherwise. */
  retryAfterMs: number;
}

/**
 * Where a request came from: the server entry overwrites this header with the socket's address
 * (or the address a trusted local proxy forwarded), so a client cannot choose its own.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

export function clientAddress(request: Request) {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "desconhecido";
}

/**
 * Records one hit and tells whether it went over the limit (the public forms count every
 * accepted submission). Old hits of the bucket are pruned on the way.
 */
export async function hit(
  db: Database,
  bucket: string,
  key: string,
  { limit, windowMs }: RateLimit,
  now = Date.now(),
): Promise<RateLimitStatus> {
  await db
    .delete(rateLimitHits)
    .where(
      and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.createdAt, new Date(now - windowMs))),
    );
  await db.insert(rateLimitHits).values({ bucket, key, createdAt: new Date(now) });
  const inWindow = and(
    eq(rateLimitHits.bucket, bucket),
    eq(rateLimitHits.key, key),
    gt(rateLimitHits.createdAt, new Date(now - windowMs)),
  );
  const [row] = await db.select({ n: count() }).from(rateLimitHits).where(inWindow);
  const hits = row?.n ?? 0;
  if (hits <= limit) return { count: hits, limited: false, retryAfterMs: 0 };
  // One more is allowed once fewer than `limit` hits remain: when the limit-th newest leaves.
  const [oldestThatCounts] = await db
    .select({ at: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(inWindow)
    .orderBy(desc(rateLimitHits.createdAt))
    .offset(Math.max(limit - 1, 0))
    .limit(1);
  const retryAfterMs = oldestThatCounts
    ? Math.max(oldestThatCounts.at.getTime() + windowMs - now, 1)
    : windowMs;
  return { count: hits, limited: true, retryAfterMs };
}

/** "N minutos", rounded up, for messages telling when to try again. */
export function minutesText(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
}
