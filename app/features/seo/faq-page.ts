import type { FaqItem } from "~/content/event-facts-schema";

/** A page's questions as a schema.org `FAQPage` (apart, so the browser loads nothing else). */
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
