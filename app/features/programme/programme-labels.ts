import type { EventFacts } from "~/content/event-facts-schema";
import { formatLongDate, formatNumericDate, formatShortDate } from "~/lib/event-format";
import { CONGRESS_KEYS, type CongressKey } from "~/content/programme-keys";
import type { Programme, ProgrammeDay, ProgrammeEvent, ShownDay } from "~/content/programme-schema";
import { shownProgramme } from "~/content/shown-programme";
import { programmeTabLabels } from "~/lib/programme-tabs";

/** What the programme reads of the event's facts: its days and names, and the courses. */
export type ProgrammeFacts = Pick<EventFacts, "event" | "courses">;

/** Every day as shown, with its congress, in the site's order. */
export function shownDays(programme: Programme, facts: ProgrammeFacts) {
  const shown = shownProgramme(programme, facts);
  const labels = programmeTabLabels(facts.event);
  return CONGRESS_KEYS.flatMap((congress) =>
    shown[congress].map((day, dayIndex) => ({
      congress,
      congressLabel: labels[congress],
      dayIndex,
      day,
    })),
  );
}

export type CongressOnlyKey = Exclude<CongressKey, "cursos">;

export const CONGRESS_ONLY_KEYS: readonly CongressOnlyKey[] = ["nursing", "feridas", "estetica"];

/** The congress days' tabs: "Dia 1 - 16/09" (programme page) or with the year (home). */
export function congressDayTabs(congressDays: readonly string[], withYear: boolean) {
  return congressDays.map((isoDate, index) => {
    const date = withYear ? formatNumericDate(isoDate) : formatShortDate(isoDate);
    return {
      value: `dia-${index + 1}`,
      index,
      label: `Dia ${index + 1} - ${date}`,
      day: `Dia ${index + 1}`,
      longDate: formatLongDate(isoDate),
    };
  });
}

/** A stored day shown with its tab's date: the saved label stays, the date is the facts'. */
export function withEventDate(
  day: ProgrammeDay | undefined,
  tab: { day: string; longDate: string },
): ShownDay {
  return day ? { ...day, date: tab.longDate } : { day: tab.day, date: tab.longDate, events: [] };
}

/** Who a table row names: the speakers, then the moderator labelled, never taken for a speaker. */
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
