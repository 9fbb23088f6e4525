import { createContext, use } from "react";
import type { EventFacts } from "~/content/event-facts-schema";
import type { EventPhase } from "./event-phase";

// The facts and the phase reach components through context, provided by the frame's route.
const EventFactsContext = createContext<{ facts: EventFacts; phase: EventPhase } | null>(null);

/** Before the event, submissions open: what a page without a frame above it assumes. */
const BEFORE: EventPhase = { stage: "before", submissionsOpen: true, changesAt: null };

export function EventFactsProvider({
  facts,
  phase = BEFORE,
  children,
}: {
  facts: EventFacts;
  phase?: EventPhase;
  children: React.ReactNode;
}) {
  return <EventFactsContext value={{ facts, phase }}>{children}</EventFactsContext>;
}

function useFrame() {
  const frame = use(EventFactsContext);
  if (!frame) throw new Error("useEventFacts: no EventFactsProvider above this component");
  return frame;
}

export const useEventFacts = (): EventFacts => useFrame().facts;

export const useEventPhase = (): EventPhase => useFrame().phase;
