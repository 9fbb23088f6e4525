import { and, desc, gte, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { startsEdition } from "~/content/placeholder-programme";
import { type Programme, readProgramme } from "~/content/programme-schema";

/** How many of a span's newest versions are read looking for one to show, as the live page. */
const ROWS_TO_READ = 5;

/** When an edition was the published one (the event facts' `EditionSpan`). */
export type ProgrammeSpan = { from: Date | null; until: Date };

/** An edition's last published programme (saved within its span), or null when it has none. */
export async function getArchivedProgramme(
  db: Database,
  span: ProgrammeSpan,
): Promise<{ programme: Programme; savedAt: Date } | null> {
  const rows = await db
    .select({ data: programmeVersions.data, createdAt: programmeVersions.createdAt })
    .from(programmeVersions)
    .where(
      and(
        lt(programmeVersions.createdAt, span.until),
        span.from ? gte(programmeVersions.createdAt, span.from) : undefined,
      ),
    )
    .orderBy(desc(programmeVersions.version))
    .limit(ROWS_TO_READ);
  for (const row of rows) {
    const programme = readProgramme(row.data);
    if (programme && !startsEdition(programme)) return { programme, savedAt: row.createdAt };
  }
  return null;
}

/** Which of the past editions (`spans`) have a programme to show, in the order given. */
export async function listArchivedEditions(
  db: Database,
  spans: readonly (ProgrammeSpan & { edition: number })[],
): Promise<number[]> {
  const found = await Promise.all(
    spans.map(async (span) => ((await getArchivedProgramme(db, span)) ? span.edition : null)),
  );
  return found.filter((edition) => edition !== null);
}
