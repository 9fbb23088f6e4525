import { useEventFacts } from "~/lib/event-facts-context";
import { whatsappHref } from "~/lib/fact-text";

/** Floating chat button in its own landmark, below the drawer's layer (z-70). */
export function WhatsAppButton() {
  const facts = useEventFacts();
  return (
    <aside aria-label="Atendimento pelo WhatsApp" className="print:hidden">
      <a
        href={whatsappHref(facts)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Conversar pelo WhatsApp"
        title="Conversar pelo WhatsApp"
        className="fixed right-3 bottom-3 z-40 inline-flex size-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition-colors outline-none hover:bg-green-800 focus-visible:ring-4 focus-visible:ring-green-400 md:right-6 md:bottom-6 md:size-16"
      >
        {/* An image rather than inline SVG: the glyph's long path stays out of every page's script. */}
        <img src="/images/whatsapp.svg" alt="" className="size-7 md:size-9" />
      </a>
    </aside>
  );
}
