import { CalendarArrowDown as CalendarDown, CalendarPlus, Download } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageHero } from "~/components/pages/page-hero";
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
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { AgendaDays, CancelledSessions } from "./agenda-items";
import { AGENDA_PATH, SHARED_SESSIONS_PARAM, readSharedIds } from "./agenda-link";
import { type AgendaSession, agendaEntryOf, buildAgenda, sessionCount } from "./agenda-list";
import { ShareAgenda } from "./agenda-share";

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
          <SharedAgenda ids={sharedIds} sessions={sessions} importable={hydrated} />
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
  const conflicts = agenda.days.reduce(
    (count, day) => count + day.items.filter((item) => item.conflicts.length > 0).length,
    0,
  );
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
          href={`${AGENDA_PATH}.ics?${SHARED_SESSIONS_PARAM}=${agenda.liveIds.join(",")}`}
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
  importable,
}: {
  ids: readonly string[];
  sessions: readonly AgendaSession[];
  importable: boolean;
}) {
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
