import type { EventInfo } from "~/content/event-facts-schema";
import type { CongressKey } from "~/content/programme-keys";
import { editionName } from "~/lib/event-format";

/** Each part of the programme as the site names it everywhere (the congresses by edition). */
export function programmeTabLabels({ congresses }: Pick<EventInfo, "congresses">) {
  return {
    cursos: "Cursos Pré-Congresso",
    nursing: editionName(congresses.nursing),
    feridas: editionName(congresses.feridas),
    estetica: editionName(congresses.estetica),
  } satisfies Record<CongressKey, string>;
}

/** A session's own page, by its stable id. */
export const sessionPath = (id: string) => `/programacao/sessao/${encodeURIComponent(id)}`;

/** Where a session without a room takes place: its congress's hall, named after the congress. */
export const mainHall = (congressLabel: string) => `Auditório – ${congressLabel}`;

/** A session's room as every export names it: its own, or its congress's hall. */
export const sessionRoom = (room: string | undefined, congressLabel: string) =>
  room?.trim() || mainHall(congressLabel);
