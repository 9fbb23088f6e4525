import { AlertDialog } from "radix-ui";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { overlayClass, panelClass } from "~/components/ui/dialog";
import { cn } from "~/lib/utils";

/** The confirming button of a step that cannot be undone. */
export const destructiveClass = "bg-red-700 text-white hover:bg-red-800";

type Confirmation =
  | {
      /** The confirming button's text; it closes the dialog and calls `onConfirm`. */
      confirmLabel: string;
      onConfirm: () => void;
      /** Red confirming button (default) or the ordinary one. */
      destructive?: boolean;
      action?: never;
    }
  | {
      /** The confirming control itself, e.g. a `<Form>` whose submit button posts the step. */
      action: React.ReactNode;
      confirmLabel?: never;
      onConfirm?: never;
      destructive?: never;
    };

/** A yes/no question before an irreversible step; Cancel takes the focus, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel = "Cancelar",
  ...confirmation
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: React.ReactNode;
  title: string;
  description: React.ReactNode;
  cancelLabel?: string;
} & Confirmation) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-slot="alert-dialog-overlay" className={overlayClass} />
        <AlertDialog.Content
          data-slot="alert-dialog-content"
          className={cn(panelClass, "max-w-md gap-4 p-5")}
        >
          <AlertDialog.Title
            data-slot="alert-dialog-title"
            className="text-brand-950 text-lg font-bold"
          >
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description data-slot="alert-dialog-description" className="text-slate-700">
            {description}
          </AlertDialog.Description>
          <div
            data-slot="alert-dialog-footer"
            className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          >
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {confirmation.action ?? (
              <AlertDialog.Action asChild>
                <Button
                  onClick={confirmation.onConfirm}
                  className={cn(confirmation.destructive !== false && destructiveClass)}
                >
                  {confirmation.confirmLabel}
                </Button>
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
