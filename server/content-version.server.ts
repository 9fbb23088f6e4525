import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contentRevisions } from "~/db/schema";

/**
 * The version of everything the public sees. A published page is kept under the version it was
 * rendered at, and any admin write bumps the version, so the very next request renders afresh.
 */
export interface ContentVersion {
  /** The version as of now: every write answered before this call is counted. */
  current(): number | Promise<number>;
  /** Called after a write that may have changed a public page. */
  bump(): Promise<void>;
}

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
export const SITE_ENTITY = "site";

/**
 * Several processes on one PostgreSQL: the version is the `site` row of `content_revisions`,
 * read by primary key for each request. Requests that arrive while a read is under way share the
 * next one, so a burst costs at most two reads at a time and none is answered from a read that
 * began before it arrived.
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
