import { useEffect } from "react";
import { type Location, useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";

/** The `state` of an editor's own navigations that keep its working copy: they never ask. */
export const keepsWorkingCopy = { keepsWorkingCopy: true } as const;

const keeps = (location: Location) =>
  typeof location.state === "object" &&
  location.state !== null &&
  "keepsWorkingCopy" in location.state;

/** Leaving unsaved changes asks first (a dialog in the site, the browser's prompt on unload). */
export function useLeaveConfirmation(
  dirty: boolean,
  message = "Você tem alterações não salvas. Deseja sair mesmo assim?",
) {
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
