import { CONGRESS_KEYS, type CongressKey, EVENT_TYPES } from "~/content/programme-keys";

/** The search and filters of `/programacao` as a GET query, so every search is a shareable URL. */
export type ProgrammeFilters = NonNullable<ReturnType<typeof readProgrammeFilters>>;

export const SEARCH_PARAMS = {
  q: "q",
  congress: "congresso",
  day: "dia",
  type: "tipo",
  room: "sala",
} as const;

/** The 1-based congress day a query's `dia` names, when the edition has that day. */
export function readCongressDay(value: string | null, dayCount: number) {
  const day = Number(value);
  return Number.isInteger(day) && day >= 1 && day <= dayCount ? day : undefined;
}

export const MAX_QUERY_LENGTH = 100;
const MAX_ROOM_LENGTH = 120;

// Control characters are never meant; they go before anything is compared or shown.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

export const EMPTY_FILTERS: ProgrammeFilters = { q: "" };

const pick = <T extends string>(value: string, allowed: readonly T[]) =>
  allowed.includes(value as T) ? (value as T) : undefined;

/** The filters a query names, or null for the tabs (a tab's link is not a search); bounded. */
export function readProgrammeFilters(params: URLSearchParams, dayCount: number) {
  const value = (key: string) => params.get(key)?.replace(CONTROL_CHARACTERS, "").trim() ?? "";
  const congress = pick(value(SEARCH_PARAMS.congress), CONGRESS_KEYS);
  const day = readCongressDay(value(SEARCH_PARAMS.day), dayCount);
  const type = pick(value(SEARCH_PARAMS.type), EVENT_TYPES);
  const room = value(SEARCH_PARAMS.room).slice(0, MAX_ROOM_LENGTH);
  const filters = {
    q: value(SEARCH_PARAMS.q).slice(0, MAX_QUERY_LENGTH),
    ...(congress ? { congress } : {}),
    ...(day ? { day } : {}),
    ...(type ? { type } : {}),
    ...(room ? { room } : {}),
  };
  const sentByForm = params.has(SEARCH_PARAMS.q);
  // An empty form shows the tabs again; a tab's link (congress and day alone) is no search.
  const filtering = sentByForm
    ? Object.values(filters).some(Boolean)
    : Boolean(filters.type || filters.room);
  return filtering ? filters : null;
}

/** The query of a search, in one spelling: `q` first and always, then the filters set. */
export function filtersQuery(filters: ProgrammeFilters) {
  const params = new URLSearchParams({ [SEARCH_PARAMS.q]: filters.q });
  for (const key of ["congress", "day", "type", "room"] as const) {
    if (filters[key]) params.set(SEARCH_PARAMS[key], String(filters[key]));
  }
  return params.toString();
}

/** The congress and day (1-based) a link opens; the server draws that tab, so links need no JS. */
export type ProgrammeSelection = ReturnType<typeof readProgrammeSelection>;

const DEFAULT_SELECTION = { congress: "cursos" as CongressKey, day: 1 };

export function readProgrammeSelection(params: URLSearchParams, dayCount: number) {
  return {
    congress:
      pick(params.get(SEARCH_PARAMS.congress) ?? "", CONGRESS_KEYS) ?? DEFAULT_SELECTION.congress,
    day: readCongressDay(params.get(SEARCH_PARAMS.day), dayCount) ?? DEFAULT_SELECTION.day,
  };
}

/** A selection's one query spelling, so links and the page cache's key agree. */
export function programmeQuery({ congress, day }: ProgrammeSelection) {
  if (congress === DEFAULT_SELECTION.congress) return "";
  return `${SEARCH_PARAMS.congress}=${congress}&${SEARCH_PARAMS.day}=${day}`;
}

export function programmeLink(selection: ProgrammeSelection) {
  const query = programmeQuery(selection);
  return query ? `/programacao?${query}` : "/programacao";
}

/** The tab a search's filters show, or null when they ask for results (form and tabs are one). */
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
const RETURN_PARAM = "de";
/** Longer than any search the form can send (its words and room percent-encoded), still bounded. */
const MAX_RETURN_LENGTH = 2500;

/** A session link's query from a search's results, so its page can lead back to them. */
export function sessionLinkQuery(filters: ProgrammeFilters) {
  return `?${new URLSearchParams({ [RETURN_PARAM]: filtersQuery(filters) })}`;
}

/** The programme search a session page's query names, as a link back to it, or null. */
export function searchReturnLink(params: URLSearchParams, dayCount: number) {
  const query = params.get(RETURN_PARAM);
  if (!query || query.length > MAX_RETURN_LENGTH) return null;
  const filters = readProgrammeFilters(new URLSearchParams(query), dayCount);
  return filters ? `/programacao?${filtersQuery(filters)}#${RESULTS_ID}` : null;
}

/** The id of the home page's programme section, where its tab links land. */
export const HOME_PROGRAMME_SECTION_ID = "program-section";

export function homeProgrammeLink(selection: ProgrammeSelection) {
  const query = programmeQuery(selection);
  return `/${query ? `?${query}` : ""}#${HOME_PROGRAMME_SECTION_ID}`;
}

/** The paths whose page draws a programme selection, with their single-fetch data. */
const PAGES_WITH_SELECTION = new Set(["/programacao", "/programacao.data", "/", "/_.data"]);

/** The page cache key's query for a public path, or null: a search is rendered per request. */
export function publishedPageQuery(pathname: string, params: URLSearchParams, dayCount: number) {
  // An attendee's agenda as a calendar: personal, and its query unbounded.
  if (pathname === "/minha-agenda.ics") return null;
  // A session page opened from a search leads back to it: drawn for its request.
  if (pathname.startsWith("/programacao/sessao/") && params.has(RETURN_PARAM)) return null;
  if (!PAGES_WITH_SELECTION.has(pathname)) return "";
  if (pathname.startsWith("/programacao") && readProgrammeFilters(params, dayCount)) return null;
  return programmeQuery(readProgrammeSelection(params, dayCount));
}
