import type { EventInfo } from "~/content/event-facts-schema";
import type { CongressKey } from "~/content/programme-keys";
import { editionName } from "~/lib/event-format";

const cache = new WeakMap<EventInfo["congresses"], Record<CongressKey, string>>();

/** Each part of the programme as the site names it everywhere (the congresses by edition). */
export function programmeTabLabels(event: Pick<EventInfo, "congresses">) {
  const { congresses } = event;
  const cached = cache.get(congresses);
  if (cached) return cached;
  const labels: Record<CongressKey, string> = {
    cursos: "Cursos Pré-Congresso",
    nursing: editionName(congresses.nursing),
    feridas: editionName(congresses.feridas),
    estetica: editionName(congresses.estetica),
  };
  cache.set(congresses, labels);
  return labels;
}

/** A session's own page, by its stable id. */
export const sessionPath = (id: string) => `/programacao/sessao/${encodeURIComponent(id)}`;

/** Where a session without a room takes place: its congress's hall, named after the congress. */
export const mainHall = (congressLabel: string) => `Auditório – ${congressLabel}`;

/** A session's room as every export names it: its own, or its congress's hall. */
export const sessionRoom = (room: string | undefined, congressLabel: string) =>
  room?.trim() || mainHall(congressLabel);
