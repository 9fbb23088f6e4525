import type { EventFacts } from "~/content/event-facts-schema";
import { renderFactText } from "~/lib/fact-text";
import { headTags } from "~/lib/head-tags";

/** A page's `<title>`, description and preview tags; without the frame's facts, the title only. */
export function pageMeta(facts: EventFacts | undefined, title: string, description: string) {
  if (!facts) return [{ title }];
  return headTags(`${title} | ${facts.event.name}`, renderFactText(description, facts));
}
