import { cn } from "~/lib/utils";

export const UNSAVED_LABEL = "Alterações não salvas";

/**
 * An editor's save row, at the end of its form. While there are unsaved changes it sticks to the
 * bottom of the screen, 'Alterações não salvas' beside the save button, so the button is within
 * reach however far down the organiser is editing, on a phone as on a desktop.
 */
export function SaveBar({
  dirty,
  cleanText = "Nenhuma alteração pendente.",
  children,
}: {
  dirty: boolean;
  /** What the row says while nothing is to be saved. */
  cleanText?: string;
  /** The save button (and any companion, e.g. 'Cancelar edição'). */
  children: React.ReactNode;
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
        {dirty ? UNSAVED_LABEL : cleanText}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
