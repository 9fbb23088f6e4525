import type { EventInfo } from "~/content/event-facts-schema";
import type { CongressKey } from "~/content/programme-keys";
import { editionName } from "~/lib/event-format";

const cache = new WeakMap<EventInfo["congresses"], Record<CongressKey, string>>();

/**
 * Each part of the programme as its tab names it: the courses, then each congress by its edition's
 * name ("15º Congresso Nacional de Enfermagem"), so a new edition renames every tab, export and
 * search result at once.
 */
export function programmeTabLabels(event: Pick<EventInfo, "congresses">) {
  const { congresses } = event;
  const cached = cache.get(congresses);
  if (cached) return cached;
  const tab = (congress: EventInfo["congresses"]["nursing"]) =>
    editionName({ ...congress, name: congress.programmeTabName ?? congress.name });
  const labels: Record<CongressKey, string> = {
    cursos: "Cursos Pré-Congresso",
    nursing: tab(congresses.nursing),
    feridas: tab(congresses.feridas),
    estetica: tab(congresses.estetica),
  };
  cache.set(congresses, labels);
  return labels;
}
