import type { RouterContextProvider } from "react-router";
import { type ContentVersionReader, contentVersionContext, databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { currentOf, loadProgrammeHistory } from "./schedule-history.server";
import type { ExportFacts } from "./session-facts";
import { type SessionRevision, sessionRevisions } from "./session-history";

/** What every calendar of the programme is written from. */
export interface CalendarData {
  /** The current edition's facts (its days' dates, the congresses' names, the venue). */
  facts: ExportFacts;
  /** Each session id's revision over the saved versions: SEQUENCE, removal, last facts. */
  revisions: ReadonlyMap<string, SessionRevision>;
  /** The last save, every event's DTSTAMP. */
  stamp: Date;
}

/** How a route reads the current edition's facts (the event-facts feature's `getEventFacts`). */
export type FactsReader = (db: Database) => Promise<ExportFacts>;

/** Reads the saved versions and the facts, and works out every session's revision. */
export async function prepareCalendarData(
  db: Database,
  readFacts: FactsReader,
): Promise<CalendarData> {
  const [facts, history] = await Promise.all([readFacts(db), loadProgrammeHistory(db)]);
  return { facts, revisions: sessionRevisions(history, facts), stamp: currentOf(history).savedAt };
}

/**
 * The calendar data of one content version: prepared by the first request that asks for that
 * version, shared by the requests that arrive while it is prepared, kept until another version
 * is asked for (after a write). One entry: the versions only grow, so an older one is asked for
 * again only by a request that raced a write, and that costs one more read, never a stale answer.
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

/** One memo per content version (one per server, with its database). */
const memos = new WeakMap<ContentVersionReader, CalendarDataMemo>();

export function calendarDataMemo(version: ContentVersionReader) {
  let memo = memos.get(version);
  if (!memo) {
    memo = new CalendarDataMemo();
    memos.set(version, memo);
  }
  return memo;
}

/**
 * The calendar data of the current content version. With the published pages' version
 * (production) it is prepared once per admin write, as the published pages are rendered, so
 * between saves a session's or an agenda's calendar, or an unknown id, costs a map lookup;
 * without it (the development server) it is read for each request.
 */
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

/** The calendar data for a loader, from the server's context (server/app.ts). */
export function calendarData(context: Readonly<RouterContextProvider>, readFacts: FactsReader) {
  return currentCalendarData(
    context.get(databaseContext),
    context.get(contentVersionContext),
    readFacts,
  );
}
