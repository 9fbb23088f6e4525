import { asc, eq, sql } from "drizzle-orm";
import { defaultEventFacts } from "~/content/default-event-facts";
import type { EventFacts } from "~/content/event-facts-schema";
import type { Database } from "~/db/client.server";
import { eventFactsVersions } from "~/db/schema";
import { readEventFacts } from "./read-event-facts";

/**
 * When an edition was the one on the site: from its first published version (null for the
 * earliest stored edition, which owns everything saved before it) until the first version after
 * its last one, which is the next edition's publication.
 */
export type EditionSpan = { edition: number; from: Date | null; until: Date };

type EditionRow = { id: string; edition: number; createdAt: Date };

/**
 * The spans of the editions before the current one (the newest version's), oldest first. An
 * edition that came back by a restore ends where its last stretch ended.
 */
export function pastEditionSpans(rows: readonly EditionRow[]): (EditionSpan & { id: string })[] {
  const current = rows.at(-1)?.edition;
  if (current === undefined) return [];
  const editions = [...new Set(rows.map((row) => row.edition))].filter((e) => e < current);
  return editions
    .sort((a, b) => a - b)
    .map((edition) => {
      const first = rows.findIndex((row) => row.edition === edition);
      const last = rows.findLastIndex((row) => row.edition === edition);
      // The newest row is the current edition's, so a row follows the last one of a past edition.
      const next = rows[last + 1]!;
      return {
        edition,
        from: first === 0 ? null : rows[first]!.createdAt,
        until: next.createdAt,
        id: rows[last]!.id,
      };
    });
}

/** Every published version's edition number and time, oldest first; not the whole snapshots. */
async function editionRows(db: Database): Promise<EditionRow[]> {
  const rows = await db
    .select({
      id: eventFactsVersions.id,
      createdAt: eventFactsVersions.createdAt,
      edition: sql<string | null>`${eventFactsVersions.data} -> 'event' ->> 'edition'`,
    })
    .from(eventFactsVersions)
    .orderBy(asc(eventFactsVersions.version));
  return rows.map((row) => {
    const stored = Number(row.edition);
    // As readEventFacts reads a version whose edition no longer parses.
    const edition =
      Number.isInteger(stored) && stored > 0 ? stored : defaultEventFacts.event.edition;
    return { id: row.id, createdAt: row.createdAt, edition };
  });
}

/** The spans of the editions the site showed before the current one, oldest first. */
export async function listPastEditions(db: Database): Promise<EditionSpan[]> {
  return pastEditionSpans(await editionRows(db)).map(({ edition, from, until }) => ({
    edition,
    from,
    until,
  }));
}

/**
 * A past edition's facts as they were when it ended (its last published version) and its span;
 * null for the current edition, a later one, or one never published here.
 */
export async function getPastEdition(
  db: Database,
  edition: number,
): Promise<{ facts: EventFacts; span: EditionSpan } | null> {
  const past = pastEditionSpans(await editionRows(db)).find((span) => span.edition === edition);
  if (!past) return null;
  const [row] = await db
    .select({ data: eventFactsVersions.data })
    .from(eventFactsVersions)
    .where(eq(eventFactsVersions.id, past.id));
  if (!row) return null;
  const { id: _id, ...span } = past;
  return { facts: readEventFacts(row.data), span };
}
