import { inArray, max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { aboutCongress, auditLog } from "~/db/schema";
import { lastProgrammeSaveAt } from "~/db/versioned-snapshots.server";
import type { ContentSource, LastSaves } from "./sitemap";

const AUDITED: Record<string, ContentSource> = {
  about_congress: "about",
  speaker: "speakers",
  sponsors: "sponsors",
};

/** When each kind of public content was last saved; the audit log also sees deletions. */
export async function lastSaves(db: Database): Promise<LastSaves> {
  const [programme, about, audited] = await Promise.all([
    lastProgrammeSaveAt(db),
    db.select({ at: aboutCongress.updatedAt }).from(aboutCongress).limit(1),
    db
      .select({ entity: auditLog.entity, at: max(auditLog.createdAt) })
      .from(auditLog)
      .where(inArray(auditLog.entity, Object.keys(AUDITED)))
      .groupBy(auditLog.entity),
  ]);
  const saves: LastSaves = {};
  const later = (source: ContentSource, at: Date | null | undefined) => {
    if (at && (!saves[source] || at > saves[source])) saves[source] = at;
  };
  later("programme", programme);
  later("about", about[0]?.at);
  for (const row of audited) later(AUDITED[row.entity]!, row.at);
  return saves;
}
