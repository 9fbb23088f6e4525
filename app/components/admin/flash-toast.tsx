import { useEffect } from "react";
import { toast } from "~/components/toaster";
import { useHydrated } from "~/lib/use-hydrated";
import type { Flash } from "~/utils/flash.server";

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

/** The same message where no script runs to show the toast; once hydrated, the toast says it. */
export function FlashNotice({ flash }: { flash: Flash | null | undefined }) {
  const hydrated = useHydrated();
  if (!flash || hydrated) return null;
  return (
    <noscript>
      <p
        role={flash.type === "error" ? "alert" : "status"}
        className={
          flash.type === "error"
            ? "mx-4 mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900 md:mx-8"
            : "mx-4 mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-900 md:mx-8"
        }
      >
        {flash.message}
      </p>
    </noscript>
  );
}
