import { Save } from "lucide-react";
import { SubmitButton } from "~/components/forms";
import { cn } from "~/lib/utils";

export const UNSAVED_LABEL = "Alterações não salvas";

/** An editor's save row; while unsaved it sticks to the bottom, keeping the button in reach. */
export function SaveBar({
  dirty,
  saving,
  label,
  size,
  actions,
  ...button
}: {
  dirty: boolean;
  saving: boolean;
  label: string;
  size?: "lg";
  /** Beside the save button, e.g. 'Cancelar edição'. */
  actions?: React.ReactNode;
  /** An editor with a local working copy sends it from the button's click instead. */
  type?: "button";
  onClick?: () => void;
  disabled?: boolean;
}) {
  return (
    <div
      role="region"
      aria-label="Salvar"
      className={cn(
        "flex flex-wrap items-center justify-end gap-3 rounded-xl",
        dirty &&
          "sticky bottom-3 z-30 border border-amber-300 bg-amber-50 px-4 py-3 shadow-lg shadow-slate-900/10",
      )}
    >
      <p
        role="status"
        className={cn("mr-auto text-sm", dirty ? "font-semibold text-amber-950" : "text-slate-700")}
      >
        {dirty ? UNSAVED_LABEL : "Nenhuma alteração pendente."}
      </p>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          size={size}
          pending={saving}
          pendingLabel="Salvando..."
          icon={<Save aria-hidden />}
          {...button}
        >
          {label}
        </SubmitButton>
        {actions}
      </div>
    </div>
  );
}
