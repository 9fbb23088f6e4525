import { asc, eq } from "drizzle-orm";
import type { EventFacts } from "~/content/event-facts-schema";
import type { Database } from "~/db/client.server";
import { eventFactsVersions } from "~/db/schema";
import { readEdition, storedEdition } from "./event-facts.server";
import { readEventFacts } from "./read-event-facts";

/** When an edition was on the site (`from` null: the earliest, owning everything before it); `id` its last version. */
export type EditionSpan = { edition: number; from: Date | null; until: Date; id: string };

type EditionRow = { id: string; edition: number; createdAt: Date };

/** The spans of the editions before the current one, oldest first; a restored one ends at its last stretch. */
export function pastEditionSpans(rows: readonly EditionRow[]): EditionSpan[] {
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

/** The editions before the current one, read from every version's edition number and time. */
export async function listPastEditions(db: Database) {
  const rows = await db
    .select({
      id: eventFactsVersions.id,
      createdAt: eventFactsVersions.createdAt,
      edition: storedEdition,
    })
    .from(eventFactsVersions)
    .orderBy(asc(eventFactsVersions.version));
  return pastEditionSpans(rows.map((row) => ({ ...row, edition: readEdition(row.edition) })));
}

/** A past edition's facts as it ended, and its span; null for any other edition. */
export async function getPastEdition(
  db: Database,
  edition: number,
): Promise<{ facts: EventFacts; span: EditionSpan } | null> {
  const span = (await listPastEditions(db)).find((past) => past.edition === edition);
  if (!span) return null;
  const [row] = await db
    .select({ data: eventFactsVersions.data })
    .from(eventFactsVersions)
    .where(eq(eventFactsVersions.id, span.id));
  return row ? { facts: readEventFacts(row.data), span } : null;
}
