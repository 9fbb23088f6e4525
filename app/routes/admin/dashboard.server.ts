import { count, gte, max, not, like, and } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { pageViews, programmeVersions, speakers, sponsors } from "~/db/schema";
import { unreadCounts } from "~/features/inbox/inbox.server";

const WEEK_MS = 7 * 24 * 60 * 60_000;

const savedAt = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  // The congress's own time, the same for every administrator and for the server's render.
  timeZone: "America/Bahia",
});

/** The dashboard's figures, formatted here so server and browser render the same text. */
export async function dashboardFigures(db: Database, now = Date.now()) {
  const [[versions], [speakerCount], [sponsorCount], [views], unread] = await Promise.all([
    db.select({ n: count(), lastSave: max(programmeVersions.createdAt) }).from(programmeVersions),
    db.select({ n: count() }).from(speakers),
    db.select({ n: count() }).from(sponsors),
    db
      .select({ n: count() })
      .from(pageViews)
      .where(
        and(
          gte(pageViews.createdAt, new Date(now - WEEK_MS)),
          // Administrators looking at their own pages are not visitors.
          not(like(pageViews.path, "/admin%")),
        ),
      ),
    unreadCounts(db),
  ]);
  return {
    programmeVersions: versions?.n ?? 0,
    lastProgrammeSave: versions?.lastSave ? savedAt.format(versions.lastSave) : null,
    speakers: speakerCount?.n ?? 0,
    sponsors: sponsorCount?.n ?? 0,
    pageViewsLastWeek: views?.n ?? 0,
    unreadMessages: unread.total,
  };
}
