import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import { Tabs, TabsContent, TabsLink, TabsList } from "~/components/ui/tabs";
import type { ProgrammeDay } from "~/content/programme-schema";
import { useEventFacts } from "~/lib/event-facts-context";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { cn } from "~/lib/utils";
import { CONGRESS_ONLY_KEYS, type CongressOnlyKey, congressDayTabs } from "./programme-labels";
import { homeProgrammeLink, programmeLink, type ProgrammeSelection } from "~/lib/programme-address";

/** Spec §9: on a tab switch the content reappears after 50 ms. */
const TAB_TRANSITION_DELAY_MS = 50;

/** A tab value whose content fades back in after a switch; shown as is before hydration. */
function useTabTransition(initialValue: string, onChange: (value: string) => void) {
  const [value, setValue] = useState(initialValue);
  const [shown, setShown] = useState(true);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onValueChange(next: string) {
    setValue(next);
    onChange(next);
    setShown(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(true), TAB_TRANSITION_DELAY_MS);
  }

  // Hidden without a transition, so the new content starts from hidden and only the entry animates.
  const contentClassName = shown
    ? "translate-y-0 opacity-100 transition duration-300 ease-out motion-reduce:transition-none"
    : "translate-y-2 opacity-0 motion-reduce:translate-y-0";

  return { value, onValueChange, contentClassName };
}

type DayTab = ReturnType<typeof congressDayTabs>[number];

/** The congress tabs of the home section or of /programacao, keeping each congress's last day. */
export function CongressTabs({
  home = false,
  programme,
  selection,
  onSelect,
  listClassName,
  courses,
  renderCongress,
  renderDay,
  ...props
}: Omit<ComponentProps<typeof Tabs>, "value" | "onValueChange" | "onSelect"> & {
  /** The home section's tabs: dates with the year, links to the home page's section. */
  home?: boolean;
  programme: Partial<Record<CongressOnlyKey, ProgrammeDay[]>>;
  selection: ProgrammeSelection;
  onSelect: (selection: ProgrammeSelection) => void;
  listClassName?: string;
  courses: ReactNode;
  /** A congress's panel around its day tabs, null when it has no programme. */
  renderCongress: (label: string, dayTabs: ReactNode) => ReactNode;
  renderDay: (
    tab: DayTab,
    days: ProgrammeDay[],
    congress: CongressOnlyKey,
    label: string,
  ) => ReactNode;
}) {
  const { event } = useEventFacts();
  const labels = programmeTabLabels(event);
  const linkOf = home ? homeProgrammeLink : programmeLink;
  const [dayShown, setDayShown] = useState<Partial<Record<string, number>>>({
    [selection.congress]: selection.day,
  });
  const dayOf = (congress: string) => dayShown[congress] ?? 1;
  function follow(next: ProgrammeSelection) {
    setDayShown((shown) => ({ ...shown, [next.congress]: next.day }));
    onSelect(next);
  }
  const tabs = useTabTransition(selection.congress, (congress) =>
    follow({ congress: congress as ProgrammeSelection["congress"], day: dayOf(congress) }),
  );

  return (
    <Tabs {...props} value={tabs.value} onValueChange={tabs.onValueChange}>
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
      {CONGRESS_ONLY_KEYS.map((congress) => {
        const days = programme[congress];
        return (
          <TabsContent key={congress} value={congress} className={tabs.contentClassName}>
            {renderCongress(
              labels[congress],
              days && (
                <DayTabs
                  home={home}
                  tabsOfDays={congressDayTabs(event.congressDays, home)}
                  label={labels[congress]}
                  initialDay={dayOf(congress)}
                  linkOf={(day) => linkOf({ congress, day })}
                  onDayChange={(day) => follow({ congress, day })}
                >
                  {(tab) => renderDay(tab, days, congress, labels[congress])}
                </DayTabs>
              ),
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

/** One congress's day tabs, opened at `initialDay`; a switch reports its day. */
function DayTabs({
  home,
  tabsOfDays,
  label,
  initialDay,
  linkOf,
  onDayChange,
  children,
}: {
  home: boolean;
  tabsOfDays: DayTab[];
  label: string;
  initialDay: number;
  linkOf: (day: number) => string;
  onDayChange: (day: number) => void;
  children: (tab: DayTab) => ReactNode;
}) {
  const dayTabs = useTabTransition(`dia-${initialDay}`, (value) => {
    const day = tabsOfDays.find((tab) => tab.value === value);
    if (day) onDayChange(day.index + 1);
  });
  const list = (
    <TabsList
      aria-label={`Dias do ${label}`}
      className={home ? "w-full sm:w-auto" : "self-start print:hidden"}
    >
      {tabsOfDays.map((tab) => (
        <TabsLink
          key={tab.value}
          value={tab.value}
          href={linkOf(tab.index + 1)}
          className={home ? "flex-1 px-2 text-[0.8125rem] sm:flex-none sm:px-3 sm:text-sm" : "px-4"}
        >
          {tab.label}
        </TabsLink>
      ))}
    </TabsList>
  );
  return (
    <Tabs
      value={dayTabs.value}
      onValueChange={dayTabs.onValueChange}
      className={home ? "gap-0" : "gap-6"}
    >
      {home ? <div className="border-b border-slate-200 px-3 py-3 sm:px-6">{list}</div> : list}
      {tabsOfDays.map((tab) => (
        <TabsContent
          key={tab.value}
          value={tab.value}
          // Every day of /programacao is in the page, so a printed congress has all its days.
          forceMount={home ? undefined : true}
          className={cn(
            dayTabs.contentClassName,
            !home && "data-[state=inactive]:hidden print:mb-8 print:data-[state=inactive]:block",
          )}
        >
          {children(tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
