import { RotateCw } from "lucide-react";
import { useLocation } from "react-router";

/** A plain link reloading the page after a stale save, so the form starts from current data. */
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
