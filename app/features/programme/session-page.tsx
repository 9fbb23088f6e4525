import { ArrowLeft, CalendarDays, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { AgendaToggle } from "~/components/agenda-toggle";
import { PageHero } from "~/components/pages/page-hero";
import { ShareLinks, useCanonicalUrl } from "~/components/share-links";
import { useEventFacts } from "~/lib/event-facts-context";
import { EventTypeBadge } from "./event-types";
import { CourseStoreLink, EventDetails, RoundTableTalks } from "./programme-timeline";
import { searchReturnLink } from "~/lib/programme-address";
import {
  type SessionPlace,
  sessionAbstract,
  sessionBackLink,
  TIME_ZONE_NOTE,
} from "./session-lookup";

/** A session's own page; a talk's id opens its round table with the talk marked. */
export function SessionPage({
  place,
  calendarLink,
}: {
  place: SessionPlace;
  /** 'Adicionar ao calendário', from the route. */
  calendarLink?: ReactNode;
}) {
  const { congressLabel, day, event, talk } = place;
  const sessionId = talk?.id ?? event.id;
  const title = talk?.title ?? event.title;
  const abstract = sessionAbstract(place);
  const when = [day.day, day.date].filter(Boolean).join(", ");
  // Under the event's h2; a talk's page has none (its table is named in a paragraph).
  const AbstractHeading = talk ? "h2" : "h3";
  const [params] = useSearchParams();
  const search = searchReturnLink(params, useEventFacts().event.congressDays.length);
  const url = useCanonicalUrl();
  return (
    <>
      <PageHero
        page={{
          title,
          subtitle: congressLabel,
          heroEyebrow: "Programação",
        }}
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <Link
            to={search ?? sessionBackLink(place)}
            className="text-brand-800 focus-visible:ring-brand-500/50 inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {search ? "Voltar para a busca" : "Voltar para a programação"}
          </Link>
          {url && (
            <ShareLinks
              url={url}
              title={title}
              text={`${title} · ${congressLabel}`}
              shareLabel="Compartilhar sessão"
            />
          )}
        </div>
        <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <EventTypeBadge type={event.type} />
            <p className="inline-flex items-center gap-1.5 font-semibold text-slate-800">
              <CalendarDays aria-hidden="true" className="text-brand-700 size-4" />
              {when}
            </p>
            <p className="text-brand-800 inline-flex items-center gap-1.5 font-bold tabular-nums">
              <Clock aria-hidden="true" className="size-4" />
              {event.time ? `${event.time} (${TIME_ZONE_NOTE})` : "Horário a definir"}
            </p>
          </div>
          {sessionId && event.type !== "intervalo" && (
            <AgendaToggle
              entry={{
                id: sessionId,
                title,
                congress: congressLabel,
                day: when,
                time: event.time || undefined,
              }}
              className="mt-4"
            />
          )}
          {calendarLink}
          {talk ? (
            <p className="mt-4 text-slate-700">
              Parte da mesa-redonda{" "}
              <strong className="font-semibold text-slate-900">{event.title}</strong>
            </p>
          ) : (
            <h2 className="mt-4 text-xl leading-snug font-bold text-slate-900">{event.title}</h2>
          )}
          {abstract ? (
            <section aria-labelledby="resumo-da-sessao" className="mt-4">
              <AbstractHeading
                id="resumo-da-sessao"
                className="text-sm font-semibold text-slate-900"
              >
                Resumo
              </AbstractHeading>
              <p className="mt-1 leading-relaxed text-slate-700">{abstract}</p>
            </section>
          ) : null}
          <EventDetails event={event} />
          <RoundTableTalks event={event} highlight={talk?.id} />
          <CourseStoreLink event={event} />
        </article>
      </div>
    </>
  );
}
