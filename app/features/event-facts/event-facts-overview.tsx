import {
  ArrowRight,
  CalendarPlus,
  Eye,
  FilePenLine,
  RotateCcw,
  Send,
  Trash2,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { VersionHistoryList } from "~/components/admin/version-history";
import { ConfirmDialog, destructiveClass } from "~/components/confirm-dialog";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { PreviewButton } from "./preview-controls";
import { factGroups } from "~/content/fact-groups";
import type { loadEventFactsOverview } from "./event-facts.server";
import { type PendingConfirmation, readConfirmation } from "./overview-schema";
import { sections } from "./sections";

const OVERVIEW_PATH = "/admin/event";
const cardClass =
  "flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";

type Overview = Awaited<ReturnType<typeof loadEventFactsOverview>>;
type EditionSummary = Overview["current"];

/** The 'Dados do evento' page: the current edition, its editors, the next edition, the history. */
export function EventFactsOverview({
  current,
  draft,
  history,
  error,
}: Overview & { error: string | null }) {
  const [searchParams] = useSearchParams();
  const asked = possible(readConfirmation(searchParams), { current, draft, history });
  const nextEdition = `${current.edition + 1}ª edição`;
  const confirmations = confirmationTexts({ current, draft, history }, nextEdition);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Dados do evento"
        description="Datas, preços, hotéis, links e perguntas frequentes da edição que o site mostra. Cada alteração salva é publicada no site na hora."
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {asked ? <ConfirmationPanel {...confirmations(asked)} /> : null}

      <section aria-label="Edição atual" className={cardClass}>
        <div>
          <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
            Edição atual · {current.editionLabel}
          </p>
          <h2 className="text-brand-950 mt-1 text-xl font-bold">{current.name}</h2>
          <EditionDetails edition={current} />
        </div>
        <SectionLinks label="Editar os dados da edição atual" />
      </section>

      <section aria-label="Próxima edição" className={cardClass}>
        {draft ? (
          <>
            <div>
              <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
                Rascunho · {draft.editionLabel}
              </p>
              <h2 className="text-brand-950 mt-1 text-xl font-bold">{draft.name}</h2>
              <EditionDetails edition={draft} />
              <p className="mt-2 text-sm text-slate-700">
                Criado por {draft.createdBy} em {draft.createdAt}; última alteração em{" "}
                {draft.updatedAt}.
              </p>
            </div>
            <Alert tone="warning">
              O site continua mostrando a {current.editionLabel} até a publicação do rascunho.
            </Alert>
            <SectionLinks label="Editar o rascunho" draft />
            <div className="flex flex-wrap gap-2">
              <PreviewButton>
                <Eye aria-hidden />
                Pré-visualizar no site
              </PreviewButton>
              <ConfirmedAction
                confirm={confirmations({ confirmar: "publish" })}
                icon={Send}
                label="Publicar edição"
              />
              <ConfirmedAction
                confirm={confirmations({ confirmar: "discard" })}
                icon={Trash2}
                label="Descartar rascunho"
                variant="outline"
                className="border-red-700 text-red-800 hover:bg-red-50"
              />
            </div>
          </>
        ) : (
          <>
            <div>
              <h2 className="text-brand-950 text-xl font-bold">Próxima edição</h2>
              <p className="mt-1 text-slate-700">
                Prepare a {nextEdition} a partir da atual: números da edição + 1, datas um ano
                depois, ingressos à venda, prazos em aberto. O site só muda quando você publicar.
              </p>
            </div>
            <div>
              <ConfirmedAction
                confirm={confirmations({ confirmar: "start-edition" })}
                icon={CalendarPlus}
                label="Nova edição"
              />
            </div>
          </>
        )}
      </section>

      <VersionHistoryList
        id="event-facts-history-title"
        entries={history.map((entry) => ({ ...entry, aside: entry.editionLabel }))}
        emptyText="Nenhuma versão encontrada"
        actions={(entry) => (
          <ConfirmedAction
            confirm={confirmations({ confirmar: "restore", versao: entry.id })}
            icon={RotateCcw}
            label="Restaurar"
            ariaLabel={`Restaurar versão de ${entry.savedAt}`}
            variant="outline"
            size="sm"
          />
        )}
      />
    </div>
  );
}

/** A confirmation asked in the URL that still makes sense (the draft or the version exists). */
function possible(pending: PendingConfirmation | null, { draft, history }: Overview) {
  if (!pending) return null;
  if (pending.confirmar === "restore") {
    return history.findIndex((entry) => entry.id === pending.versao) > 0 ? pending : null;
  }
  return (pending.confirmar === "start-edition") === (draft === null) ? pending : null;
}

function EditionDetails({ edition }: { edition: EditionSummary }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-900">Datas</dt>
      <dd className="text-slate-700">{edition.period}</dd>
      <dt className="font-semibold text-slate-900">Local</dt>
      <dd className="text-slate-700">{edition.venue}</dd>
      <dt className="font-semibold text-slate-900">Congressos</dt>
      <dd className="text-slate-700">{[edition.name, ...edition.otherCongresses].join(" · ")}</dd>
    </dl>
  );
}

function SectionLinks({ label, draft = false }: { label: string; draft?: boolean }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {factGroups.map(({ slug, label: groupLabel }) => (
          <li key={slug}>
            <Link
              to={`${OVERVIEW_PATH}/${slug}${draft ? "?edicao=rascunho" : ""}`}
              className="group hover:border-brand-600 focus-visible:ring-brand-500/50 flex h-full flex-col gap-1 rounded-lg border border-slate-200 p-3 transition-colors outline-none focus-visible:ring-[3px]"
            >
              <span className="text-brand-950 flex items-center gap-2 font-semibold">
                <FilePenLine aria-hidden className="text-brand-700 size-4 shrink-0" />
                {groupLabel}
                {draft ? <span className="sr-only"> (rascunho)</span> : null}
                <ArrowRight
                  aria-hidden
                  className="text-brand-700 ml-auto size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="text-sm text-slate-700">{sections[slug].summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A write and the question asked before it; `basedOnVersion` is the draft a publication saw. */
interface Confirmation {
  pending: PendingConfirmation;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  basedOnVersion?: number;
}

function confirmationTexts({ current, draft, history }: Overview, nextEdition: string) {
  return (pending: PendingConfirmation): Confirmation => {
    switch (pending.confirmar) {
      case "restore": {
        const entry = history.find((item) => item.id === pending.versao);
        return {
          pending,
          title: "Restaurar versão?",
          description: `A versão de ${entry?.savedAt ?? "—"} (${entry?.editionLabel ?? ""}) se tornará a versão atual e será publicada no site.`,
          confirmLabel: "Restaurar versão",
        };
      }
      case "start-edition":
        return {
          pending,
          title: "Criar a próxima edição?",
          description: `Um rascunho da ${nextEdition} será criado a partir da ${current.editionLabel}, com as datas um ano depois, os ingressos à venda e os prazos em aberto. O site continua mostrando a ${current.editionLabel} até a publicação.`,
          confirmLabel: "Criar rascunho",
        };
      case "publish":
        return {
          pending,
          basedOnVersion: draft?.version,
          title: "Publicar a nova edição?",
          description: `A ${draft?.editionLabel ?? nextEdition} substituirá a ${current.editionLabel} em todo o site, e a programação de cada congresso voltará a 'Programação completa em breve'. A ${current.editionLabel} continua no histórico.`,
          confirmLabel: "Publicar edição",
        };
      case "discard":
        return {
          pending,
          title: "Descartar o rascunho?",
          description: `O rascunho da ${draft?.editionLabel ?? nextEdition} e tudo o que foi editado nele serão apagados. Esta ação não pode ser desfeita.`,
          confirmLabel: "Descartar rascunho",
          destructive: true,
        };
    }
  };
}

function ActionForm({
  confirm: { pending, basedOnVersion, ...text },
  onSubmit,
}: {
  confirm: Confirmation;
  onSubmit?: () => void;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" action={OVERVIEW_PATH} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={pending.confirmar} />
      {pending.confirmar === "restore" ? (
        <input type="hidden" name="id" value={pending.versao} />
      ) : null}
      {pending.confirmar === "publish" && basedOnVersion !== undefined ? (
        <input type="hidden" name="basedOnVersion" value={basedOnVersion} />
      ) : null}
      <Button
        type="submit"
        disabled={navigation.state === "submitting"}
        className={cn("w-full", text.destructive && destructiveClass)}
      >
        {text.confirmLabel}
      </Button>
    </Form>
  );
}

/** A write asked first: a dialog once hydrated, else a GET to `?confirmar=…` (ConfirmationPanel). */
function ConfirmedAction({
  confirm,
  icon: Icon,
  label,
  ariaLabel,
  variant = "default",
  size = "default",
  className,
}: {
  confirm: Confirmation;
  icon: LucideIcon;
  label: string;
  ariaLabel?: string;
  variant?: "default" | "outline";
  size?: "default" | "sm";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form method="get" action={OVERVIEW_PATH} preventScrollReset>
        {Object.entries(confirm.pending).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          type="submit"
          variant={variant}
          size={size}
          className={cn("h-10", className)}
          aria-label={ariaLabel}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Icon aria-hidden />
          {label}
        </Button>
      </Form>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={confirm.title}
        description={confirm.description}
        action={<ActionForm confirm={confirm} onSubmit={() => setOpen(false)} />}
      />
    </>
  );
}

/** The question on the page itself, when a confirmation was asked without JavaScript. */
function ConfirmationPanel(confirm: Confirmation) {
  return (
    <section
      aria-labelledby="confirmation-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="confirmation-title" className="text-brand-950 text-lg font-bold">
        {confirm.title}
      </h2>
      <p className="text-slate-800">{confirm.description}</p>
      <div className="flex flex-wrap gap-2">
        <ActionForm confirm={confirm} />
        <Button asChild variant="outline">
          <Link to={OVERVIEW_PATH}>Cancelar</Link>
        </Button>
      </div>
    </section>
  );
}
