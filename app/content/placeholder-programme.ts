import type { EventFacts } from "./event-facts-schema";
import type { Programme, ProgrammeDay } from "./programme-schema";

const COMING_SOON_ID = /-em-breve-dia-\d+$/;

/** The one event of a day whose programme is not out yet ('Programação completa em breve'). */
export const isComingSoon = (event: { id?: string }) => COMING_SOON_ID.test(event.id ?? "");

/** Whether every congress day is still 'em breve' (earlier versions are the last edition's). */
export function startsEdition(programme: Programme) {
  const days = [programme.nursing, programme.feridas, programme.estetica].flatMap((d) => d ?? []);
  return days.length > 0 && days.every((day) => day.events.every(isComingSoon));
}

/** A congress day whose programme is not out yet. */
export const comingSoonDay = (id: string): ProgrammeDay => ({
  day: "Em breve",
  events: [{ id, time: "", title: "Programação completa em breve", type: "cerimônia" }],
});

/** A just-published edition's programme: 'Programação completa em breve' on every day. */
export function placeholderProgramme(facts: Pick<EventFacts, "event">): Programme {
  const days = (key: string) =>
    facts.event.congressDays.map((_, index) => comingSoonDay(`${key}-em-breve-dia-${index + 1}`));
  return {
    nursing: days("nursing"),
    feridas: days("feridas"),
    estetica: days("estetica"),
  };
}
