import { RotateCw } from "lucide-react";
import { useLocation } from "react-router";

/**
 * Loads the current page again from the server, after a save was refused because someone
 * else saved first. A plain link (a whole new document, works without JavaScript), so the
 * form starts over from the current data instead of the refused edit.
 */
export function ReloadLink() {
  const { pathname, search } = useLocation();
  return (
    <a
      href={pathname + search}
      className="mt-2 inline-flex min-h-10 items-center gap-1.5 font-semibold underline underline-offset-4"
    >
      <RotateCw aria-hidden className="size-4" />
      Recarregar
    </a>
  );
}
