import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { eventFactsSchema } from "~/content/event-facts-schema";
import { editionName, eventPeriod, formatLongDate } from "~/lib/event-format";
import { nextEditionFacts, nextYearDate } from "./next-edition";

test("the next edition counts one more, for the event and each congress", () => {
  const next = nextEditionFacts(defaultEventFacts);
  expect(next.event.edition).toBe(16);
  expect(editionName(next.event.congresses.nursing)).toBe("16º Congresso Nacional de Enfermagem");
  expect(editionName(next.event.congresses.feridas)).toBe("7º Congresso Internacional Feridas");
  expect(editionName(next.event.congresses.estetica)).toBe(
    "3º Congresso Brasileiro de Enfermagem em Estética",
  );
});

test("every date moves one year, the courses' day included", () => {
  const next = nextEditionFacts(defaultEventFacts);
  expect(next.event.courseDate).toBe("2026-08-27");
  expect(next.event.congressDays).toEqual(["2026-08-28", "2026-08-29"]);
  expect(eventPeriod(next.event)).toBe("27 a 29 de agosto de 2026");
  expect(formatLongDate(next.event.courseDate)).toBe("27 de agosto de 2026");
});

test("tickets are on sale again, no seat taken, deadlines cleared", () => {
  const next = nextEditionFacts(defaultEventFacts);
  expect(next.tickets.map((t) => t.soldOut)).toEqual([false, false]);
  expect(next.tickets.map((t) => t.fullPrice)).toEqual([377, 307]);
  expect(next.event.capacityFilledPercent).toBe(0);
  expect(next.deadlines.submission).toBeNull();
  expect(next.deadlines.approvedWorksUpload).toBeNull();
  expect(next.deadlines.reviewDays).toBe(defaultEventFacts.deadlines.reviewDays);
});

test("the rest is kept, the current facts untouched, and the result is valid", () => {
  const before = structuredClone(defaultEventFacts);
  const next = nextEditionFacts(defaultEventFacts);
  expect(defaultEventFacts).toEqual(before);
  expect(next.faq).toEqual(defaultEventFacts.faq);
  expect(next.lodging).toEqual(defaultEventFacts.lodging);
  expect(next.event.venue).toEqual(defaultEventFacts.event.venue);
  expect(eventFactsSchema.safeParse(next).success).toBe(true);
  expect(nextEditionFacts(next).event.congressDays).toEqual(["2027-08-28", "2027-08-29"]);
});

test("a day a year later: 29 February becomes 28 February, the rest the same day", () => {
  expect(nextYearDate("2025-12-31")).toBe("2026-12-31");
  expect(nextYearDate("2028-02-29")).toBe("2029-02-28");
  expect(nextYearDate("2027-02-28")).toBe("2028-02-28");
});

test("the new edition gets its certificate and proceedings cards, the earlier ones keep theirs", () => {
  const next = nextEditionFacts(defaultEventFacts);
  expect(next.certificates[0]).toEqual({ edition: 16, year: 2026 });
  expect(next.proceedings[0]).toEqual({ edition: 16, year: 2026 });
  expect(next.certificates.slice(1)).toEqual(defaultEventFacts.certificates);
  expect(next.proceedings.slice(1)).toEqual(defaultEventFacts.proceedings);
  // Started again from a draft that has them, nothing is added twice.
  expect(nextEditionFacts({ ...next, event: defaultEventFacts.event }).certificates).toEqual(
    next.certificates,
  );
});
