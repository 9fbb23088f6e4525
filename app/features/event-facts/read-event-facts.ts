import { defaultEventFacts } from "~/content/default-event-facts";
import { type EventFacts, eventFactsSchema } from "~/content/event-facts-schema";
import { cleanStoredText } from "~/lib/plain-text";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Stored facts, never a failure: an older version's unreadable fields or collections take the default's. */
export function readEventFacts(stored: unknown): EventFacts {
  const data = cleanStoredText(stored, { multiLine: true });
  const whole = eventFactsSchema.safeParse(data);
  if (whole.success) return whole.data;
  const collections = isRecord(data) ? data : {};
  const shape = eventFactsSchema.shape;
  const read = <K extends keyof EventFacts>(key: K): EventFacts[K] => {
    const schema = shape[key];
    const fallback = defaultEventFacts[key];
    const value = collections[key];
    const direct = schema.safeParse(value);
    if (direct.success) return direct.data as EventFacts[K];
    const defaults: unknown = fallback;
    if (isRecord(value) && isRecord(defaults)) {
      // Field by field: a missing or no longer valid field takes the default's value.
      const merged: Record<string, unknown> = { ...defaults, ...value };
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const parsed = schema.safeParse(merged);
        if (parsed.success) return parsed.data as EventFacts[K];
        const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
        let replaced = false;
        for (const field of fields) {
          if (typeof field === "string" && merged[field] !== defaults[field]) {
            merged[field] = defaults[field];
            replaced = true;
          }
        }
        if (!replaced) break;
      }
    }
    return fallback;
  };
  const keys = Object.keys(shape) as (keyof EventFacts)[];
  return Object.fromEntries(keys.map((key) => [key, read(key)])) as EventFacts;
}
