import { defaultEventFacts } from "~/content/default-event-facts";
import type { EventFacts } from "~/content/event-facts-schema";
import type { Database } from "~/db/client.server";

/**
 * The facts the public site shows. Until they are stored as versions (issue 14, item 2) these
 * are the default content; every loader and export already asks here, with the database.
 */
export async function getEventFacts(_db: Database): Promise<EventFacts> {
  return defaultEventFacts;
}
