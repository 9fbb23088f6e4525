import type * as React from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
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

/**
 * A yes/no question before something that cannot be undone (delete, leave without saving).
 * Opened by `trigger`, or controlled with `open`/`onOpenChange`. The cancel button takes the
 * focus; Escape cancels.
 */
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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </AlertDialogCancel>
          {confirmation.action ?? (
            <AlertDialogAction asChild>
              <Button
                onClick={confirmation.onConfirm}
                className={cn(confirmation.destructive !== false && destructiveClass)}
              >
                {confirmation.confirmLabel}
              </Button>
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
