import { edition, formatLongDate, formatShortDate } from "~/content/event";
import type { CongressKey } from "~/content/programme-schema";

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
