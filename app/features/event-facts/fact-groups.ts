import type { EventFacts } from "~/content/event-facts-schema";
import { type FactGroupSlug, factGroups } from "~/content/fact-groups";
import { partAt, sectionParts } from "./editor-schemas";

const partsOf = (facts: EventFacts, slug: FactGroupSlug) =>
  JSON.stringify(sectionParts[slug].map((path) => partAt(facts, path)));

/** The groups whose facts differ between two snapshots, in the editors' order. */
export function changedGroups(before: EventFacts, after: EventFacts): FactGroupSlug[] {
  return factGroups
    .map((group) => group.slug)
    .filter((slug) => partsOf(before, slug) !== partsOf(after, slug));
}
