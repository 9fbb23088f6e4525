import { History, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { VERSION_FETCHER } from "./editor-labels";
import { versionBadge, versionLabel } from "~/lib/version-labels";
import { MIN_VERSIONS_KEPT } from "./version-labels";
import { versionMessages } from "./versions-messages";

export interface VersionItem {
  id: string;
  version: number;
  /** Already formatted by the server (pt-BR, the congress's time zone). */
  savedAt: string;
  createdBy: string;
  /** What it changed against the version before it ('+2 sessões, 1 horário alterado'). */
  summary: string;
}

type Pending = { intent: "restore" | "delete"; version: VersionItem } | null;

/**
 * The version history (spec §4): newest first, each with what it changed; restore and delete
 * only on older versions, each after a confirmation, delete only while more than two exist.
 */
export function VersionHistory({
  versions,
  hasUnsavedChanges,
  loadError,
}: {
  versions: VersionItem[];
  hasUnsavedChanges: boolean;
  loadError: string | null;
}) {
  const fetcher = useFetcher({ key: VERSION_FETCHER });
  const busy = fetcher.state !== "idle";
  const [pending, setPending] = useState<Pending>(null);
  const canDelete = versions.length > MIN_VERSIONS_KEPT;

  const submit = (intent: "restore" | "delete", id: string) =>
    fetcher.submit({ intent, id }, { method: "post" });

  return (
    <section
      aria-labelledby="version-history-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id="version-history-title"
        className="text-brand-950 flex items-center gap-2 text-lg font-bold"
      >
        <History aria-hidden className="text-brand-700 size-5" />
        Histórico de versões
      </h2>
      {loadError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {loadError}
        </p>
      ) : null}
      {versions.length === 0 ? (
        <p className="text-slate-700">{versionMessages.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Versões, da mais nova para a mais antiga">
          {versions.map((version, index) => {
            const badge = versionBadge(index);
            return (
              <li
                key={version.id}
                data-testid="programme-version"
                className={
                  index === 0
                    ? "border-brand-300 bg-brand-50 rounded-lg border p-3"
                    : "rounded-lg border border-slate-200 p-3"
                }
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-brand-950 font-semibold">{versionLabel(index)}</h3>
                  {badge ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {badge}
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  <time dateTime={new Date(version.version).toISOString()}>{version.savedAt}</time>
                </p>
                <p className="text-sm break-all text-slate-700">Por {version.createdBy}</p>
                {version.summary ? (
                  <p
                    data-testid="version-summary"
                    className="mt-1 text-sm font-medium text-slate-900"
                  >
                    {version.summary}
                  </p>
                ) : null}
                {index > 0 ? (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-10"
                      disabled={busy}
                      aria-label={`Restaurar versão de ${version.savedAt}`}
                      onClick={() => setPending({ intent: "restore", version })}
                    >
                      <RotateCcw aria-hidden />
                      Restaurar
                    </Button>
                    {canDelete ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-10 text-red-700 hover:bg-red-50"
                        disabled={busy}
                        aria-label={`Excluir versão de ${version.savedAt}`}
                        onClick={() => setPending({ intent: "delete", version })}
                      >
                        <Trash2 aria-hidden />
                        Excluir
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}

      <ConfirmDialog
        open={pending?.intent === "delete"}
        onOpenChange={(open) => !open && setPending(null)}
        title="Excluir versão?"
        description={`A versão de ${pending?.version.savedAt ?? ""} será excluída do histórico. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir versão"
        onConfirm={() => pending && void submit("delete", pending.version.id)}
      />
      <ConfirmDialog
        open={pending?.intent === "restore"}
        onOpenChange={(open) => !open && setPending(null)}
        title="Restaurar versão?"
        description={`A versão de ${pending?.version.savedAt ?? ""} se tornará a versão atual e será publicada no site.${hasUnsavedChanges ? " Você tem alterações não salvas: elas serão descartadas." : ""}`}
        confirmLabel="Restaurar versão"
        destructive={false}
        onConfirm={() => pending && void submit("restore", pending.version.id)}
      />
    </section>
  );
}
