import type { EventFacts } from "~/content/event-facts-schema";
import { renderFactText } from "~/lib/fact-text";

/** A page's `<title>`, description and preview tags; without the frame's facts, the title only. */
export function pageMeta(facts: EventFacts | undefined, title: string, description: string) {
  if (!facts) return [{ title }];
  const fullTitle = `${title} | ${facts.event.name}`;
  const content = renderFactText(description, facts);
  return [
    { title: fullTitle },
    { name: "description", content },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content },
  ];
}
