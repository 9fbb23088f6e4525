import { useEffect, useState } from "react";
import { useEventFacts } from "~/lib/event-facts-context";
import { formatInZone } from "~/lib/time-zone";

/**
 * On paper only: the address of what was printed (a filtered programme keeps
 * its query) and when, in 'horário de Brasília'. Both are read as printing starts; before that,
 * or without JavaScript, the site's address.
 */
export function PrintFooter() {
  const { links, event } = useEventFacts();
  const [printed, setPrinted] = useState<{ address: string; at: string } | null>(null);
  useEffect(() => {
    // Formatted as printing starts, not at load: a page's first Intl formatter costs tens of ms.
    const onBeforePrint = () =>
      setPrinted({
        address: window.location.href,
        at: formatInZone(new Date(), event.timeZone, "dateTime"),
      });
    window.addEventListener("beforeprint", onBeforePrint);
    return () => window.removeEventListener("beforeprint", onBeforePrint);
  }, [event.timeZone]);
  return (
    <p className="mx-auto hidden max-w-5xl border-t border-slate-300 px-4 pt-2 text-xs text-slate-700 print:block">
      {printed
        ? `${printed.address} · impresso em ${printed.at} (horário de Brasília)`
        : links.mainSite}
    </p>
  );
}
