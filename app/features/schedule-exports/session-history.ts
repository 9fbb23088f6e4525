import type { ProgrammeHistory } from "./schedule-history.server";
import { type ExportFacts, type SessionFacts, sessionFacts } from "./session-facts";

export interface SessionRevision {
  facts: SessionFacts;
  /** RFC 5545 SEQUENCE: grows with every change of this session. */
  sequence: number;
  lastModified: Date;
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

/** A change, removal or return counts one from `olderVersions`: SEQUENCE never goes down. */
export function sessionRevisions(
  { versions, olderVersions }: ProgrammeHistory,
  eventFacts: ExportFacts,
) {
  const revisions = new Map<string, SessionRevision>();
  const signatures = new Map<string, string>();
  for (const { savedAt, programme } of versions) {
    const seen = new Set<string>();
    for (const facts of sessionFacts(programme, eventFacts)) {
      if (seen.has(facts.id)) continue;
      seen.add(facts.id);
      const known = revisions.get(facts.id);
      const now = signature(facts);
      if (!known || known.removedAt || signatures.get(facts.id) !== now) {
        const sequence = known ? known.sequence + 1 : olderVersions;
        revisions.set(facts.id, { facts, sequence, lastModified: savedAt });
        signatures.set(facts.id, now);
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
  return revisions;
}
