import { and, gte, lt } from "drizzle-orm";
import { startsEdition } from "~/content/placeholder-programme";
import type { Database } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import {
  type EditionSpan,
  getPastEdition,
  listPastEditions,
} from "~/features/event-facts/past-editions.server";
import { newestProgramme } from "~/features/programme/programme.server";

/** An edition's last published programme (saved within its span), or null when it has none. */
function archivedProgrammeOf(db: Database, span: EditionSpan) {
  const within = and(
    lt(programmeVersions.createdAt, span.until),
    span.from ? gte(programmeVersions.createdAt, span.from) : undefined,
  );
  return newestProgramme(db, within, (programme) => !startsEdition(programme));
}

/** A past edition's last published programme and its facts then; null if it has none. */
export async function loadEditionArchive(db: Database, edition: number) {
  const past = await getPastEdition(db, edition);
  const archive = past && (await archivedProgrammeOf(db, past.span));
  return past && archive ? { facts: past.facts, ...archive } : null;
}

/** The past editions whose programme the site keeps, oldest first, for the editions' cards. */
export async function listEditionArchives(db: Database) {
  const spans = await listPastEditions(db);
  const found = await Promise.all(
    spans.map(async (span) => ((await archivedProgrammeOf(db, span)) ? span.edition : null)),
  );
  return found.filter((edition) => edition !== null);
}
