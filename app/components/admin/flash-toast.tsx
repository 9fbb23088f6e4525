import { useEffect } from "react";
import { toast } from "~/components/toaster";
import type { Flash } from "~/utils/flash";

/** Shows the toast a redirect brought along (login, logout, an editor's save) once. */
export function useFlashToast(flash: Flash | null | undefined) {
  const id = flash?.id;
  useEffect(() => {
    if (!flash) return;
    const show = flash.type === "error" ? toast.error : toast.success;
    // The id makes React's double effects and later re-renders show it only once.
    show(flash.message, { id: flash.id });
    // Only a new flash (a new id) is a new toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}
