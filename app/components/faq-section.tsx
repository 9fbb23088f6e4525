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
  const QuestionHeading = `h${headingLevel + 1}` as "h3" | "h4";

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

        {/* Radix renders a closed answer's text only after hydration, so without JavaScript the
            accordion is hidden and the plain list inside <noscript> shows every answer. */}
        <Accordion
          type="single"
          collapsible
          className="mt-8 rounded-xl border border-slate-200 bg-white px-4 shadow-sm md:px-6 noscript:hidden"
        >
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger headingLevel={(headingLevel + 1) as 3 | 4} className="min-h-14">
                {item.question}
              </AccordionTrigger>
              <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <noscript>
          <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 shadow-sm md:px-6">
            {items.map((item) => (
              <div key={item.question} className="py-4">
                <QuestionHeading className="text-brand-950 text-base font-semibold">
                  {item.question}
                </QuestionHeading>
                <p className="mt-2 leading-relaxed text-slate-700">{item.answer}</p>
              </div>
            ))}
          </div>
        </noscript>

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
