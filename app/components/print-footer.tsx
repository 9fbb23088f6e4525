import { useEffect, useState } from "react";
import { useEventFacts } from "~/lib/event-facts-context";

// Built when printing starts, not at load: a page's first Intl formatter costs tens of ms (ICU).
const printDate = () =>
  new Intl.DateTimeFormat("pt-BR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Bahia",
  });

/**
 * On paper only: the address of what was printed (a filtered programme keeps
 * its query) and when, in 'horário de Brasília'. Both are read as printing starts; before that,
 * or without JavaScript, the site's address.
 */
export function PrintFooter() {
  const { links } = useEventFacts();
  const [printed, setPrinted] = useState<{ address: string; at: string } | null>(null);
  useEffect(() => {
    const onBeforePrint = () =>
      setPrinted({ address: window.location.href, at: printDate().format(new Date()) });
    window.addEventListener("beforeprint", onBeforePrint);
    return () => window.removeEventListener("beforeprint", onBeforePrint);
  }, []);
  return (
    <p className="mx-auto hidden max-w-5xl border-t border-slate-300 px-4 pt-2 text-xs text-slate-700 print:block">
      {printed
        ? `${printed.address} · impresso em ${printed.at} (horário de Brasília)`
        : links.mainSite}
    </p>
  );
}
