import { useState } from "react";
import type { ProgrammeDay } from "~/content/programme-schema";
import { useEventFacts } from "~/lib/event-facts-context";
import { type CongressOnlyKey, congressDayTabs } from "./programme-labels";
import type { ProgrammeSelection } from "./programme-selection";
import { useTabTransition } from "./use-tab-transition";

/** The congress tabs' state, keeping each congress's last day; switches go to `onSelect`. */
export function useCongressTabs(
  selection: ProgrammeSelection,
  onSelect: (selection: ProgrammeSelection) => void,
) {
  const tabs = useTabTransition(selection.congress);
  const [dayShown, setDayShown] = useState<Partial<Record<string, number>>>({
    [selection.congress]: selection.day,
  });
  const dayOf = (congress: string) => dayShown[congress] ?? 1;
  function follow(next: ProgrammeSelection) {
    setDayShown((shown) => ({ ...shown, [next.congress]: next.day }));
    onSelect(next);
  }
  return {
    value: tabs.value,
    contentClassName: tabs.contentClassName,
    onValueChange(congress: string) {
      tabs.onValueChange(congress);
      follow({ congress: congress as ProgrammeSelection["congress"], day: dayOf(congress) });
    },
    /** What a congress's panel of day tabs receives. */
    daysOf: (congress: CongressOnlyKey, days: ProgrammeDay[] | undefined): CongressDaysProps => ({
      congress,
      days,
      initialDay: dayOf(congress),
      onDayChange: (day) => follow({ congress, day }),
    }),
  };
}

/** What a congress's panel of day tabs receives from the congress tabs. */
export interface CongressDaysProps {
  congress: CongressOnlyKey;
  days: ProgrammeDay[] | undefined;
  /** 1-based, as the tabs name it. */
  initialDay: number;
  onDayChange: (day: number) => void;
}

/** The day tabs of one congress, opened at `initialDay`; a switch reports its day. */
export function useDayTabs({ initialDay, onDayChange }: CongressDaysProps, withYear: boolean) {
  const dayTabs = useTabTransition(`dia-${initialDay}`);
  const tabsOfDays = congressDayTabs(useEventFacts().event.congressDays, withYear);
  return {
    tabsOfDays,
    value: dayTabs.value,
    contentClassName: dayTabs.contentClassName,
    onValueChange(value: string) {
      dayTabs.onValueChange(value);
      const day = tabsOfDays.find((tab) => tab.value === value);
      if (day) onDayChange(day.index + 1);
    },
  };
}
