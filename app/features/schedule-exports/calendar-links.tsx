import { CalendarPlus, History } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { CONGRESS_KEYS } from "~/content/programme-keys";
import { useEventFacts } from "~/lib/event-facts-context";
import { programmeTabLabels, sessionPath } from "~/lib/programme-tabs";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { CHANGES_PATH } from "./calendar-feed";

const UNTIMED_NOTE = "Sessões sem horário definido não entram no calendário.";

const linkClass =
  "text-brand-800 focus-visible:ring-brand-500/50 rounded-sm font-semibold underline underline-offset-4 outline-none focus-visible:ring-[3px]";

/** Each feed as a webcal: link and its https address, since webcal: does nothing on some phones. */
export function SubscribeCalendars({ origin: configured }: { origin: string | null }) {
  const labels = programmeTabLabels(useEventFacts().event);
  const feeds = [
    { path: "/programacao.ics", label: "Toda a programação" },
    ...CONGRESS_KEYS.map((key) => ({ path: `/programacao/${key}.ics`, label: labels[key] })),
  ];
  // Else once hydrated the page's own: a published page never carries a request's Host.
  const hydrated = useHydrated();
  const origin = configured ?? (hydrated ? window.location.origin : null);
  return (
    <details className="group rounded-xl border border-white/20 bg-white/10 text-white print:hidden">
      <summary className="focus-visible:ring-accent-400 flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 py-2 font-semibold outline-none focus-visible:ring-[3px]">
        <CalendarPlus aria-hidden="true" className="size-5" />
        Assinar no calendário
      </summary>
      <div className="flex flex-col gap-3 rounded-b-xl bg-white px-4 py-4 text-slate-800">
        <p className="text-sm">
          Assine para ver a programação no calendário do celular ou do computador; mudanças de
          horário, sala ou cancelamentos chegam sozinhos. {UNTIMED_NOTE}
        </p>
        <ul className="flex flex-col divide-y divide-slate-200">
          {feeds.map((feed) => {
            const https = origin ? `${origin}${feed.path}` : feed.path;
            return (
              <li key={feed.path} className="flex flex-col gap-1 py-2">
                <span className="font-semibold text-slate-900">{feed.label}</span>
                <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                  {origin && (
                    <a
                      href={https.replace(/^https?:/, "webcal:")}
                      aria-label={`Assinar: ${feed.label}`}
                      className={linkClass}
                    >
                      Assinar
                    </a>
                  )}
                  <a href={https} className={cn(linkClass, "break-all")}>
                    <span className="sr-only">Link https para {feed.label}: </span>
                    {https}
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-slate-700">
          Se “Assinar” não abrir seu calendário, copie o link https e adicione-o como calendário por
          URL (no Google Agenda: Outras agendas → Do URL).
        </p>
      </div>
    </details>
  );
}

export function ProgrammeUpdated({
  lastSaved,
}: {
  lastSaved: { iso: string; text: string } | null;
}) {
  return (
    <p className="text-brand-100 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm print:text-slate-700">
      {lastSaved && (
        <span>
          Atualizada em <time dateTime={lastSaved.iso}>{lastSaved.text}</time>.
        </span>
      )}
      <Link
        to={CHANGES_PATH}
        className="focus-visible:ring-accent-400 inline-flex items-center gap-1.5 rounded-sm font-semibold text-white underline underline-offset-4 outline-none focus-visible:ring-[3px] print:hidden"
      >
        <History aria-hidden="true" className="size-4" />
        Alterações na programação
      </Link>
    </p>
  );
}

export function AddToCalendar({ sessionId, timed }: { sessionId: string; timed: boolean }) {
  if (!timed) {
    return (
      <p className="mt-3 text-sm text-slate-600">
        Esta sessão ainda não tem horário definido e não entra no calendário.
      </p>
    );
  }
  return (
    <a
      href={`${sessionPath(sessionId)}.ics`}
      download
      className={cn(buttonVariants({ variant: "outline" }), "mt-3 self-start")}
    >
      <CalendarPlus aria-hidden="true" />
      Adicionar ao calendário
    </a>
  );
}
