import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { Tabs, TabsContent, TabsLink, TabsList } from "~/components/ui/tabs";
import type { ProgrammeDay } from "~/content/programme-schema";
import { useEventFacts } from "~/lib/event-facts-context";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { cn } from "~/lib/utils";
import { CONGRESS_ONLY_KEYS, type CongressOnlyKey, congressDayTabs } from "./programme-labels";
import type { ProgrammeSelection } from "./programme-selection";

/** Spec §9: on a tab switch the content reappears after 50 ms. */
const TAB_TRANSITION_DELAY_MS = 50;

/** A tab value whose content fades back in after a switch; shown as is before hydration. */
function useTabTransition(initialValue: string) {
  const [value, setValue] = useState(initialValue);
  const [shown, setShown] = useState(true);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onValueChange = useCallback((next: string) => {
    setValue(next);
    setShown(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(true), TAB_TRANSITION_DELAY_MS);
  }, []);

  // Hidden without a transition, so the new content starts from hidden and only the entry animates.
  const contentClassName = shown
    ? "translate-y-0 opacity-100 transition duration-300 ease-out motion-reduce:transition-none"
    : "translate-y-2 opacity-0 motion-reduce:translate-y-0";

  return { value, onValueChange, contentClassName };
}

/** What a congress's panel of day tabs receives from the congress tabs. */
export interface CongressDays {
  congress: CongressOnlyKey;
  label: string;
  days: ProgrammeDay[] | undefined;
  /** 1-based, as the tabs name it. */
  initialDay: number;
  onDayChange: (day: number) => void;
}

/** The congress tabs (home and programme page), keeping each congress's last day shown. */
export function CongressTabs({
  programme,
  selection,
  onSelect,
  linkOf,
  listClassName,
  courses,
  renderCongress,
  ...props
}: Omit<ComponentProps<typeof Tabs>, "value" | "onValueChange" | "onSelect"> & {
  programme: Partial<Record<CongressOnlyKey, ProgrammeDay[]>>;
  selection: ProgrammeSelection;
  onSelect: (selection: ProgrammeSelection) => void;
  linkOf: (selection: ProgrammeSelection) => string;
  listClassName?: string;
  courses: ReactNode;
  renderCongress: (days: CongressDays) => ReactNode;
}) {
  const tabs = useTabTransition(selection.congress);
  const labels = programmeTabLabels(useEventFacts().event);
  const [dayShown, setDayShown] = useState<Partial<Record<string, number>>>({
    [selection.congress]: selection.day,
  });
  const dayOf = (congress: string) => dayShown[congress] ?? 1;
  function follow(next: ProgrammeSelection) {
    setDayShown((shown) => ({ ...shown, [next.congress]: next.day }));
    onSelect(next);
  }

  return (
    <Tabs
      {...props}
      value={tabs.value}
      onValueChange={(congress) => {
        tabs.onValueChange(congress);
        follow({ congress: congress as ProgrammeSelection["congress"], day: dayOf(congress) });
      }}
    >
      <TabsList
        aria-label="Congressos"
        className={cn(
          "grid w-full grid-cols-1 bg-white shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4",
          listClassName,
        )}
      >
        {(["cursos", ...CONGRESS_ONLY_KEYS] as const).map((key) => (
          <TabsLink
            key={key}
            value={key}
            href={linkOf({ congress: key, day: 1 })}
            className="data-[state=inactive]:text-brand-900 h-auto min-h-12 w-full text-center leading-snug whitespace-normal"
          >
            {labels[key]}
          </TabsLink>
        ))}
      </TabsList>

      <TabsContent value="cursos" className={tabs.contentClassName}>
        {courses}
      </TabsContent>
      {CONGRESS_ONLY_KEYS.map((congress) => (
        <TabsContent key={congress} value={congress} className={tabs.contentClassName}>
          {renderCongress({
            congress,
            label: labels[congress],
            days: programme[congress],
            initialDay: dayOf(congress),
            onDayChange: (day) => follow({ congress, day }),
          })}
        </TabsContent>
      ))}
    </Tabs>
  );
}

type DayTab = ReturnType<typeof congressDayTabs>[number];

/** One congress's day tabs, opened at `initialDay`; a switch reports its day. */
export function DayTabs({
  congress,
  label,
  initialDay,
  onDayChange,
  withYear,
  linkOf,
  className,
  listWrapperClassName,
  listClassName,
  linkClassName,
  contentClassName,
  forceMount,
  children,
}: Omit<CongressDays, "days"> & {
  withYear: boolean;
  linkOf: (selection: ProgrammeSelection) => string;
  className: string;
  listWrapperClassName?: string;
  listClassName: string;
  linkClassName: string;
  contentClassName?: string;
  forceMount?: true;
  children: (tab: DayTab) => ReactNode;
}) {
  const dayTabs = useTabTransition(`dia-${initialDay}`);
  const tabsOfDays = congressDayTabs(useEventFacts().event.congressDays, withYear);
  const list = (
    <TabsList aria-label={`Dias do ${label}`} className={listClassName}>
      {tabsOfDays.map((tab) => (
        <TabsLink
          key={tab.value}
          value={tab.value}
          href={linkOf({ congress, day: tab.index + 1 })}
          className={linkClassName}
        >
          {tab.label}
        </TabsLink>
      ))}
    </TabsList>
  );
  return (
    <Tabs
      value={dayTabs.value}
      onValueChange={(value) => {
        dayTabs.onValueChange(value);
        const day = tabsOfDays.find((tab) => tab.value === value);
        if (day) onDayChange(day.index + 1);
      }}
      className={className}
    >
      {listWrapperClassName ? <div className={listWrapperClassName}>{list}</div> : list}
      {tabsOfDays.map((tab) => (
        <TabsContent
          key={tab.value}
          value={tab.value}
          forceMount={forceMount}
          className={cn(dayTabs.contentClassName, contentClassName)}
        >
          {children(tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
