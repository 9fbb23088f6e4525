import { Info, RefreshCw, Search, Sparkles, X } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { toast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { replaceAddress } from "~/components/ui/tabs";
import { CONGRESS_KEYS, EVENT_TYPES } from "~/content/programme-keys";
import { courseNotes } from "~/content/courses";
import { eventPeriod } from "~/lib/event-format";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { isModifiedClick } from "~/lib/navigation";
import { HomeSectionLink } from "~/components/pages/home-section-link";
import { cn } from "~/lib/utils";
import { courseDayOf } from "~/content/shown-programme";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { eventTypeLabel } from "./event-types";
import { congressDayTabs, withEventDate } from "./programme-labels";
import { programmeRooms, resultCountLabel, searchProgramme } from "./programme-search";
import {
  EMPTY_FILTERS,
  filtersOfSelection,
  filtersQuery,
  MAX_QUERY_LENGTH,
  type ProgrammeFilters,
  programmeLink,
  type ProgrammeSelection,
  RESULTS_ID,
  SEARCH_PARAMS,
  sessionLinkQuery,
  tabSelectionOf,
} from "~/lib/programme-address";
import type { Programme } from "~/content/programme-schema";
import { ProgrammeTimeline, SessionLinkQuery } from "./programme-timeline";
import { HappeningNowBlock } from "./happening-now-block";
import { TIME_ZONE_NOTE } from "./session-lookup";
import { CongressTabs } from "./programme-tabs";

export function ProgrammePage({
  programme,
  selection,
  filters,
  exports,
}: {
  programme: Programme;
  selection: ProgrammeSelection;
  /** The search the address names, or null for the tabs. */
  filters: ProgrammeFilters | null;
  /** 'Atualizada em …', the change list and the calendar feeds, from the route. */
  exports?: ReactNode;
}) {
  const { loading, refresh } = useProgrammeRefresh(programme);
  // A link to another congress or day of this page (a session's way back) starts the tabs anew.
  const { pathname, search } = useLocation();
  const { event } = useEventFacts();
  // Once the event is over there are no places left to offer.
  const { stage } = useEventPhase();

  return (
    <>
      <div className="bg-brand-950 relative overflow-hidden text-white print:bg-white print:text-slate-950">
        <div
          aria-hidden="true"
          className="from-brand-800/60 to-brand-950 absolute inset-0 bg-gradient-to-br via-transparent print:hidden"
        />
        <div
          aria-hidden="true"
          className="bg-accent-500/20 absolute -top-24 -right-24 size-72 rounded-full blur-3xl print:hidden"
        />
        <div className="relative mx-auto flex max-w-5xl flex-col gap-5 px-4 py-12 md:py-16 print:py-0">
          <Badge variant="glass" className="self-start print:hidden">
            {eventPeriod(event)} · {event.city}, {event.state}
          </Badge>
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">Programação</h1>
          <p className="text-brand-100 max-w-2xl text-base md:text-lg print:hidden">
            Cursos pré-congresso, palestras, workshops, mesas-redondas e talk-shows dos três
            congressos. Escolha um congresso e o dia para ver as atividades por horário.
          </p>
          <p className="text-brand-100 -mt-2 text-sm print:text-slate-700">
            Todos os horários estão no {TIME_ZONE_NOTE}.
          </p>
          {exports}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
            {/* A link to this very address: without scripts it reloads the page, and with them
                the programme is fetched again in place. */}
            <a
              href={pathname + search}
              className={cn(
                buttonVariants({ variant: "whiteOutline" }),
                loading && "pointer-events-none opacity-50",
              )}
              aria-disabled={loading || undefined}
              aria-describedby="programme-status"
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                void refresh();
              }}
            >
              <RefreshCw
                aria-hidden="true"
                className={cn(loading && "animate-spin motion-reduce:animate-none")}
              />
              Atualizar
            </a>
            <p id="programme-status" role="status" className="text-brand-100 text-sm">
              {loading ? "Carregando programação..." : ""}
            </p>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 py-10 md:py-14 print:py-4">
        <HappeningNowBlock programme={programme} headingLevel={2} className="mb-8 print:hidden" />
        <ProgrammeBrowser
          key={search}
          programme={programme}
          initialFilters={filters ?? filtersOfSelection(selection)}
          loading={loading}
        />
        {/* The Frab schedule that conference apps import: resource routes. */}
        <p className="mt-10 text-sm text-slate-600 print:hidden">
          Para aplicativos de programação de congressos (formato Frab):{" "}
          <a
            href="/schedule.xml"
            type="application/xml"
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            XML
          </a>{" "}
          ·{" "}
          <a
            href="/schedule.json"
            type="application/json"
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            JSON
          </a>
        </p>
      </div>

      {stage === "after" ? null : (
        <section aria-labelledby="programme-cta-title" className="px-4 pb-16 md:pb-24 print:hidden">
          <div className="from-brand-900 to-brand-700 mx-auto flex max-w-5xl flex-col items-center gap-4 rounded-3xl bg-gradient-to-br px-6 py-10 text-center text-white shadow-lg md:py-14">
            <Sparkles aria-hidden="true" className="text-accent-400 size-8" />
            <h2 id="programme-cta-title" className="text-2xl font-bold md:text-3xl">
              Faça parte do maior encontro de enfermagem do Brasil
            </h2>
            <p className="text-brand-100 max-w-xl">
              Três congressos, dois dias de atualização científica e cursos práticos em {event.city}
              . As vagas são limitadas.
            </p>
            <HomeSectionLink
              sectionId="inscricao-section"
              className={cn(
                buttonVariants({ variant: "accent", size: "lg" }),
                "mt-2 h-auto min-h-12 w-full py-3 whitespace-normal sm:w-auto",
              )}
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                toast.success("Excelente escolha!", {
                  description: "Estamos prontos para receber sua inscrição.",
                });
              }}
            >
              Garanta sua vaga agora mesmo!
            </HomeSectionLink>
          </div>
        </section>
      )}
    </>
  );
}

/** The search form, then the tabs or the results: one state, whose address follows the view. */
function ProgrammeBrowser({
  programme,
  initialFilters,
  loading,
}: {
  programme: Programme;
  initialFilters: ProgrammeFilters;
  loading: boolean;
}) {
  const [filters, setFilters] = useState(initialFilters);
  // The tabs open at the form's congress and day: a change made in the form draws them anew.
  const [formChanges, setFormChanges] = useState(0);
  const resultsRef = useRef<HTMLDivElement>(null);
  const tabSelection = tabSelectionOf(filters);
  useAddressFollows(
    tabSelection ? programmeLink(tabSelection) : `/programacao?${filtersQuery(filters)}`,
  );

  function changeFilters(next: ProgrammeFilters) {
    setFilters(next);
    setFormChanges((count) => count + 1);
  }

  // Sent, the results come into view and their count takes focus, so it is read out.
  function showResults() {
    resultsRef.current?.scrollIntoView({ block: "start" });
    document.getElementById(RESULT_COUNT_ID)?.focus({ preventScroll: true });
  }

  return (
    <div className="flex flex-col gap-8">
      <ProgrammeSearchForm
        programme={programme}
        filters={filters}
        onChange={changeFilters}
        onSubmit={showResults}
      />
      <div id={RESULTS_ID} ref={resultsRef}>
        {tabSelection ? (
          <CongressTabs
            key={formChanges}
            programme={programme}
            selection={tabSelection}
            onSelect={(next) => setFilters(filtersOfSelection(next))}
            className={cn("gap-8", loading && "opacity-70 transition-opacity")}
            aria-busy={loading}
            listClassName="print:hidden"
            courses={<CoursesTab />}
            renderCongress={(label, dayTabs) => (
              <>
                {/* On paper the tabs are gone: the congress is named above its days. */}
                <p className="hidden text-2xl font-bold text-slate-950 print:block">{label}</p>
                {dayTabs ?? (
                  <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-slate-600">
                    Programação não disponível no momento.
                  </p>
                )}
              </>
            )}
            renderDay={(tab, days) => (
              <ProgrammeTimeline day={withEventDate(days[tab.index], tab)} />
            )}
          />
        ) : (
          <SessionLinkQuery value={sessionLinkQuery(filters)}>
            <ProgrammeSearchResults
              programme={programme}
              filters={filters}
              onClear={() => changeFilters(EMPTY_FILTERS)}
            />
          </SessionLinkQuery>
        )}
      </div>
    </div>
  );
}

/** The results' count, which a sent form brings into view and focuses. */
const RESULT_COUNT_ID = "resultados-contagem";

/** The search of `/programacao`: a GET form without JavaScript, live results with it. */
function ProgrammeSearchForm({
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
  const labels = programmeTabLabels(facts.event);
  // The four filters as selects: congress, day, type and room, each with an 'all' choice.
  const selects = [
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
      {selects.map(({ key, label, all = "Todos", options }) => (
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

/** The sessions a search found by congress and day, with a live count; none offers to clear. */
function ProgrammeSearchResults({
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

/** Replaces the address as it changes (batched while typing); the opening address is left alone. */
function useAddressFollows(address: string) {
  const opened = useRef(address);
  useEffect(() => {
    if (address === opened.current) return;
    opened.current = "";
    const timer = setTimeout(() => {
      replaceAddress(address);
    }, 250);
    return () => clearTimeout(timer);
  }, [address]);
}

/** Spec §9: a return to the window reloads the programme unless it loaded under 2 s ago. */
export const refreshIsDue = (lastLoadedAt: number | null, now: number) =>
  lastLoadedAt === null || now - lastLoadedAt >= 2000;

/** Reloads the data: 'Atualizar' forces it, a return to the window does unless just loaded. */
function useProgrammeRefresh(programme: Programme) {
  const revalidator = useRevalidator();
  const lastLoadedAt = useRef<number | null>(null);

  // Every new loader result is a completed load.
  useEffect(() => {
    lastLoadedAt.current = Date.now();
  }, [programme]);

  const onFocus = useEffectEvent(() => {
    if (revalidator.state === "idle" && refreshIsDue(lastLoadedAt.current, Date.now())) {
      void revalidator.revalidate();
    }
  });
  useEffect(() => {
    const listener = () => onFocus();
    window.addEventListener("focus", listener);
    return () => window.removeEventListener("focus", listener);
  }, []);

  async function refresh() {
    await revalidator.revalidate();
    lastLoadedAt.current = Date.now();
    toast.success("Programação atualizada!");
  }

  return { loading: revalidator.state === "loading", refresh };
}

function CoursesTab() {
  const facts = useEventFacts();
  return (
    <div className="flex flex-col gap-8">
      <ProgrammeTimeline day={courseDayOf(facts)} />
      <aside
        aria-labelledby="course-notes-title"
        className="border-accent-400 bg-accent-300/20 rounded-2xl border p-5 sm:p-6"
      >
        <h3
          id="course-notes-title"
          className="text-brand-950 flex items-center gap-2 text-lg font-bold"
        >
          <Info aria-hidden="true" className="text-brand-800 size-5" />
          Informações importantes
        </h3>
        <ul className="marker:text-accent-600 mt-3 flex list-disc flex-col gap-2 pl-5 text-slate-800">
          {courseNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
