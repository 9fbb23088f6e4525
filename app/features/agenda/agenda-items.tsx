import { AlertTriangle, CalendarX2, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { AgendaToggle } from "~/components/agenda-toggle";
import { buttonVariants } from "~/components/ui/button-variants";
import { type AgendaEntry, removeEntry, updateAgenda } from "~/lib/agenda-storage";
import { cn } from "~/lib/utils";
import { type AgendaDay, agendaEntryOf } from "./agenda-list";

const cardClass = "rounded-xl border bg-white p-4 shadow-sm sm:p-5 break-inside-avoid";
const linkClass =
  "hover:text-brand-800 focus-visible:ring-brand-500/50 rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]";

/** The agenda's sessions by day and time; without `onRemove` the list is read-only (shared). */
export function AgendaDays({
  days,
  onRemove,
}: {
  days: readonly AgendaDay[];
  onRemove?: (entry: AgendaEntry) => void;
}) {
  return (
    <div className="flex flex-col gap-8">
      {days.map((day, index) => (
        <section key={day.key} aria-labelledby={`agenda-day-${index}`}>
          <h2 id={`agenda-day-${index}`} className="text-brand-950 text-xl font-bold md:text-2xl">
            {day.heading}
          </h2>
          <ol className="mt-4 flex flex-col gap-4">
            {day.items.map((item) => (
              <li key={item.session.id}>
                <AgendaCard item={item} onRemove={onRemove} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function AgendaCard({
  item: { session, conflicts },
  onRemove,
}: {
  item: AgendaDay["items"][number];
  onRemove?: (entry: AgendaEntry) => void;
}) {
  const conflicting = conflicts.length > 0;
  return (
    <article className={cn(cardClass, conflicting ? "border-amber-400" : "border-slate-200")}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-brand-800 inline-flex items-center gap-1.5 text-sm font-bold tabular-nums">
          <Clock aria-hidden="true" className="size-4" />
          {session.time || "Horário a definir"}
        </p>
        {conflicting && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
            <AlertTriangle aria-hidden="true" className="size-3.5" />
            Conflito de horário
          </span>
        )}
      </div>
      <h3 className="mt-2 text-lg leading-snug font-bold text-slate-900">
        <Link to={session.path} className={linkClass}>
          {session.title}
        </Link>
      </h3>
      <div className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
        <p className="font-medium text-slate-800">{session.congressLabel}</p>
        {session.roundTable && (
          <p>
            Parte da mesa-redonda{" "}
            <span className="font-semibold text-slate-900">{session.roundTable.title}</span>
          </p>
        )}
        {session.room && (
          <p className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="text-brand-700 size-4 shrink-0" />
            <span>
              <span className="font-semibold text-slate-900">Local:</span> {session.room}
            </span>
          </p>
        )}
        {conflicting && (
          <p className="text-amber-900">
            No mesmo horário:{" "}
            {conflicts.map((other) => `${other.title} (${other.time})`).join("; ")}
          </p>
        )}
      </div>
      {onRemove && (
        <AgendaToggle entry={agendaEntryOf(session)} onRemove={onRemove} className="mt-4" />
      )}
    </article>
  );
}

/** What was remembered of a cancelled session's place. */
const known = (entry: AgendaEntry) => [entry.congress, entry.day, entry.time].filter(Boolean);

/** Held sessions the programme no longer has: shown as cancelled, never dropped silently. */
export function CancelledSessions({
  entries,
  removable,
}: {
  entries: readonly AgendaEntry[];
  removable: boolean;
}) {
  return (
    <section aria-labelledby="agenda-cancelled" className="flex flex-col gap-4">
      <h2 id="agenda-cancelled" className="text-brand-950 text-xl font-bold md:text-2xl">
        Sessões canceladas
      </h2>
      <ul className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry.id}>
            <article className={cn(cardClass, "border-dashed border-slate-300 bg-slate-50")}>
              <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300 ring-inset">
                <CalendarX2 aria-hidden="true" className="size-3.5" />
                Cancelada
              </span>
              <h3 className="mt-2 text-lg leading-snug font-bold text-slate-700 line-through decoration-slate-400">
                {entry.title ?? "Sessão removida da programação"}
              </h3>
              <p className="mt-1 text-sm text-slate-700">
                {entry.title ? "Esta sessão saiu da programação." : "Não está mais na programação."}
                {known(entry).length > 0 && ` Era: ${known(entry).join(" · ")}.`}
              </p>
              {removable && (
                <button
                  type="button"
                  onClick={() => updateAgenda((held) => removeEntry(held, entry.id))}
                  className={cn(
                    buttonVariants({ variant: "outline", size: "sm" }),
                    "mt-4 print:hidden",
                  )}
                >
                  Remover da minha agenda
                  <span className="sr-only">: {entry.title ?? entry.id}</span>
                </button>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
