import type { EventFacts } from "~/content/event-facts-schema";
import { renderFactText } from "~/lib/fact-text";

/** A page's `<title>`, description and preview tags; without the frame's facts, the title only. */
export function pageMeta(facts: EventFacts | undefined, title: string, description: string) {
  if (!facts) return [{ title }];
  return headTags(`${title} | ${facts.event.name}`, renderFactText(description, facts));
}

/** The title and description as the page, link previews and X show them. */
export function headTags(title: string, description: string) {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
