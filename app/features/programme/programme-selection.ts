import { CONGRESS_KEYS, type CongressKey } from "~/content/programme-keys";
import { readCongressDay } from "./programme-labels";
import {
  EMPTY_FILTERS,
  filtersQuery,
  type ProgrammeFilters,
  readProgrammeFilters,
} from "./programme-search";

/**
 * The congress and day a programme link opens: `/programacao?congresso=feridas&dia=2`.
 * The server renders that tab selected, so the link works without JavaScript and can be shared
 * or bookmarked; with JavaScript the tabs switch in place and the address follows.
 */
export interface ProgrammeSelection {
  congress: CongressKey;
  /** 1-based, as the tabs name it ("Dia 2"). */
  day: number;
}

export const CONGRESS_PARAM = "congresso";
export const DAY_PARAM = "dia";

export const DEFAULT_SELECTION: ProgrammeSelection = { congress: "cursos", day: 1 };

/**
 * The selection a query names, for an edition of `dayCount` congress days; an unknown or missing
 * value (a day it does not have) falls back to the default.
 */
export function readProgrammeSelection(
  params: URLSearchParams,
  dayCount: number,
): ProgrammeSelection {
  const congress = params.get(CONGRESS_PARAM);
  return {
    congress: CONGRESS_KEYS.includes(congress as CongressKey)
      ? (congress as CongressKey)
      : DEFAULT_SELECTION.congress,
    day: readCongressDay(params.get(DAY_PARAM), dayCount) ?? DEFAULT_SELECTION.day,
  };
}

/**
 * The query of a selection, in one spelling ("" for the default, no day for the courses): the
 * page's links and the published-page cache's key use it, so at most 1 + 3 × MAX_CONGRESS_DAYS
 * variants exist.
 */
export function programmeQuery({ congress, day }: ProgrammeSelection) {
  if (congress === DEFAULT_SELECTION.congress) return "";
  return `${CONGRESS_PARAM}=${congress}&${DAY_PARAM}=${day}`;
}

/** The programme page opened at a congress and day. */
export function programmeLink(selection: ProgrammeSelection) {
  const query = programmeQuery(selection);
  return query ? `/programacao?${query}` : "/programacao";
}

/**
 * The tab a search form's filters show, or null when they ask for a list of results: with nothing
 * typed and neither type nor room, no congress is the page's opening tab and a congress with a
 * day is that tab, so the form and the tabs are one state.
 */
export function tabSelectionOf(filters: ProgrammeFilters): ProgrammeSelection | null {
  if (filters.q || filters.type || filters.room) return null;
  if (!filters.congress) return filters.day ? null : DEFAULT_SELECTION;
  if (filters.congress === DEFAULT_SELECTION.congress || !filters.day) return null;
  return { congress: filters.congress, day: filters.day };
}

/** The search form's filters for a tab: the opening tab has none. */
export function filtersOfSelection(selection: ProgrammeSelection): ProgrammeFilters {
  if (selection.congress === DEFAULT_SELECTION.congress) return EMPTY_FILTERS;
  return { ...EMPTY_FILTERS, congress: selection.congress, day: selection.day };
}

/** Where a search's results start: the form's action lands there, and so does the way back. */
export const RESULTS_ID = "resultados";

/** The session page's query naming the search its link was found in. */
export const RETURN_PARAM = "de";
/** Longer than any search the form can send (its words and room percent-encoded), still bounded. */
const MAX_RETURN_LENGTH = 2500;

/** A session link's query from a search's results, so its page can lead back to them. */
export function sessionLinkQuery(filters: ProgrammeFilters) {
  return `?${new URLSearchParams({ [RETURN_PARAM]: filtersQuery(filters) })}`;
}

/**
 * The search a session page's query names, as a link back to its results, or null. Only a
 * programme search is read from it (never an address): its filters are read as the page reads its
 * own and written again.
 */
export function searchReturnLink(params: URLSearchParams, dayCount: number) {
  const query = params.get(RETURN_PARAM);
  if (!query || query.length > MAX_RETURN_LENGTH) return null;
  const filters = readProgrammeFilters(new URLSearchParams(query), dayCount);
  return filters ? `/programacao?${filtersQuery(filters)}#${RESULTS_ID}` : null;
}

/** The id of the home page's programme section, where its tab links land. */
export const HOME_PROGRAMME_SECTION_ID = "program-section";

/** The home page opened at a congress and day of its programme section. */
export function homeProgrammeLink(selection: ProgrammeSelection) {
  const query = programmeQuery(selection);
  return `/${query ? `?${query}` : ""}#${HOME_PROGRAMME_SECTION_ID}`;
}

/**
 * The paths whose page draws a programme selection: the programme page, the home page, and their
 * single-fetch data (React Router asks `/_.data` for the root's).
 */
const SESSION_PATH_PREFIX = "/programacao/sessao/";

const PAGES_WITH_SELECTION = new Set(["/programacao", "/programacao.data", "/", "/_.data"]);

/**
 * The query part of the published-page cache key for a public path, or null
 * when the page is not to be shared: a search is rendered for its request only, so no query can
 * push the published pages out of the cache. The cache keys before the facts are read, so it
 * takes any day an edition may have; the canonical address, the edition's `dayCount`.
 */
export function publishedPageQuery(pathname: string, params: URLSearchParams, dayCount: number) {
  // An attendee's agenda as a calendar: personal, and its query unbounded.
  if (pathname === "/minha-agenda.ics") return null;
  // A session page opened from a search leads back to it: drawn for its request.
  if (pathname.startsWith(SESSION_PATH_PREFIX) && params.has(RETURN_PARAM)) return null;
  if (!PAGES_WITH_SELECTION.has(pathname)) return "";
  if (pathname.startsWith("/programacao") && readProgrammeFilters(params, dayCount)) return null;
  return programmeQuery(readProgrammeSelection(params, dayCount));
}
