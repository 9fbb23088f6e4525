import { type EditionCard, type EventFacts, MAX_EDITION_CARDS } from "~/content/event-facts-schema";

/** The same calendar day a year later; 29 February becomes 28 February. */
export function nextYearDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + 1, month - 1, day));
  // Date.UTC rolls 29/02 of a year without it over to 01/03: step back to the month's last day.
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** 'Nova edição': numbers + 1, dates a year later, tickets on sale, deadlines cleared, the rest kept. */
export function nextEditionFacts(current: EventFacts): EventFacts {
  const { event } = current;
  const year = Number(nextYearDate(event.congressDays[0] ?? event.courseDate).slice(0, 4));
  return {
    ...current,
    event: {
      ...event,
      edition: event.edition + 1,
      congresses: {
        nursing: { ...event.congresses.nursing, edition: event.congresses.nursing.edition + 1 },
        feridas: { ...event.congresses.feridas, edition: event.congresses.feridas.edition + 1 },
        estetica: { ...event.congresses.estetica, edition: event.congresses.estetica.edition + 1 },
      },
      courseDate: nextYearDate(event.courseDate),
      congressDays: event.congressDays.map(nextYearDate),
      capacityFilledPercent: 0,
    },
    tickets: current.tickets.map((ticket) => ({ ...ticket, soldOut: false })),
    deadlines: { ...current.deadlines, submission: null, approvedWorksUpload: null },
    certificates: withEditionCard(current.certificates, event.edition + 1, year),
    proceedings: withEditionCard(current.proceedings, event.edition + 1, year),
  };
}

/** The new edition's card first, without a link until the organiser sets one. */
function withEditionCard(cards: readonly EditionCard[], edition: number, year: number) {
  if (cards.some((card) => card.edition === edition)) return [...cards];
  return [{ edition, year }, ...cards].slice(0, MAX_EDITION_CARDS);
}
