import type { Programme } from "~/content/programme-schema";
import { type ExportFacts, type SessionFacts, sessionFacts } from "./session-facts";

/** A saved programme version, as the exports read it. */
export interface SavedProgramme {
  version: number;
  savedAt: Date;
  programme: Programme;
}

/**
 * The saved versions the exports look at, oldest first: the newest `MAX_VERSIONS_WALKED` (see
 * schedule-history.server.ts), and how many older ones exist beyond them.
 */
export interface ProgrammeHistory {
  versions: SavedProgramme[];
  olderVersions: number;
}

/** What a calendar says of one session: its revision count and when it last changed. */
export interface SessionRevision {
  facts: SessionFacts;
  /** RFC 5545 SEQUENCE: grows with every change of this session. */
  sequence: number;
  lastModified: Date;
  /** When it left the programme; absent while it is in the current version. */
  removedAt?: Date;
}

/** What a change of a session means to an attendee: anything a calendar shows. */
const signature = (facts: SessionFacts) =>
  JSON.stringify([
    facts.congress,
    facts.isoDate,
    facts.dayIndex,
    facts.start,
    facts.end,
    facts.time,
    facts.title,
    facts.type,
    facts.speakers,
    facts.moderator,
    facts.room,
    facts.abstract,
    facts.talks,
    facts.roundTable?.title,
  ]);

/**
 * Each session id's revision over the versions, walked oldest to newest: a change, a removal and
 * a return each count one. The count starts at `olderVersions` (the versions not walked): each
 * version that leaves the walked window carried at most one change of a session, so the
 * SEQUENCE never goes down as saves accumulate. (Deleting old versions can lower it; the admin
 * rarely does, and a calendar then keeps its copy until the next change.) Every version is
 * read with the current facts (its days' dates, the congresses' names), as the site shows it.
 */
export function sessionRevisions(
  { versions, olderVersions }: ProgrammeHistory,
  eventFacts: ExportFacts,
) {
  const revisions = new Map<string, SessionRevision & { signature: string }>();
  for (const { savedAt, programme } of versions) {
    const seen = new Set<string>();
    for (const facts of sessionFacts(programme, eventFacts)) {
      if (seen.has(facts.id)) continue;
      seen.add(facts.id);
      const known = revisions.get(facts.id);
      const now = signature(facts);
      if (!known) {
        revisions.set(facts.id, {
          facts,
          sequence: olderVersions,
          lastModified: savedAt,
          signature: now,
        });
      } else if (known.removedAt || known.signature !== now) {
        revisions.set(facts.id, {
          facts,
          sequence: known.sequence + 1,
          lastModified: savedAt,
          signature: now,
        });
      }
    }
    for (const [id, known] of revisions) {
      if (!seen.has(id) && !known.removedAt) {
        revisions.set(id, {
          ...known,
          sequence: known.sequence + 1,
          lastModified: savedAt,
          removedAt: savedAt,
        });
      }
    }
  }
  return new Map(
    [...revisions].map(([id, { signature: _signature, ...revision }]) => [id, revision]),
  );
}
