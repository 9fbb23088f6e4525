import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { faqWithFacts } from "~/lib/fact-text";

const { tickets, event: edition } = defaultEventFacts;
const faqItems = faqWithFacts(defaultEventFacts);
import { faqPage } from "./faq-page";
import {
  congressEvent,
  postalAddress,
  programmeEvents,
  sessionEvent,
  sessionPageEvent,
} from "./structured-data";

const origin = "https://congresso.example";
const programmePaths = {
  cursos: "/programacao",
  nursing: "/programacao?congresso=nursing&dia=1",
  feridas: "/programacao?congresso=feridas&dia=1",
  estetica: "/programacao?congresso=estetica&dia=1",
};

test("the venue's address is split as schema.org reads it; another shape stays whole", () => {
  expect(postalAddress(edition)).toEqual({
    "@type": "PostalAddress",
    streetAddress: "Praça Dr. Gessy Lima, 2 – Stella Maris",
    addressLocality: "Salvador",
    addressRegion: "BA",
    postalCode: "41600-000",
    addressCountry: "BR",
  });
  expect(
    postalAddress({ ...edition, venue: { ...edition.venue, address: "Rua Sem Forma" } }),
  ).toMatchObject({
    streetAddress: "Rua Sem Forma",
    addressLocality: edition.city,
  });
});

test("the congress is an Event with its dates, venue, tickets and four parts", () => {
  const event = congressEvent({
    facts: defaultEventFacts,
    origin,
    description: "Descrição",
    tickets,
    speakers: ["Ana", "Bruno"],
  });
  expect(event).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    startDate: "2025-08-27T08:00:00-03:00",
    endDate: "2025-08-29T18:30:00-03:00",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: edition.venue.name },
    image: [`${origin}/images/og.jpg`],
    performer: [
      { "@type": "Person", name: "Ana" },
      { "@type": "Person", name: "Bruno" },
    ],
  });
  // The prices are the tickets' own, never typed again here.
  expect(event.offers).toEqual(
    tickets.map((ticket) => ({
      "@type": "Offer",
      name: ticket.name,
      price: ticket.fullPrice.toFixed(2),
      priceCurrency: "BRL",
      availability: "https://schema.org/SoldOut",
      url: ticket.checkoutUrl,
    })),
  );
  expect((event.offers as { price: string }[]).map((offer) => offer.price)).toEqual([
    "377.00",
    "307.00",
  ]);
  const parts = event.subEvent as Record<string, unknown>[];
  expect(parts.map((part) => part.name)).toEqual([
    "Cursos Pré-Congresso",
    "15º Congresso Nacional de Enfermagem",
    "6º Congresso Internacional Feridas",
    "2º Congresso Brasileiro de Enfermagem em Estética",
  ]);
  // Each part links to its own tab of the programme.
  expect(parts.map((part) => part.url)).toEqual(
    Object.values(programmePaths).map((path) => origin + path),
  );
  expect(parts[0]).toMatchObject({
    startDate: "2025-08-27T08:00:00-03:00",
    endDate: "2025-08-27T18:30:00-03:00",
    url: `${origin}/programacao`,
    superEvent: { "@id": `${origin}/#congresso` },
  });
  expect(parts[2]).toMatchObject({
    startDate: "2025-08-28T08:00:00-03:00",
    endDate: "2025-08-29T18:30:00-03:00",
  });
});

const session = {
  eventFacts: defaultEventFacts,
  origin,
  title: "Coberturas inteligentes",
  path: "/programacao/sessao/coberturas-inteligentes",
  description: "Resumo",
  congress: "feridas" as const,
  isoDate: "2025-08-28",
  start: 10 * 60 + 30,
  end: 11 * 60 + 30,
  room: "Auditório 2",
  performers: ["Ana Beatriz Souza", "Ana Beatriz Souza", "Daniela Rocha"],
};

test("a session is an Event of its congress, in its room, with its people", () => {
  expect(sessionEvent(session)).toMatchObject({
    "@type": "Event",
    name: "Coberturas inteligentes",
    url: `${origin}/programacao/sessao/coberturas-inteligentes`,
    startDate: "2025-08-28T10:30:00-03:00",
    endDate: "2025-08-28T11:30:00-03:00",
    location: {
      "@type": "Place",
      name: `Auditório 2, ${edition.venue.name}`,
      address: { "@type": "PostalAddress", postalCode: "41600-000" },
    },
    performer: [
      { "@type": "Person", name: "Ana Beatriz Souza" },
      { "@type": "Person", name: "Daniela Rocha" },
    ],
    superEvent: {
      "@type": "Event",
      name: "6º Congresso Internacional Feridas",
      url: `${origin}/programacao?congresso=feridas&dia=1`,
    },
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
  });
});

test("a congress session is sold with the tickets; a course, sold on its own, carries none", () => {
  expect(sessionEvent(session)!.offers).toEqual(
    tickets.map((ticket) =>
      expect.objectContaining({
        price: ticket.fullPrice.toFixed(2),
        availability: "https://schema.org/SoldOut",
        url: ticket.checkoutUrl,
      }),
    ),
  );
  const onSale = { ...defaultEventFacts, tickets: [{ ...tickets[0]!, soldOut: false }] };
  expect(sessionEvent({ ...session, eventFacts: onSale })!.offers).toEqual([
    expect.objectContaining({ availability: "https://schema.org/InStock" }),
  ]);
  expect(sessionEvent({ ...session, congress: "cursos" })).not.toHaveProperty("offers");
});

const context = {
  facts: defaultEventFacts,
  origin,
};
const listed = (id: string, title: string, time: [number, number] | null) => ({
  id,
  title,
  path: `/programacao/sessao/${id}`,
  type: "palestra" as const,
  congress: "feridas" as const,
  congressLabel: "6º Congresso Internacional Feridas",
  day: "Dia 1",
  date: "28 de agosto de 2025",
  isoDate: "2025-08-28",
  time: "",
  start: time?.[0] ?? null,
  end: time?.[1] ?? null,
});

test("'Programação completa em breve' is no Event", () => {
  const placeholder = listed("feridas-em-breve-dia-1", "Programação completa em breve", null);
  const details = { description: "Resumo", performers: [] };
  expect(sessionPageEvent(placeholder, context, details)).toBeNull();
  expect(
    sessionPageEvent(listed("coberturas", "Coberturas", [600, 660]), context, details),
  ).toMatchObject({ name: "Coberturas", startDate: "2025-08-28T10:00:00-03:00" });
});

test("the programme: each congress an Event with its tickets and its sessions as subEvents", () => {
  const programme = {
    feridas: [
      {
        day: "Dia 1",
        events: [
          {
            id: "coberturas",
            time: "10h00 - 11h00",
            title: "Coberturas",
            type: "palestra" as const,
            speaker: "Ana",
          },
        ],
      },
      {
        day: "Em breve",
        events: [
          {
            id: "feridas-em-breve-dia-2",
            time: "",
            title: "Programação completa em breve",
            type: "cerimônia" as const,
          },
        ],
      },
    ],
  };
  const events = programmeEvents(
    programme,
    [
      listed("coberturas", "Coberturas", [600, 660]),
      {
        ...listed("feridas-em-breve-dia-2", "Programação completa em breve", null),
        day: "Em breve",
      },
    ],
    context,
  );
  expect(events.map((event) => event.name)).toEqual([
    "Cursos Pré-Congresso",
    "15º Congresso Nacional de Enfermagem",
    "6º Congresso Internacional Feridas",
    "2º Congresso Brasileiro de Enfermagem em Estética",
  ]);
  const feridas = events[2]!;
  expect(feridas).toMatchObject({
    "@context": "https://schema.org",
    url: `${origin}/programacao?congresso=feridas&dia=1`,
    offers: tickets.map(() => expect.objectContaining({ "@type": "Offer" })),
    subEvent: [
      {
        "@type": "Event",
        name: "Coberturas",
        url: `${origin}/programacao/sessao/coberturas`,
        startDate: "2025-08-28T10:00:00-03:00",
        endDate: "2025-08-28T11:00:00-03:00",
        performer: [{ "@type": "Person", name: "Ana" }],
      },
    ],
  });
  expect(feridas.subEvent).toHaveLength(1);
  expect(events[0]).not.toHaveProperty("offers");
  expect(events[1]).not.toHaveProperty("subEvent");
});

test("a session without an end has no endDate; one without a time has its day; none without a day", () => {
  const moment = sessionEvent({ ...session, end: session.start });
  expect(moment).not.toHaveProperty("endDate");
  expect(sessionEvent({ ...session, start: null, end: null })).toMatchObject({
    startDate: "2025-08-28",
  });
  expect(sessionEvent({ ...session, isoDate: null })).toBeNull();
  expect(sessionEvent({ ...session, performers: [] })).not.toHaveProperty("performer");
});

test("the FAQ is a FAQPage of questions with their accepted answers", () => {
  const page = faqPage(faqItems);
  expect(page["@type"]).toBe("FAQPage");
  expect(page.mainEntity).toHaveLength(faqItems.length);
  expect((page.mainEntity as unknown[])[0]).toEqual({
    "@type": "Question",
    name: faqItems[0]!.question,
    acceptedAnswer: { "@type": "Answer", text: faqItems[0]!.answer },
  });
});
