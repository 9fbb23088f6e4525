import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { useEventFacts } from "~/lib/event-facts-context";
import { faqWithFacts } from "~/lib/fact-text";
import { cn } from "~/lib/utils";

/** Spec §9: the abbreviated FAQ shows this many questions. */
const ABBREVIATED_COUNT = 4;

export interface FaqSectionProps {
  heading?: string;
  /** Only the first questions, with a link to the full list on /contato. */
  abbreviated?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

export function FaqSection({
  heading = "Perguntas Frequentes",
  abbreviated = false,
  headingLevel = 2,
  className,
}: FaqSectionProps) {
  const headingId = useId();
  const faq = faqWithFacts(useEventFacts());
  const items = abbreviated ? faq.slice(0, ABBREVIATED_COUNT) : faq;
  const Heading = `h${headingLevel}` as const;
  const groupName = `faq${headingId}`;

  return (
    <section aria-labelledby={headingId} className={cn("px-4 py-16 md:py-20", className)}>
      <div className="mx-auto max-w-3xl">
        <Heading
          id={headingId}
          className="text-brand-950 text-center text-3xl font-bold tracking-tight md:text-4xl"
        >
          {heading}
        </Heading>
        <div aria-hidden className="bg-accent-500 mx-auto mt-3 h-1 w-16 rounded-full" />

        {/* One exclusive group (`name`): one answer open at a time, without script. */}
        <Accordion className="mt-8 rounded-xl border border-slate-200 bg-white px-4 shadow-sm md:px-6">
          {items.map((item) => (
            <AccordionItem key={item.question} name={groupName}>
              <AccordionTrigger headingLevel={(headingLevel + 1) as 3 | 4} className="min-h-14">
                {item.question}
              </AccordionTrigger>
              <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>

        {abbreviated ? (
          <p className="mt-8 text-center">
            <Link
              to="/contato"
              className="text-brand-700 hover:text-brand-900 inline-flex min-h-10 items-center gap-2 font-semibold underline-offset-4 hover:underline"
            >
              Ver todas as perguntas
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
