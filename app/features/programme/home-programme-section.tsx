import { ArrowRight, CalendarDays, ExternalLink, ShoppingCart } from "lucide-react";
import { HomeSectionLink } from "~/components/pages/home-section-link";
import type * as React from "react";
import { Link, useLocation } from "react-router";
import { toast } from "~/components/toaster";
import { Button, buttonVariants } from "~/components/ui/button";
import { replaceAddress } from "~/components/ui/tabs";
import { eventPeriod, formatLongDate } from "~/lib/event-format";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { isModifiedClick } from "~/lib/navigation";
import { cn } from "~/lib/utils";
import { courseDayOf } from "~/content/shown-programme";
import { EventTypeBadge } from "./event-types";
import { HappeningNowBlock } from "./happening-now-block";
import { eventPeople } from "./programme-labels";
import {
  HOME_PROGRAMME_SECTION_ID,
  homeProgrammeLink,
  programmeLink,
  type ProgrammeSelection,
} from "~/lib/programme-address";
import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { sortEventsByTime } from "~/lib/programme-time";
import { TIME_ZONE_NOTE } from "./session-lookup";
import { CongressTabs } from "./programme-tabs";

/** Spec §9: the home tables show at most 5 events per day and at most 5 courses. */
const MAX_ROWS = 5;
/** Long enough to read the toast before the browser leaves for the course store. */
const COURSE_REDIRECT_DELAY_MS = 1500;

/** The programme block of the home page (spec §2 "Home", programme section). */
export function HomeProgrammeSection({
  programme,
  selection,
}: {
  programme: Programme;
  selection: ProgrammeSelection;
}) {
  // A link to another congress or day of this page (the logo's `/`) starts the tabs anew.
  const { search } = useLocation();
  const facts = useEventFacts();
  const { stage } = useEventPhase();

  return (
    <section
      id={HOME_PROGRAMME_SECTION_ID}
      aria-labelledby="program-section-title"
      className="to-brand-50/70 bg-gradient-to-b from-white py-16 md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-accent-600 text-sm font-bold tracking-wider uppercase">
            {eventPeriod(facts.event)}
          </p>
          <h2
            id="program-section-title"
            className="text-brand-950 mt-2 text-3xl font-bold tracking-tight md:text-4xl"
          >
            Programação
          </h2>
          <p className="mt-3 text-slate-700 md:text-lg">
            Cursos pré-congresso, palestras, workshops e mesas-redondas com especialistas de todo o
            Brasil. Confira os destaques de cada congresso.
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Todos os horários estão no {TIME_ZONE_NOTE}.
          </p>
        </div>

        <HappeningNowBlock programme={programme} headingLevel={3} className="mt-10" />

        <CongressTabs
          key={search}
          home
          programme={programme}
          selection={selection}
          onSelect={(next) => replaceAddress(homeProgrammeLink(next))}
          className="mt-10 gap-6"
          courses={<CoursesPanel />}
          renderCongress={(label, dayTabs) => (
            <Panel title={label}>
              {dayTabs ?? (
                <p className="px-4 py-10 text-center text-slate-600">
                  Programação não disponível no momento.
                </p>
              )}
            </Panel>
          )}
          renderDay={(tab, days, congress, label) => (
            <DayTable
              label={`${label}, ${tab.label}`}
              events={days[tab.index]?.events ?? []}
              moreHref={programmeLink({ congress, day: tab.index + 1 })}
              // Spec §2: for Feridas day 1 the last column is the type when events have one.
              showType={
                congress === "feridas" &&
                tab.index === 0 &&
                (days[0]?.events.some((event) => Boolean(event.type)) ?? false)
              }
            />
          )}
        />

        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/programacao">
              Ver programação completa
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {stage === "after" ? null : (
            <Button asChild variant="accent" size="lg">
              <HomeSectionLink sectionId="inscricao-section">Inscreva-se agora</HomeSectionLink>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

function Panel({
  title,
  date,
  children,
}: {
  title: string;
  date?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="bg-brand-900 flex flex-col gap-1 px-4 py-4 text-white sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <h3 className="text-lg font-bold">{title}</h3>
        {date && (
          <p className="text-brand-100 inline-flex items-center gap-2 text-sm font-medium">
            <CalendarDays aria-hidden="true" className="size-4" />
            {date}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

const th = "px-3 py-3 text-xs font-bold tracking-wide text-slate-700 uppercase sm:px-6";
const td = "px-3 py-3 align-top sm:px-6";

/** A table that scrolls sideways inside itself, never the page; `className` hides a column. */
function ProgrammeTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: { label: string; className?: string }[];
  children: React.ReactNode;
}) {
  return (
    // Focusable, so keyboard users can scroll it too.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="focus-visible:ring-brand-500/50 overflow-x-auto outline-none focus-visible:ring-[3px]"
    >
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(th, column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** The time and title cells; phones hide the time column, so the time shows above the title. */
function TimeAndTitle({ event, children }: { event: ProgrammeEvent; children: React.ReactNode }) {
  return (
    <>
      <td
        className={cn(
          td,
          "text-brand-800 hidden font-semibold whitespace-nowrap tabular-nums sm:table-cell",
        )}
      >
        {event.time || (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Horário a definir</span>
          </>
        )}
      </td>
      <td className={td}>
        {event.time && (
          <p className="text-brand-800 mb-1 text-xs font-bold tabular-nums sm:hidden">
            <span className="sr-only">Horário: </span>
            {event.time}
          </p>
        )}
        <p className="font-semibold text-slate-900">{event.title}</p>
        {children}
      </td>
    </>
  );
}

function PeopleCell({ people }: { people: string }) {
  return (
    <td className={cn(td, "hidden text-slate-700 md:table-cell")}>
      {people || (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">Não informado</span>
        </>
      )}
    </td>
  );
}

function CoursesPanel() {
  // The courses are the event facts' ('Cursos pré-congresso'), as on /programacao and the exports.
  const facts = useEventFacts();
  const { links } = facts;
  const day = courseDayOf(facts);
  const courses = sortEventsByTime(day.events).slice(0, MAX_ROWS);
  const date = formatLongDate(facts.event.courseDate);

  function buy(event: React.MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    // The delay counts from the toast on screen: on a slow phone sonner is still loading.
    void toast
      .success("Cursos Pré-Congresso!", {
        description: "Você está sendo redirecionado para a página de aquisição dos cursos.",
      })
      .then(() =>
        window.setTimeout(
          () => window.location.assign(links.courseStore),
          COURSE_REDIRECT_DELAY_MS,
        ),
      );
  }

  return (
    <Panel title="Cursos Pré-Congresso" date={date}>
      {courses.length === 0 ? (
        <p className="px-4 py-10 text-center text-slate-600">Nenhum curso disponível no momento.</p>
      ) : (
        <ProgrammeTable
          label={`Cursos pré-congresso, ${date}`}
          columns={[
            { label: "Horário", className: "hidden sm:table-cell" },
            { label: "Curso" },
            { label: "Instrutor", className: "hidden md:table-cell" },
            { label: "Ação", className: "text-right" },
          ]}
        >
          {courses.map((course, index) => (
            <tr key={`${course.title}-${index}`}>
              <TimeAndTitle event={course}>
                {/* Phones and tablets hide the instructor column: the name goes under the title. */}
                <p className="mt-1 text-slate-700 md:hidden">{eventPeople(course)}</p>
                {course.room && <p className="mt-1 text-xs text-slate-600">{course.room}</p>}
              </TimeAndTitle>
              <PeopleCell people={eventPeople(course)} />
              <td className={cn(td, "text-right")}>
                {/* A link: without JavaScript it still reaches the store (a form posting
                      there would be refused by the policy's form-action 'self'). */}
                <a
                  href={links.courseStore}
                  onClick={buy}
                  className={buttonVariants({ variant: "accent" })}
                >
                  <ShoppingCart aria-hidden="true" className="hidden sm:block" />
                  Adquirir
                  <span className="sr-only">: {course.title}</span>
                </a>
              </td>
            </tr>
          ))}
        </ProgrammeTable>
      )}
      <div className="border-t border-slate-200 px-4 py-4 text-center">
        <a
          href={links.courseStore}
          className={cn(
            buttonVariants({ variant: "link" }),
            "text-brand-800 h-auto min-h-10 whitespace-normal",
          )}
        >
          Ver todos os cursos disponíveis
          <ExternalLink aria-hidden="true" />
        </a>
      </div>
    </Panel>
  );
}

function DayTable({
  label,
  events,
  showType,
  moreHref,
}: {
  label: string;
  events: ProgrammeEvent[];
  showType: boolean;
  /** Where the whole day is, for a day longer than the table. */
  moreHref: string;
}) {
  const rows = sortEventsByTime(events).slice(0, MAX_ROWS);
  const more = events.length - rows.length;
  if (rows.length === 0) {
    return (
      <p className="px-4 py-10 text-center text-slate-600">
        Nenhum evento encontrado para este dia.
      </p>
    );
  }
  return (
    <>
      <ProgrammeTable
        label={label}
        columns={[
          { label: "Horário", className: "hidden w-36 sm:table-cell" },
          { label: "Atividade" },
          showType
            ? { label: "Tipo", className: "w-px" }
            : { label: "Palestrante", className: "hidden md:table-cell" },
        ]}
      >
        {rows.map((event, index) => {
          const speaker = eventPeople(event);
          return (
            <tr key={`${event.title}-${index}`}>
              <TimeAndTitle event={event}>
                {speaker && (
                  // With a type column, or on phones, the speaker goes under the title.
                  <p className={cn("mt-1 text-slate-700", !showType && "md:hidden")}>{speaker}</p>
                )}
              </TimeAndTitle>
              {showType ? (
                <td className={td}>
                  <EventTypeBadge
                    type={event.type}
                    className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset"
                  />
                </td>
              ) : (
                <PeopleCell people={speaker} />
              )}
            </tr>
          );
        })}
      </ProgrammeTable>
      {more > 0 ? (
        <div className="border-t border-slate-200 px-4 py-3 text-center">
          <Link
            to={moreHref}
            className={cn(buttonVariants({ variant: "link" }), "text-brand-800 min-h-10")}
          >
            {more === 1 ? "Ver mais 1 atividade" : `Ver mais ${more} atividades`}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </>
  );
}
