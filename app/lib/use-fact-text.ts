import { useEventFacts } from "~/lib/event-facts-context";
import { renderFactText } from "~/lib/fact-text";

/** Renders {placeholders} from the current facts; apart so the frame's first scripts stay small. */
export function useFactText() {
  const facts = useEventFacts();
  return (text: string) => renderFactText(text, facts);
}
