import { createContext, use } from "react";
import type { EventFacts } from "~/content/event-facts-schema";

/*
 * The current facts reach components through context, provided by the frame's route from its
 * loader: where the loader reads them (the default today, the database's current version next)
 * is no component's concern.
 */
const EventFactsContext = createContext<EventFacts | null>(null);

export function EventFactsProvider({
  facts,
  children,
}: {
  facts: EventFacts;
  children: React.ReactNode;
}) {
  return <EventFactsContext value={facts}>{children}</EventFactsContext>;
}

export function useEventFacts(): EventFacts {
  const facts = use(EventFactsContext);
  if (!facts) throw new Error("useEventFacts: no EventFactsProvider above this component");
  return facts;
}
