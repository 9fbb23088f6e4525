import { useId } from "react";
import { ShareLinks } from "~/components/share-links";
import { useEventFacts } from "~/lib/event-facts-context";
import { sharedAgendaLink } from "./agenda-link";

/** 'Compartilhar minha agenda': share sheet, else copy and WhatsApp; drawn once hydrated. */
export function ShareAgenda({ ids }: { ids: readonly string[] }) {
  const inputId = useId();
  const eventName = useEventFacts().event.name;
  const url = new URL(sharedAgendaLink(ids), window.location.origin).href;

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="border-brand-100 bg-brand-50/60 flex flex-col gap-3 rounded-2xl border p-5 sm:p-6 print:hidden"
    >
      <h2 id={`${inputId}-title`} className="text-brand-950 text-xl font-bold">
        Compartilhar minha agenda
      </h2>
      <p className="text-slate-700">
        Quem abrir este link vê a sua agenda e pode importá-la: é também o jeito de levar a agenda
        para outro celular.
      </p>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
        Link da sua agenda
      </label>
      <input
        id={inputId}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="focus-visible:ring-brand-500/50 h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 outline-none focus-visible:ring-[3px]"
      />
      <ShareLinks
        url={url}
        title={`Minha agenda | ${eventName}`}
        text={`Minha agenda no ${eventName}`}
        copyHint="Selecione o link acima e copie-o."
      />
    </section>
  );
}
