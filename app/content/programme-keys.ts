// Apart from the zod schema: pages that only need the keys do not download zod.
/** The congresses of the programme, in the order the site shows them. */
export const CONGRESS_KEYS = ["cursos", "nursing", "feridas", "estetica"] as const;
export type CongressKey = (typeof CONGRESS_KEYS)[number];

/** The most congress days an edition has (each congress has a day tab for each). */
export const MAX_CONGRESS_DAYS = 7;

export const EVENT_TYPES = [
  "palestra",
  "workshop",
  "mesa-redonda",
  "intervalo",
  "curso",
  "talk-show",
  "cerimônia",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** One session of the programme with its place, flat: what an agenda needs to show and sort it. */
export interface ProgrammeSession {
  id: string;
  title: string;
  /** Its own page. */
  path: string;
  type: EventType;
  congress: CongressKey;
  congressLabel: string;
  /** "Dia 1" and "16 de setembro de 2026", as the programme writes them. */
  day: string;
  date: string;
  /** The calendar day (from the event's dates), or null for a day beyond them. */
  isoDate: string | null;
  time: string;
  /** Minutes after midnight; null when the time holds none. */
  start: number | null;
  end: number | null;
  room?: string;
  /** A talk's round table: its title and id. */
  roundTable?: { id: string; title: string };
}
