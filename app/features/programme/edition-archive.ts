import { isComingSoon } from "~/content/placeholder-programme";
import type { Programme } from "~/content/programme-schema";
import { eventYear } from "~/lib/event-format";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { shownProgramme } from "~/content/shown-programme";
import { CONGRESS_KEYS } from "~/content/programme-keys";
import type { ProgrammeFacts } from "./programme-labels";

/** An edition number as an address names it ('15'); anything else names none. */
export function readEditionParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

export const editionArchiveTitle = (edition: number, year: number) =>
  `Programação da ${edition}ª edição (${year})`;

/** A past edition's programme as archived: its own dates, no empty days nor session ids. */
export function archivedProgramme(programme: Programme, facts: ProgrammeFacts) {
  const shown = shownProgramme(programme, facts);
  const labels = programmeTabLabels(facts.event);
  const parts = CONGRESS_KEYS.flatMap((key) => {
    const days = shown[key].flatMap((day) => {
      const events = day.events
        .filter((event) => !isComingSoon(event))
        .map(({ id: _id, ...event }) => event);
      return events.length > 0 ? [{ ...day, events }] : [];
    });
    return days.length > 0 ? [{ key, label: labels[key], days }] : [];
  });
  return {
    edition: facts.event.edition,
    year: eventYear(facts.event),
    city: facts.event.city,
    parts,
  };
}
