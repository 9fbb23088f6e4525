import { useEffect } from "react";
import { type Location, useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";

/**
 * The `state` of an editor's own navigations that keep its working copy (e.g. the programme
 * editor's congress and day, kept in the URL): they never ask.
 */
export const keepsWorkingCopy = { keepsWorkingCopy: true } as const;

const keeps = (location: Location) =>
  typeof location.state === "object" &&
  location.state !== null &&
  "keepsWorkingCopy" in location.state;

/**
 * Leaving an editor with unsaved changes asks first: links inside the site through a dialog
 * (another page, or the same page for another item, such as `?editar=<id>`), closing or
 * reloading the tab through the browser's own prompt. Returns the dialog to render.
 */
export function useLeaveConfirmation(dirty: boolean, message: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !keeps(nextLocation) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}
      title="Sair sem salvar?"
      description={message}
      confirmLabel="Sair sem salvar"
      cancelLabel="Continuar editando"
      onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
    />
  );
}
