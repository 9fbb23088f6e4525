import { CalendarArrowDown as CalendarDown, CalendarPlus, Download } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageHero } from "~/components/pages/page-hero";
import { ShareLinks } from "~/components/share-links";
import { toast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import {
  addEntry,
  type AgendaEntry,
  mergeEntries,
  updateAgenda,
  useAgenda,
} from "~/lib/agenda-storage";
import { useEventFacts } from "~/lib/event-facts-context";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { AgendaDays, CancelledSessions } from "./agenda-items";
import { AGENDA_PATH, readSharedIds, sharedAgendaLink } from "./agenda-link";
import { type AgendaSession, agendaEntryOf, buildAgenda, sessionCount } from "./agenda-list";

const TIME_ZONE_NOTE = "Todos os horários estão no horário de Brasília.";
const noteClass = "text-slate-700";

/** 'Minha agenda': a shared link is drawn by the server; one's own lives in the browser. */
export function AgendaPage({ sessions }: { sessions: readonly AgendaSession[] }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const sharedIds = readSharedIds(params);
  return (
    <>
      <PageHero
        page={{
          title: sharedIds ? "Agenda compartilhada" : "Minha agenda",
          subtitle: sharedIds
            ? "Uma agenda enviada por link, só para consulta."
            : "As sessões que você escolheu na programação, por dia e horário.",
          heroEyebrow: "Programação",
        }}
        className="print:bg-none print:text-slate-950 print:[&_p]:text-slate-700 print:[&>[aria-hidden]]:hidden print:[&>div]:py-4"
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 md:py-14 print:py-4">
        {sharedIds ? (
          <SharedAgenda ids={sharedIds} sessions={sessions} />
        ) : !hydrated ? (
          // What the server draws: the agenda lives in the browser and needs the page's scripts.
          <p className={cn(noteClass, "rounded-xl border border-slate-200 bg-white p-5")}>
            Sua agenda fica guardada neste navegador e precisa de JavaScript para aparecer. Se ela
            não aparecer, ative o JavaScript ou consulte a{" "}
            <a href="/programacao" className="text-brand-800 font-semibold underline">
              programação
            </a>{" "}
            (no horário de Brasília).
          </p>
        ) : (
          <OwnAgenda sessions={sessions} />
        )}
      </div>
    </>
  );
}

function OwnAgenda({ sessions }: { sessions: readonly AgendaSession[] }) {
  const entries = useAgenda();
  const agenda = buildAgenda(sessions, entries);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // The removed card is gone: focus moves to the summary and an undo is offered.
  function onRemove(entry: AgendaEntry) {
    summaryRef.current?.focus();
    toast("Sessão removida da sua agenda.", {
      action: { label: "Desfazer", onClick: () => updateAgenda((held) => addEntry(held, entry)) },
    });
  }

  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
        <h2 className="text-brand-950 text-xl font-bold">Sua agenda está vazia</h2>
        <p className={noteClass}>
          Na programação, toque em “Adicionar à minha agenda” nas sessões que quiser acompanhar:
          elas aparecem aqui por dia e horário, guardadas neste navegador, sem cadastro.{" "}
          {TIME_ZONE_NOTE}
        </p>
        <ProgrammeLink>Ver a programação</ProgrammeLink>
      </div>
    );
  }
  const live = agenda.liveIds.length;
  const items = agenda.days.flatMap((day) => day.items);
  const conflicts = items.filter((item) => item.conflicts.length > 0).length;
  return (
    <>
      <div className="flex flex-col gap-1">
        <p
          ref={summaryRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {live > 0
            ? `${sessionCount(live)} na sua agenda`
            : "Nenhuma sessão da programação na sua agenda"}
          {conflicts > 0 && ` · ${sessionCount(conflicts)} com conflito de horário`}
        </p>
        <p className={noteClass}>Guardada neste navegador, sem cadastro. {TIME_ZONE_NOTE}</p>
      </div>
      {agenda.cancelled.length > 0 && <CancelledSessions entries={agenda.cancelled} removable />}
      <AgendaDays days={agenda.days} onRemove={onRemove} />
      {live > 0 && <ShareAgenda ids={agenda.liveIds} />}
      {live > 0 && (
        // The same sessions as a calendar file, built here from the stored ids.
        <a
          href={sharedAgendaLink(agenda.liveIds, ".ics")}
          download="minha-agenda.ics"
          className={cn(buttonVariants({ variant: "outline" }), "self-start print:hidden")}
        >
          <CalendarDown aria-hidden="true" />
          Baixar minha agenda (.ics)
        </a>
      )}
      <ProgrammeLink>Adicionar mais sessões</ProgrammeLink>
    </>
  );
}

function ProgrammeLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/programacao"
      className={cn(buttonVariants({ variant: "outline" }), "self-start print:hidden")}
    >
      <CalendarPlus aria-hidden="true" />
      {children}
    </Link>
  );
}

/** An agenda from a shared link: read-only, importable into this browser's agenda once hydrated. */
function SharedAgenda({
  ids,
  sessions,
}: {
  ids: readonly string[];
  sessions: readonly AgendaSession[];
}) {
  const importable = useHydrated();
  const navigate = useNavigate();
  const agenda = buildAgenda(
    sessions,
    ids.map((id) => ({ id })),
  );
  const live = agenda.days.flatMap((day) => day.items.map((item) => item.session));

  function importAgenda() {
    let added = 0;
    updateAgenda((held) => {
      const merged = mergeEntries(held, live.map(agendaEntryOf));
      added = merged.length - held.length;
      return merged;
    });
    toast.success(
      added > 0
        ? `${sessionCount(added)} ${added === 1 ? "importada" : "importadas"} para a sua agenda.`
        : "Essas sessões já estavam na sua agenda.",
    );
    void navigate(AGENDA_PATH, { replace: true });
  }

  return (
    <>
      <div className="flex flex-col gap-3">
        <p className="text-lg font-semibold text-slate-900">
          {live.length > 0
            ? `${sessionCount(live.length)} nesta agenda`
            : "Este link não traz sessões da programação."}
        </p>
        <p className={noteClass}>
          Alguém compartilhou esta agenda com você; ela aparece só para consulta. Para guardá-la
          neste navegador, importe-a. {TIME_ZONE_NOTE}
        </p>
        <div className="flex flex-wrap gap-2 print:hidden">
          {importable && live.length > 0 && (
            <Button type="button" onClick={importAgenda}>
              <Download aria-hidden="true" />
              Importar para minha agenda
            </Button>
          )}
          <Link to={AGENDA_PATH} className={buttonVariants({ variant: "outline" })}>
            Ver minha agenda
          </Link>
        </div>
      </div>
      {agenda.cancelled.length > 0 && (
        <CancelledSessions entries={agenda.cancelled} removable={false} />
      )}
      <AgendaDays days={agenda.days} />
    </>
  );
}

/** 'Compartilhar minha agenda': share sheet, else copy and WhatsApp; drawn once hydrated. */
function ShareAgenda({ ids }: { ids: readonly string[] }) {
  const inputId = useId();
  const eventName = useEventFacts().event.name;
  const url = new URL(sharedAgendaLink(ids), window.location.origin).href;

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="border-brand-100 bg-brand-50/60 flex flex-col gap-3 rounded-2xl border p-5 sm:p-6 print:hidden"
    >
      <h2 id={`${inputId}-title`} className="text-brand-950 text-xl font-bold">
        Compartilhar minha agenda
      </h2>
      <p className="text-slate-700">
        Quem abrir este link vê a sua agenda e pode importá-la: é também o jeito de levar a agenda
        para outro celular.
      </p>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
        Link da sua agenda
      </label>
      <input
        id={inputId}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="focus-visible:ring-brand-500/50 h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 outline-none focus-visible:ring-[3px]"
      />
      <ShareLinks
        url={url}
        title={`Minha agenda | ${eventName}`}
        text={`Minha agenda no ${eventName}`}
        copyHint="Selecione o link acima e copie-o."
      />
    </section>
  );
}
