import { count, notLike } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { openDatabase } from "~/db/client.server";
import {
  aboutCongress,
  auditLog,
  contactMessages,
  contentRevisions,
  media,
  pageViews,
  programmeVersions,
  speakers,
  sponsors,
  sponsorshipInquiries,
} from "~/db/schema";

/**
 * Rows of every table that holds content or submissions, and the about block's revision, read
 * from a stopped server's embedded database: equal before and after means nothing was written.
 * Sign-in events (`auth.*`) are left out of the audit log: signing in to run a check, and the
 * corpus's own failed logins, write them.
 */
export async function contentCounts(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const { db } = handle;
    const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    const [about] = await db.select({ revision: aboutCongress.revision }).from(aboutCongress);
    return {
      programmeVersions: await rows(programmeVersions),
      speakers: await rows(speakers),
      sponsors: await rows(sponsors),
      media: await rows(media),
      contactMessages: await rows(contactMessages),
      sponsorshipInquiries: await rows(sponsorshipInquiries),
      pageViews: await rows(pageViews),
      contentRevisions: await rows(contentRevisions),
      aboutRevision: about?.revision ?? null,
      auditLog: (
        await db.select({ n: count() }).from(auditLog).where(notLike(auditLog.action, "auth.%"))
      )[0]!.n,
    };
  } finally {
    await handle.close();
  }
}
