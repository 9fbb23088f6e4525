import { useId } from "react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { useEventFacts } from "~/lib/event-facts-context";
import { faqWithFacts } from "~/lib/fact-text";
import { cn } from "~/lib/utils";

export function FaqSection({ className }: { className?: string }) {
  const headingId = useId();
  const items = faqWithFacts(useEventFacts());

  return (
    <section aria-labelledby={headingId} className={cn("px-4 py-16 md:py-20", className)}>
      <div className="mx-auto max-w-3xl">
        <h2
          id={headingId}
          className="text-brand-950 text-center text-3xl font-bold tracking-tight md:text-4xl"
        >
          Perguntas Frequentes
        </h2>
        <div aria-hidden className="bg-accent-500 mx-auto mt-3 h-1 w-16 rounded-full" />

        {/* One exclusive group (`name`): one answer open at a time, without script. */}
        <Accordion className="mt-8 rounded-xl border border-slate-200 bg-white px-4 shadow-sm md:px-6">
          {items.map((item) => (
            <AccordionItem key={item.question} name={`faq${headingId}`}>
              <AccordionTrigger className="min-h-14">{item.question}</AccordionTrigger>
              <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
