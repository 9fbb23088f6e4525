import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { type VersionEntry, VersionHistoryList } from "~/components/admin/version-history";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { VERSION_FETCHER } from "./editor-labels";
import { MIN_VERSIONS_KEPT } from "./version-labels";
import { versionMessages } from "./versions-messages";

export type VersionItem = VersionEntry;

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
    <VersionHistoryList
      id="version-history-title"
      entries={versions}
      emptyText={versionMessages.empty}
      alert={loadError}
      actions={(version) => (
        <>
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
        </>
      )}
    >
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
    </VersionHistoryList>
  );
}
