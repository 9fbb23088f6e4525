import { Search, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";
import { CONGRESS_KEYS, EVENT_TYPES } from "~/content/programme-keys";
import type { Programme } from "~/content/programme-schema";
import { eventTypeLabel } from "./event-types";
import { useEventFacts } from "~/lib/event-facts-context";
import type { EventFacts } from "~/content/event-facts-schema";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { congressDayTabs } from "./programme-labels";
import { programmeRooms, resultCountLabel, searchProgramme } from "./programme-search";
import {
  MAX_QUERY_LENGTH,
  type ProgrammeFilters,
  RESULTS_ID,
  SEARCH_PARAMS,
} from "./programme-selection";
import { ProgrammeTimeline } from "./programme-timeline";

/** The results' count, which a sent form brings into view and focuses. */
export const RESULT_COUNT_ID = "resultados-contagem";

/** The search of `/programacao`: a GET form without JavaScript, live results with it. */
export function ProgrammeSearchForm({
  programme,
  filters,
  onChange,
  onSubmit,
}: {
  programme: Programme;
  filters: ProgrammeFilters;
  onChange: (filters: ProgrammeFilters) => void;
  onSubmit: () => void;
}) {
  const set = (change: Partial<ProgrammeFilters>) => onChange({ ...filters, ...change });
  const facts = useEventFacts();

  return (
    <form
      method="get"
      action={`/programacao#${RESULTS_ID}`}
      role="search"
      aria-label="Buscar na programação"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:gap-x-4 sm:p-5 lg:grid-cols-4 print:hidden"
    >
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-4">
        <Label htmlFor="programme-q">Buscar por tema, palestrante ou moderador</Label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <Input
              id="programme-q"
              type="search"
              name={SEARCH_PARAMS.q}
              value={filters.q}
              maxLength={MAX_QUERY_LENGTH}
              placeholder="Ex.: feridas crônicas"
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => set({ q: event.target.value.slice(0, MAX_QUERY_LENGTH) })}
              className="pl-10"
            />
          </div>
          {/* With JavaScript the results follow every change; without, this loads them. */}
          <Button type="submit" className="h-11">
            <Search aria-hidden="true" className="sm:hidden" />
            <span className="max-sm:sr-only">Buscar</span>
          </Button>
        </div>
      </div>
      {filterSelects(programme, facts).map(({ key, label, all = "Todos", options }) => (
        <div key={key} className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`programme-${SEARCH_PARAMS[key]}`}>{label}</Label>
          <NativeSelect
            id={`programme-${SEARCH_PARAMS[key]}`}
            name={SEARCH_PARAMS[key]}
            value={filters[key] ?? ""}
            onChange={({ target: { value } }) =>
              // The options are the only values a select sends.
              onChange({
                ...filters,
                [key]: key === "day" && value ? Number(value) : value || undefined,
              })
            }
          >
            <option value="">{all}</option>
            {options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </form>
  );
}

/** The four filters as selects: congress, day, type and room, each with an 'all' choice. */
function filterSelects(programme: Programme, facts: EventFacts) {
  const labels = programmeTabLabels(facts.event);
  return [
    {
      key: "congress",
      label: "Congresso",
      options: CONGRESS_KEYS.map((key) => [key, labels[key]]),
    },
    {
      key: "day",
      label: "Dia",
      options: congressDayTabs(facts.event.congressDays, false).map((tab) => [
        String(tab.index + 1),
        tab.label,
      ]),
    },
    {
      key: "type",
      label: "Tipo",
      options: EVENT_TYPES.map((type) => [type, eventTypeLabel(type)]),
    },
    {
      key: "room",
      label: "Sala",
      all: "Todas",
      options: programmeRooms(programme, facts).map((room) => [room, room]),
    },
  ] satisfies {
    key: keyof typeof SEARCH_PARAMS;
    label: string;
    all?: string;
    options: string[][];
  }[];
}

/** The sessions a search found by congress and day, with a live count; none offers to clear. */
export function ProgrammeSearchResults({
  programme,
  filters,
  onClear,
}: {
  programme: Programme;
  filters: ProgrammeFilters;
  onClear: () => void;
}) {
  const { count, days } = searchProgramme(programme, filters, useEventFacts());
  const clearLink = (
    <Link
      to="/programacao"
      onClick={(event) => {
        event.preventDefault();
        onClear();
      }}
      className="text-brand-800 inline-flex items-center gap-1.5 font-semibold underline underline-offset-4 print:hidden"
    >
      <X aria-hidden="true" className="size-4" />
      Limpar filtros
    </Link>
  );
  return (
    <div className="flex flex-col gap-8">
      <div
        role="status"
        className={cn(
          "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2",
          count > 0 && "border-b border-slate-200 pb-3",
        )}
      >
        {count > 0 ? (
          <>
            <p
              id={RESULT_COUNT_ID}
              tabIndex={-1}
              className="text-brand-950 text-lg font-bold outline-none"
            >
              {resultCountLabel(count)}
            </p>
            {clearLink}
          </>
        ) : (
          <div className="flex w-full flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-slate-700">
            <p id={RESULT_COUNT_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
              {filters.congress && filters.day
                ? "Nenhum evento encontrado para este dia."
                : resultCountLabel(0)}
            </p>
            {clearLink}
          </div>
        )}
      </div>
      {days.map((found) => (
        <ProgrammeTimeline
          key={`${found.congress}-${found.dayIndex}`}
          day={{ ...found.day, day: `${found.congressLabel} · ${found.day.day}` }}
        />
      ))}
    </div>
  );
}
