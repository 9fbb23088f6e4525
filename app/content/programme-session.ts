import type { CongressKey, EventType } from "./programme-keys";

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
