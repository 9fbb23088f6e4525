import { useEventFacts } from "~/lib/event-facts-context";
import { renderFactText } from "~/lib/fact-text";

/**
 * Renders a text's {placeholders} from the current facts. Apart from the context, so the site
 * frame's first scripts (which only read the facts) do not carry the formatting code.
 */
export function useFactText() {
  const facts = useEventFacts();
  return (text: string) => renderFactText(text, facts);
}
