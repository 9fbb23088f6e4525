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
