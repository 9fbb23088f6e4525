import { RotateCcw, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { type VersionEntry, VersionHistoryList } from "~/components/admin/version-history";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { VERSION_FETCHER } from "./editor-labels";
import { MIN_VERSIONS_KEPT, versionMessages } from "./versions-messages";

const ACTIONS = {
  restore: {
    label: "Restaurar",
    icon: RotateCcw,
    variant: "outline",
    className: "h-10",
    outcome: "se tornará a versão atual e será publicada no site.",
  },
  delete: {
    label: "Excluir",
    icon: Trash2,
    variant: "ghost",
    className: "h-10 text-red-700 hover:bg-red-50",
    outcome: "será excluída do histórico. Esta ação não pode ser desfeita.",
  },
} as const;

/** The version history (spec §4): restore and delete older versions, each after a confirmation. */
export function VersionHistory({
  versions,
  hasUnsavedChanges,
  loadError,
}: {
  versions: VersionEntry[];
  hasUnsavedChanges: boolean;
  loadError: string | null;
}) {
  const fetcher = useFetcher({ key: VERSION_FETCHER });
  const busy = fetcher.state !== "idle";
  const intents: (keyof typeof ACTIONS)[] =
    versions.length > MIN_VERSIONS_KEPT ? ["restore", "delete"] : ["restore"];
  const discarded = hasUnsavedChanges
    ? " Você tem alterações não salvas: elas serão descartadas."
    : "";

  return (
    <VersionHistoryList
      id="version-history-title"
      entries={versions}
      emptyText={versionMessages.empty}
      alert={loadError}
      actions={(version) =>
        intents.map((intent) => {
          const { label, icon: Icon, variant, className, outcome } = ACTIONS[intent];
          return (
            <ConfirmDialog
              key={intent}
              title={`${label} versão?`}
              description={`A versão de ${version.savedAt} ${outcome}${intent === "restore" ? discarded : ""}`}
              confirmLabel={`${label} versão`}
              destructive={intent === "delete"}
              onConfirm={() => void fetcher.submit({ intent, id: version.id }, { method: "post" })}
              trigger={
                <Button
                  variant={variant}
                  size="sm"
                  className={className}
                  disabled={busy}
                  aria-label={`${label} versão de ${version.savedAt}`}
                >
                  <Icon aria-hidden />
                  {label}
                </Button>
              }
            />
          );
        })
      }
    />
  );
}
