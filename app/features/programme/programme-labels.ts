import { congresses, edition, formatLongDate, formatShortDate } from "~/content/event";
import type { CongressKey, ProgrammeEvent } from "~/content/programme-schema";

/** Each part of the programme as its tab names it. */
export const PROGRAMME_TAB_LABELS: Record<CongressKey, string> = {
  cursos: "Cursos Pré-Congresso",
  nursing: congresses.nursing.programmeTab,
  feridas: congresses.feridas.programmeTab,
  estetica: congresses.estetica.programmeTab,
};

export type CongressOnlyKey = Exclude<CongressKey, "cursos">;

/** The three congresses, in the order of the tabs. */
export const CONGRESS_ONLY_KEYS: readonly CongressOnlyKey[] = ["nursing", "feridas", "estetica"];

/** The congress days' tabs: "Dia 1 - 28/08" (programme page) or "Dia 1 - 28/08/2025" (home). */
export function congressDayTabs(withYear: boolean) {
  return edition.congressDates.map((isoDate, index) => {
    const date = formatShortDate(isoDate) + (withYear ? `/${isoDate.slice(0, 4)}` : "");
    return {
      value: `dia-${index + 1}`,
      index,
      label: `Dia ${index + 1} - ${date}`,
      day: `Dia ${index + 1}`,
      longDate: formatLongDate(isoDate),
    };
  });
}

/**
 * Who an event's table row names: its speakers (the event's own, or those of its talks), then the
 * moderator labelled as such, so a moderator is never shown as the speaker (issue 11).
 */
export function eventPeople(event: ProgrammeEvent) {
  const speakers = event.speaker
    ? [event.speaker]
    : event.speakers?.length
      ? event.speakers
      : (event.talks ?? []).flatMap((talk) => (talk.speaker ? [talk.speaker] : []));
  const unique = [...new Set(speakers)];
  const parts = unique.length ? [unique.join(", ")] : [];
  if (event.moderator) parts.push(`Moderação: ${event.moderator}`);
  return parts.join(" · ");
}
