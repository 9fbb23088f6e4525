import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentRevisions } from "~/db/schema";

// The version of everything the public sees: every admin write bumps it, so pages render afresh.
// current() counts every write answered before the call.
export type ContentVersion = { current(): number | Promise<number>; bump(): Promise<void> };

/** One process owns the embedded database (DESIGN §5): its memory is the whole truth. */
export function localContentVersion(): ContentVersion {
  let version = 0;
  return {
    current: () => version,
    bump() {
      version += 1;
      return Promise.resolve();
    },
  };
}

/** The `content_revisions` row counting every public change (shared by all processes). */
const SITE_ENTITY = "site";

/**
 * Processes sharing a PostgreSQL read the `site` row per request; requests during a read share
 * the next one, so none is answered from a read that began before it arrived.
 */
export function sharedContentVersion(db: Database): ContentVersion {
  const read = async () => {
    const [row] = await db
      .select({ revision: contentRevisions.revision })
      .from(contentRevisions)
      .where(eq(contentRevisions.entity, SITE_ENTITY));
    return row?.revision ?? 0;
  };
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const current = (): Promise<number> => {
    if (!running) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return current();
      });
    return next;
  };
  return {
    current,
    async bump() {
      await db
        .insert(contentRevisions)
        .values({ entity: SITE_ENTITY, revision: 1 })
        .onConflictDoUpdate({
          target: contentRevisions.entity,
          set: { revision: sql`${contentRevisions.revision} + 1`, updatedAt: sql`now()` },
        });
    },
  };
}
