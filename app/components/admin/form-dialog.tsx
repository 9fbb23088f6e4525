import { type ComponentProps, useRef, useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DialogPanel } from "~/components/ui/dialog";

/** A form dialog's guard: closing with edits asks first; focus returns to the opener. */
export function useFormDialog(close: () => void) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call as the dialog opens, from the opening control's handler. */
    opening() {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDirty(false);
    },
    setDirty,
    requestClose() {
      if (dirty) setAsking(true);
      else close();
    },
    /** The dialog content's `onCloseAutoFocus`. */
    returnFocus(event: Event) {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
    discardQuestion: (
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Descartar alterações?"
        description="O que você digitou ainda não foi aplicado e será perdido."
        cancelLabel="Continuar editando"
        confirmLabel="Descartar"
        onConfirm={() => {
          setAsking(false);
          close();
        }}
      />
    ),
  };
}

/** The dialog that `guard` watches: closing asks through it, and focus returns to its opener. */
export function FormDialogPanel({
  guard,
  className,
  ...panel
}: Omit<ComponentProps<typeof DialogPanel>, "onOpenChange" | "contentProps"> & {
  guard: ReturnType<typeof useFormDialog>;
  /** The panel's width, e.g. `max-w-lg`. */
  className?: string;
}) {
  return (
    <DialogPanel
      {...panel}
      onOpenChange={(open) => !open && guard.requestClose()}
      contentProps={{ className, onCloseAutoFocus: guard.returnFocus }}
    />
  );
}
