import { Clock, ExternalLink, MapPin, Mic, UserRound, Users } from "lucide-react";
import { createContext, useContext } from "react";
import { Link } from "react-router";
import { AgendaToggle } from "~/components/agenda-toggle";
import { buttonVariants } from "~/components/ui/button";
import { useEventFacts } from "~/lib/event-facts-context";
import { cn } from "~/lib/utils";
import { EventTypeBadge, eventTypeMarkerClass } from "./event-types";
import type { ProgrammeEvent, ShownDay } from "~/content/programme-schema";
import { sortEventsByTime } from "~/lib/programme-time";
import { sessionPath } from "~/lib/programme-tabs";

/** One day of the programme page: an h2 with day and date, then the events by start time. */
export function ProgrammeTimeline({ day, className }: { day: ShownDay; className?: string }) {
  const events = sortEventsByTime(day.events);
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <h2 className="text-brand-950 flex flex-col gap-x-2 text-xl font-bold sm:flex-row sm:flex-wrap sm:items-baseline md:text-2xl">
        <span>{day.day}</span>
        {day.date && (
          <>
            <span aria-hidden="true" className="text-accent-600 hidden sm:inline">
              ·
            </span>
            <span className="sr-only sm:hidden">, </span>
            <span className="text-base font-semibold text-slate-600 md:text-lg">{day.date}</span>
          </>
        )}
      </h2>
      {events.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-slate-600">
          Nenhum evento encontrado para este dia.
        </p>
      ) : (
        <ol className="border-brand-100 ml-2 flex flex-col gap-4 border-l-2 pl-5 sm:ml-3 sm:pl-7">
          {events.map((event, index) => (
            <TimelineEvent key={`${event.time}-${event.title}-${index}`} event={event} />
          ))}
        </ol>
      )}
    </div>
  );
}

function TimelineEvent({ event }: { event: ProgrammeEvent }) {
  const isBreak = event.type === "intervalo";
  return (
    <li className="relative break-inside-avoid">
      <span
        aria-hidden="true"
        className={cn(
          "absolute top-5 -left-[1.6rem] size-3 rounded-full ring-4 ring-white sm:-left-[2.1rem]",
          eventTypeMarkerClass[event.type],
        )}
      />
      <article
        className={cn(
          "rounded-xl border p-4 sm:p-5",
          isBreak
            ? "border-dashed border-slate-300 bg-slate-50"
            : "border-slate-200 bg-white shadow-sm",
        )}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-brand-800 inline-flex items-center gap-1.5 text-sm font-bold tabular-nums">
            <Clock aria-hidden="true" className="size-4" />
            {event.time || "Horário a definir"}
          </p>
          <EventTypeBadge type={event.type} />
          {/* Breaks are not chosen: everyone has them. */}
          {event.id && !isBreak && (
            <AgendaToggle
              entry={{ id: event.id, title: event.title, time: event.time || undefined }}
              className="sm:ml-auto"
            />
          )}
        </div>
        <h3
          className={cn(
            "mt-2 leading-snug font-bold text-slate-900",
            isBreak ? "text-base" : "text-lg",
          )}
        >
          <SessionTitle id={event.id} title={event.title} className="hover:underline" />
        </h3>
        <EventDetails event={event} />
        <RoundTableTalks event={event} />
        <CourseStoreLink event={event} />
      </article>
    </li>
  );
}

/** The query a session link carries: a search's results name the search, so its page leads back. */
export const SessionLinkQuery = createContext("");

export function SessionTitle({
  id,
  title,
  className,
}: {
  id: string | undefined;
  title: string;
  className?: string;
}) {
  const query = useContext(SessionLinkQuery);
  if (!id) return title;
  return (
    <Link
      to={sessionPath(id) + query}
      className={cn(
        "hover:text-brand-800 focus-visible:ring-brand-500/50 rounded-sm underline-offset-4 outline-none focus-visible:ring-[3px]",
        className,
      )}
    >
      {title}
    </Link>
  );
}

/** A course's 'Adquirir Curso' link to the external course store; nothing for other types. */
export function CourseStoreLink({ event }: { event: ProgrammeEvent }) {
  const { links } = useEventFacts();
  if (event.type !== "curso") return null;
  return (
    <a
      href={links.courseStore}
      className={cn(buttonVariants({ variant: "accent" }), "mt-4 w-full sm:w-auto print:hidden")}
    >
      Adquirir Curso
      <span className="sr-only">: {event.title}</span>
      <ExternalLink aria-hidden="true" />
    </a>
  );
}

export function RoundTableTalks({
  event,
  highlight,
}: {
  event: ProgrammeEvent;
  /** The talk a session page was opened for. */
  highlight?: string;
}) {
  if (!event.talks || event.talks.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg bg-violet-50 p-3 sm:p-4">
      <p className="text-sm font-semibold text-violet-900">Temas da mesa</p>
      <ol className="mt-2 flex flex-col gap-3">
        {event.talks.map((talk, index) => (
          <li
            key={talk.id ?? `${talk.title}-${index}`}
            id={talk.id}
            aria-current={highlight !== undefined && talk.id === highlight ? "true" : undefined}
            className="border-l-2 border-violet-300 pl-3 aria-[current]:border-violet-700 aria-[current]:bg-white/70"
          >
            <p className="font-medium text-slate-900">{talk.title}</p>
            {(talk.speaker || talk.moderator) && (
              <p className="text-sm text-slate-700">
                {talk.speaker}
                {talk.speaker && talk.moderator && " · "}
                {talk.moderator && `Moderação: ${talk.moderator}`}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function EventDetails({ event }: { event: ProgrammeEvent }) {
  const speakers = event.speakers?.filter(Boolean) ?? [];
  const rows = [
    // A course's speaker is its instructor.
    event.speaker && {
      icon: <Mic />,
      label: event.type === "curso" ? "Instrutor" : "Palestrante",
      value: event.speaker,
    },
    speakers.length > 0 && {
      icon: <Users />,
      label: speakers.length > 1 ? "Palestrantes" : "Palestrante",
      value: speakers.join(", "),
    },
    event.moderator && { icon: <UserRound />, label: "Moderação", value: event.moderator },
    event.room && { icon: <MapPin />, label: "Local", value: event.room },
  ].filter((row) => !!row);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700">
      {rows.map((row, index) => (
        <div key={index} className="relative pl-6">
          <dt className="inline font-semibold text-slate-900">
            <span
              aria-hidden="true"
              className="[&_svg]:text-brand-700 absolute top-0.5 left-0 [&_svg]:size-4"
            >
              {row.icon}
            </span>
            {row.label}:
          </dt>{" "}
          <dd className="inline">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
