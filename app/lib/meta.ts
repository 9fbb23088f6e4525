import type { EventFacts } from "~/content/event-facts-schema";
import { renderFactText } from "~/lib/fact-text";
import { headTags } from "~/lib/head-tags";

/** A page's `<title>`, description and preview tags; without the frame's facts, the title only. */
export function pageMeta(facts: EventFacts | undefined, title: string, description: string) {
  if (!facts) return [{ title }];
  return headTags(`${title} | ${facts.event.name}`, renderFactText(description, facts));
}

type FramedMetaArgs = { matches: { 1: { loaderData?: { facts: EventFacts } } } };

/** The `meta` of a page with fixed texts, in the site's frame (the second match holds the facts). */
export const framedPageMeta =
  ({ title, description }: { title: string; description: string }) =>
  ({ matches }: FramedMetaArgs) =>
    pageMeta(matches[1].loaderData?.facts, title, description);
