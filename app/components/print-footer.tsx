import { useEffect, useState } from "react";
import { useEventFacts } from "~/lib/event-facts-context";
import { formatInZone } from "~/lib/time-zone";

/** On paper only: the printed address and when (horário de Brasília), read as printing starts. */
export function PrintFooter() {
  const { links, event } = useEventFacts();
  const [printed, setPrinted] = useState<string>();
  useEffect(() => {
    // Formatted as printing starts, not at load: a page's first Intl formatter costs tens of ms.
    const onBeforePrint = () =>
      setPrinted(
        `${window.location.href} · impresso em ${formatInZone(new Date(), event.timeZone, "dateTime")} (horário de Brasília)`,
      );
    window.addEventListener("beforeprint", onBeforePrint);
    return () => window.removeEventListener("beforeprint", onBeforePrint);
  }, [event.timeZone]);
  return (
    <p className="mx-auto hidden max-w-5xl border-t border-slate-300 px-4 pt-2 text-xs text-slate-700 print:block">
      {printed ?? links.mainSite}
    </p>
  );
}
