import { type ContentVersionReader } from "~/context";
import type { Database } from "~/db/client.server";
import { currentOf, loadProgrammeHistory } from "./schedule-history.server";
import type { ExportFacts } from "./session-facts";
import { type SessionRevision, sessionRevisions } from "./session-history";

/** What every calendar of the programme is written from. */
export interface CalendarData {
  facts: ExportFacts;
  revisions: ReadonlyMap<string, SessionRevision>;
  /** The last save, every event's DTSTAMP. */
  stamp: Date;
}

/** How a route reads the current edition's facts (the event-facts feature's `getEventFacts`). */
export type FactsReader = (db: Database) => Promise<ExportFacts>;

async function prepareCalendarData(db: Database, readFacts: FactsReader): Promise<CalendarData> {
  const [facts, history] = await Promise.all([readFacts(db), loadProgrammeHistory(db)]);
  return { facts, revisions: sessionRevisions(history, facts), stamp: currentOf(history).savedAt };
}

/**
 * The calendar data of one content version, shared by the requests that ask for it; one entry,
 * since an older version is asked for again only by a request that raced a write.
 */
export class CalendarDataMemo {
  /** How many times the saved versions were read. */
  loads = 0;
  #entry: { version: number; data: Promise<CalendarData> } | null = null;

  get(version: number, prepare: () => Promise<CalendarData>): Promise<CalendarData> {
    if (this.#entry?.version === version) return this.#entry.data;
    this.loads += 1;
    const entry = { version, data: prepare() };
    this.#entry = entry;
    // A failed read is not kept: the next request reads again.
    entry.data.catch(() => {
      if (this.#entry === entry) this.#entry = null;
    });
    return entry.data;
  }
}

const memos = new WeakMap<ContentVersionReader, CalendarDataMemo>();

export function calendarDataMemo(version: ContentVersionReader) {
  let memo = memos.get(version);
  if (!memo) {
    memo = new CalendarDataMemo();
    memos.set(version, memo);
  }
  return memo;
}

/** Read once per admin write with a content version (production), else for each request. */
export async function currentCalendarData(
  db: Database,
  version: ContentVersionReader | null,
  readFacts: FactsReader,
): Promise<CalendarData> {
  if (!version) return prepareCalendarData(db, readFacts);
  // The version before the data: data read after it are at least as new as what it counts.
  const current = await version.current();
  return calendarDataMemo(version).get(current, () => prepareCalendarData(db, readFacts));
}
