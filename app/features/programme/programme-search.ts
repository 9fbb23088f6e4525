import { CONGRESS_KEYS, EVENT_TYPES } from "~/content/programme-keys";
import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { type ProgrammeFacts, readCongressDay, shownDays } from "./programme-labels";
import { sortEventsByTime } from "~/lib/programme-time";

/** The search and filters of `/programacao` as a GET query, so every search is a shareable URL. */
export type ProgrammeFilters = NonNullable<ReturnType<typeof readProgrammeFilters>>;

export const SEARCH_PARAMS = {
  q: "q",
  congress: "congresso",
  day: "dia",
  type: "tipo",
  room: "sala",
} as const;

export const MAX_QUERY_LENGTH = 100;
const MAX_ROOM_LENGTH = 120;

// Control characters are never meant; they go before anything is compared or shown.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

export const EMPTY_FILTERS: ProgrammeFilters = { q: "" };

export const pick = <T extends string>(value: string, allowed: readonly T[]) =>
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

/** Lower case, without accents and extra spaces: 'Crônicas' and 'cronicas' are the same. */
export function normalizeSearchText(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/\s+/g, " ")
    .trim();
}

function searchableText(event: ProgrammeEvent) {
  const talks = (event.talks ?? []).flatMap((talk) => [talk.title, talk.speaker, talk.moderator]);
  return normalizeSearchText(
    [event.title, event.speaker, ...(event.speakers ?? []), event.moderator, ...talks]
      .filter(Boolean)
      .join(" "),
  );
}

/** The sessions matching every typed word, by congress, day and time. */
export function searchProgramme(
  programme: Programme,
  filters: ProgrammeFilters,
  facts: ProgrammeFacts,
) {
  const words = normalizeSearchText(filters.q).split(" ").filter(Boolean);
  const room = filters.room ? normalizeSearchText(filters.room) : null;
  const days = shownDays(programme, facts).flatMap(({ day, ...place }) => {
    const { congress, dayIndex } = place;
    if (filters.congress && filters.congress !== congress) return [];
    if (filters.day && (congress === "cursos" || filters.day !== dayIndex + 1)) return [];
    const events = day.events.filter((event) => {
      if (filters.type && event.type !== filters.type) return false;
      if (room && normalizeSearchText(event.room ?? "") !== room) return false;
      const text = searchableText(event);
      return words.every((word) => text.includes(word));
    });
    return events.length > 0
      ? [{ ...place, day: { ...day, events: sortEventsByTime(events) } }]
      : [];
  });
  const count = days.reduce((sum, found) => sum + found.day.events.length, 0);
  return { count, days };
}

/** The rooms the programme names, sorted without a collator (its ICU data would load late). */
export function programmeRooms(programme: Programme, facts: ProgrammeFacts) {
  const rooms = new Map<string, string>();
  for (const { day } of shownDays(programme, facts)) {
    for (const event of day.events) {
      const room = event.room?.trim();
      if (room && !rooms.has(normalizeSearchText(room))) rooms.set(normalizeSearchText(room), room);
    }
  }
  return [...rooms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, room]) => room);
}

export function resultCountLabel(count: number) {
  if (count === 0) return "Nenhuma sessão encontrada.";
  return count === 1 ? "1 sessão encontrada" : `${count} sessões encontradas`;
}
