import { Info, RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useLocation, useRevalidator } from "react-router";
import { toast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { replaceAddress } from "~/components/ui/tabs";
import { courseNotes } from "~/content/courses";
import { eventPeriod } from "~/lib/event-format";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { isModifiedClick } from "~/lib/navigation";
import { HomeSectionLink } from "~/components/pages/home-section-link";
import { cn } from "~/lib/utils";
import { courseDayOf } from "~/content/shown-programme";
import { withEventDate } from "./programme-labels";
import {
  EMPTY_FILTERS,
  filtersOfSelection,
  filtersQuery,
  type ProgrammeFilters,
  programmeLink,
  type ProgrammeSelection,
  RESULTS_ID,
  sessionLinkQuery,
  tabSelectionOf,
} from "./programme-selection";
import {
  ProgrammeSearchForm,
  ProgrammeSearchResults,
  RESULT_COUNT_ID,
} from "./programme-search-form";
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
