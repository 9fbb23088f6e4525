import { expect, test } from "vitest";
import { defaultEventFacts } from "./default-event-facts";
import { eventFactsSchema, type EventFacts } from "./event-facts-schema";
import { unknownPlaceholders } from "~/lib/fact-text";

function messages(facts: unknown) {
  const result = eventFactsSchema.safeParse(facts);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The default facts with one part replaced. */
function edited(change: (facts: EventFacts) => void) {
  const copy = structuredClone(defaultEventFacts);
  change(copy);
  return copy;
}

test("the default facts are a valid snapshot, unchanged by parsing", () => {
  expect(eventFactsSchema.parse(defaultEventFacts)).toEqual(defaultEventFacts);
});

test("every placeholder the default texts name is filled by a fact", () => {
  const texts = [
    defaultEventFacts.contact.whatsappMessage,
    ...defaultEventFacts.faq.flatMap((item) => [item.question, item.answer]),
  ];
  expect(texts.flatMap((text) => unknownPlaceholders(text, defaultEventFacts))).toEqual([]);
});

test("a day that does not exist is 'Data inválida'", () => {
  expect(messages(edited((f) => (f.event.courseDate = "2026-09-31")))).toEqual(["Data inválida"]);
  expect(messages(edited((f) => (f.event.congressDays = ["2026-09-16", "2026-09-31"])))).toEqual([
    "Data inválida",
  ]);
  expect(messages(edited((f) => (f.deadlines.submission = "")))).toEqual(["Data inválida"]);
});

test("congress days out of order are refused", () => {
  expect(messages(edited((f) => (f.event.congressDays = ["2026-09-17", "2026-09-16"])))).toEqual([
    "O último dia deve ser depois do primeiro",
  ]);
  expect(messages(edited((f) => (f.event.congressDays = ["2026-09-16", "2026-09-16"])))).toEqual([
    "O último dia deve ser depois do primeiro",
  ]);
  expect(messages(edited((f) => (f.event.congressDays = ["2026-09-16", "2026-09-17"])))).toEqual(
    [],
  );
});

test("a price is a positive amount in reais with at most its cents", () => {
  for (const price of [0, -10, 12.345, Number.NaN]) {
    expect(messages(edited((f) => (f.tickets[0]!.fullPrice = price)))).toEqual(["Preço inválido"]);
  }
  expect(
    messages(edited((f) => (f.lodging.hotels[0]!.nightlyPrice = "350" as unknown as number))),
  ).toEqual(["Preço inválido"]);
  expect(messages(edited((f) => (f.tickets[1]!.installments.amount = 41.25)))).toEqual([]);
});

test("links are web addresses", () => {
  expect(messages(edited((f) => (f.links.courseStore = "loja de cursos")))).toEqual([
    "URL inválida",
  ]);
  expect(messages(edited((f) => (f.tickets[0]!.checkoutUrl = "javascript:alert(1)")))).toEqual([
    "URL inválida",
  ]);
  expect(messages(edited((f) => (f.event.venue.mapUrl = "https://maps.example.com/x")))).toEqual(
    [],
  );
});
