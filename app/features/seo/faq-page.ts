import type { FaqItem } from "~/content/event-facts-schema";

/**
 * The questions and answers shown on a page as a schema.org `FAQPage`. Apart
 * from the Event builders, so a page that builds it in the browser loads nothing else.
 */
export function faqPage(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
