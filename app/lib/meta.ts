import type { EventFacts } from "~/content/event-facts-schema";
import { renderFactText } from "~/lib/fact-text";

/**
 * The `<title>` and description of a page and of its link preview; titles follow the spec
 * ("Sobre o Congresso | {product}"), and the description's {placeholders} are the facts'. The
 * facts are the site frame's (`matches[1]`); a frame that failed leaves the page its title only.
 * The preview's image and addresses are the root's (features/seo/site-tags.tsx), absolute.
 */
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
