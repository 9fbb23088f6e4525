import { and, gte, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { startsEdition } from "~/content/placeholder-programme";
import { newestProgramme } from "./programme.server";

/** When an edition was the published one (the event facts' `EditionSpan`). */
export type ProgrammeSpan = { from: Date | null; until: Date };

/** An edition's last published programme (saved within its span), or null when it has none. */
export async function getArchivedProgramme(db: Database, span: ProgrammeSpan) {
  const within = and(
    lt(programmeVersions.createdAt, span.until),
    span.from ? gte(programmeVersions.createdAt, span.from) : undefined,
  );
  return newestProgramme(db, within, (programme) => !startsEdition(programme));
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
