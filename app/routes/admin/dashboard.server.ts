import { gte, max, not, like, and, count } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { pageViews, programmeVersions, speakers, sponsors } from "~/db/schema";
import { unreadCounts } from "~/features/inbox/inbox.server";
import { formatInZone } from "~/lib/time-zone";

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The dashboard's figures, dates formatted in `timeZone` so server and browser agree. */
export async function dashboardFigures(db: Database, timeZone: string, now = Date.now()) {
  const lastWeek = and(
    gte(pageViews.createdAt, new Date(now - WEEK_MS)),
    // Administrators looking at their own pages are not visitors.
    not(like(pageViews.path, "/admin%")),
  );
  const [[versions], speakerCount, sponsorCount, views, unread] = await Promise.all([
    db.select({ n: count(), lastSave: max(programmeVersions.createdAt) }).from(programmeVersions),
    db.$count(speakers),
    db.$count(sponsors),
    db.$count(pageViews, lastWeek),
    unreadCounts(db),
  ]);
  return {
    programmeVersions: versions?.n ?? 0,
    lastProgrammeSave: versions?.lastSave
      ? formatInZone(versions.lastSave, timeZone, "dateTime")
      : null,
    speakers: speakerCount,
    sponsors: sponsorCount,
    pageViewsLastWeek: views,
    unreadMessages: unread.total,
  };
}
