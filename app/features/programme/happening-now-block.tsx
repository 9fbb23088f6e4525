import { MapPin } from "lucide-react";
import { useId, useMemo, useSyncExternalStore } from "react";
import { useEventFacts } from "~/lib/event-facts-context";
import { formatShortDate } from "~/lib/event-format";
import type { Programme } from "~/content/programme-schema";
import { cn } from "~/lib/utils";
import { formatMinutes, happeningNow } from "./happening-now";
import { EventTypeBadge } from "./event-types";
import { SessionTitle } from "./programme-timeline";
import { TIME_ZONE_NOTE } from "./session-lookup";

const MINUTE_MS = 60_000;

/** Wakes React at each turn of the minute, and when a phone comes back from sleep. */
function subscribeToMinutes(onMinute: () => void) {
  let timer: number | undefined;
  function schedule() {
    timer = window.setTimeout(
      () => {
        onMinute();
        schedule();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    );
  }
  schedule();
  document.addEventListener("visibilitychange", onMinute);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener("visibilitychange", onMinute);
  };
}
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
// The page is rendered once for everyone and cached: the server knows no "now".
const noMinuteOnServer = () => null;

/** 'Acontecendo agora', from the browser's clock: the server never draws it, it has no "now". */
export function HappeningNowBlock({
  programme,
  headingLevel,
  className,
}: {
  programme: Programme;
  /** The block's title level in its page; its two lists are titled one level below. */
  headingLevel: 2 | 3;
  className?: string;
}) {
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, noMinuteOnServer);
  const facts = useEventFacts();
  const now = useMemo(
    () => (minute === null ? null : happeningNow(programme, new Date(minute * MINUTE_MS), facts)),
    [programme, facts, minute],
  );
  const id = useId();
  if (!now) return null;

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ListHeading = headingLevel === 2 ? "h3" : "h4";
  const [first] = now.next;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "border-accent-400 rounded-2xl border-2 bg-white p-4 text-left shadow-sm sm:p-6",
        className,
      )}
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <Heading
          id={`${id}-title`}
          className="text-brand-950 flex items-center gap-2.5 text-xl font-bold md:text-2xl"
        >
          {/* A live dot, pulsing only while something is on. */}
          <span aria-hidden="true" className="relative flex size-3">
            {now.inProgress.length > 0 && (
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-60 motion-reduce:hidden" />
            )}
            <span
              className={cn(
                "relative inline-flex size-3 rounded-full",
                now.inProgress.length > 0 ? "bg-red-600" : "bg-slate-400",
              )}
            />
          </span>
          Acontecendo agora
        </Heading>
        <p className="text-sm text-slate-600 tabular-nums">
          Hoje, {formatShortDate(now.date)}, {formatMinutes(now.minutes)} ({TIME_ZONE_NOTE})
        </p>
      </div>
      <div className="mt-4 grid gap-5 md:grid-cols-2 md:gap-6">
        {[
          {
            key: "now",
            title: "Em andamento",
            sessions: now.inProgress,
            none: "Nenhuma sessão em andamento neste momento.",
          },
          {
            key: "next",
            title: first ? `A seguir, às ${formatMinutes(first.start)}` : "A seguir",
            sessions: now.next,
            none: "Não há mais sessões hoje.",
          },
        ].map((list) => (
          <div key={list.key}>
            <ListHeading
              id={`${id}-${list.key}`}
              className="text-sm font-bold tracking-wide text-slate-700 uppercase"
            >
              {list.title}
            </ListHeading>
            {list.sessions.length > 0 ? (
              <ul aria-labelledby={`${id}-${list.key}`} className="mt-2 flex flex-col gap-2">
                {list.sessions.map((session, index) => (
                  <li
                    key={session.id ?? `${session.congress}-${session.title}-${index}`}
                    className={cn(
                      "rounded-xl border p-3",
                      session.type === "intervalo"
                        ? "border-dashed border-slate-300 bg-slate-50"
                        : "border-slate-200 bg-white",
                    )}
                  >
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                      <span className="text-brand-800 font-bold tabular-nums">{session.time}</span>
                      <EventTypeBadge type={session.type} />
                    </div>
                    <p className="mt-1 leading-snug font-semibold text-slate-900">
                      <SessionTitle id={session.id} title={session.title} className="underline" />
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
                      <span>{session.congressLabel}</span>
                      {session.room && (
                        <>
                          <span aria-hidden="true">·</span>
                          <span className="inline-flex items-center gap-1">
                            <MapPin aria-hidden="true" className="text-brand-700 size-3.5" />
                            <span className="sr-only">Local: </span>
                            {session.room}
                          </span>
                        </>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-600">{list.none}</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
