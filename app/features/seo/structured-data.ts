import { courseDayLabel } from "~/content/courses";
import { isComingSoon } from "~/content/placeholder-programme";
import { CONGRESS_KEYS, type CongressKey, type ProgrammeSession } from "~/content/programme-keys";
import type { Programme } from "~/content/programme-schema";
import { shownProgramme } from "~/content/shown-programme";
import type { EventFacts, EventInfo, TicketFacts } from "~/content/event-facts-schema";
import { CURRENCY, editionName, eventYear, phoneHref } from "~/lib/event-format";
import { programmeLink } from "~/lib/programme-address";
import { sessionPeople } from "~/lib/session-people";
import { clockMinutes, zonedDateTime } from "~/lib/time-zone";
import { PREVIEW_IMAGE_PATH } from "./site-url";

// schema.org JSON-LD as Google's Event rich results read it; <Meta> escapes `<`, `>` and `&`.

type JsonLd = Record<string, unknown>;

export const SCHEMA = "https://schema.org";

type SeoFacts = Pick<EventFacts, "event" | "links" | "contact" | "tickets">;

/** The address as written for people ("street – district, city – state, CEP"), else kept whole. */
export function postalAddress(event: Pick<EventInfo, "venue" | "city" | "state">) {
  const address = event.venue.address;
  const parts = /^(.+), ([^,–]+?) – ([A-Z]{2}), (\d{5}-\d{3})$/.exec(address);
  return {
    "@type": "PostalAddress",
    streetAddress: parts?.[1] ?? address,
    addressLocality: parts?.[2] ?? event.city,
    addressRegion: parts?.[3] ?? event.state,
    ...(parts ? { postalCode: parts[4] } : {}),
    addressCountry: "BR",
  };
}

function place(event: EventInfo, room?: string) {
  const venue = event.venue.name;
  return {
    "@type": "Place",
    name: room ? `${room}, ${venue}` : venue,
    address: postalAddress(event),
  };
}

const inPerson = {
  eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
  eventStatus: `${SCHEMA}/EventScheduled`,
};

function organizedBy({ event, links, contact }: SeoFacts) {
  return {
    organizer: {
      "@type": "Organization",
      name: event.name,
      url: links.mainSite,
      email: contact.contactEmail,
      telephone: phoneHref(contact.phone).replace(/^tel:/, ""),
    },
  };
}

function period(event: EventInfo, days: readonly string[]) {
  return {
    startDate: zonedDateTime(days[0]!, clockMinutes(event.hours.start), event.timeZone),
    endDate: zonedDateTime(days[days.length - 1]!, clockMinutes(event.hours.end), event.timeZone),
  };
}

const person = (name: string) => ({ "@type": "Person", name });

const congressEventId = (origin: string) => `${origin}/#congresso`;

export function congressPartEvent(facts: SeoFacts, origin: string, congress: CongressKey) {
  const { event } = facts;
  const days = congress === "cursos" ? [event.courseDate] : event.congressDays;
  return {
    "@type": "Event",
    name: congress === "cursos" ? courseDayLabel : editionName(event.congresses[congress]),
    url: origin + programmeLink({ congress, day: 1 }),
    ...period(event, days),
    location: place(event),
    ...inPerson,
    ...organizedBy(facts),
    superEvent: { "@id": congressEventId(origin) },
  };
}

/** The tickets admit to the congress days; the courses are sold one by one. */
const ticketsFor = (facts: SeoFacts, congress: CongressKey) =>
  congress === "cursos" ? {} : { offers: facts.tickets.map(offer) };

function offer(ticket: TicketFacts) {
  return {
    "@type": "Offer",
    name: ticket.name,
    price: ticket.fullPrice.toFixed(2),
    priceCurrency: CURRENCY,
    availability: `${SCHEMA}/${ticket.soldOut ? "SoldOut" : "InStock"}`,
    url: ticket.checkoutUrl,
  };
}

interface CongressFacts {
  facts: SeoFacts;
  origin: string;
  description: string;
  tickets: readonly TicketFacts[];
  speakers: readonly string[];
}

export function congressEvent({ facts, origin, ...page }: CongressFacts): JsonLd {
  const { event } = facts;
  const { speakers } = page;
  return {
    "@context": SCHEMA,
    "@type": "Event",
    "@id": congressEventId(origin),
    name: `${event.name} ${eventYear(event)}`,
    description: page.description,
    url: `${origin}/`,
    image: [origin + PREVIEW_IMAGE_PATH],
    ...period(event, [event.courseDate, ...event.congressDays]),
    location: place(event),
    ...inPerson,
    ...organizedBy(facts),
    offers: page.tickets.map(offer),
    ...(speakers.length ? { performer: speakers.map(person) } : {}),
    subEvent: CONGRESS_KEYS.map((congress) => congressPartEvent(facts, origin, congress)),
  };
}

interface SessionFacts extends Pick<
  ProgrammeSession,
  "title" | "path" | "congress" | "isoDate" | "start" | "end" | "room"
> {
  eventFacts: SeoFacts;
  origin: string;
  description?: string;
  performers: readonly string[];
}

/** A session as an `Event` on its own; null without a day, which an `Event` must have. */
function sessionCore(facts: SessionFacts) {
  const { eventFacts, origin, isoDate, start, end } = facts;
  const { event } = eventFacts;
  if (!isoDate) return null;
  const timed = start !== null;
  return {
    "@type": "Event",
    name: facts.title,
    ...(facts.description ? { description: facts.description } : {}),
    url: origin + facts.path,
    startDate: timed ? zonedDateTime(isoDate, start, event.timeZone) : isoDate,
    ...(timed && end !== null && end > start
      ? { endDate: zonedDateTime(isoDate, end, event.timeZone) }
      : {}),
    location: place(event, facts.room),
    ...inPerson,
    ...(facts.performers.length ? { performer: [...new Set(facts.performers)].map(person) } : {}),
  };
}

/** A session (or a talk) as an `Event` within its congress, with the tickets that admit to it. */
export function sessionEvent(facts: SessionFacts): JsonLd | null {
  const core = sessionCore(facts);
  if (!core) return null;
  const { eventFacts, origin, congress } = facts;
  return {
    "@context": SCHEMA,
    ...core,
    image: [origin + PREVIEW_IMAGE_PATH],
    ...organizedBy(eventFacts),
    ...ticketsFor(eventFacts, congress),
    superEvent: congressPartEvent(eventFacts, origin, congress),
  };
}

interface ProgrammeContext {
  facts: SeoFacts & Pick<EventFacts, "courses">;
  origin: string;
}

/** A session's page: its `Event`, or none for 'Programação completa em breve'. */
export function sessionPageEvent(
  session: ProgrammeSession,
  { facts, origin }: ProgrammeContext,
  page: { description: string; performers: readonly string[] },
): JsonLd | null {
  if (isComingSoon(session)) return null;
  return sessionEvent({ ...session, ...page, eventFacts: facts, origin });
}

function performersById(programme: Programme, facts: ProgrammeContext["facts"]) {
  const byId = new Map<string, string[]>();
  for (const days of Object.values(shownProgramme(programme, facts))) {
    for (const event of days.flatMap((day) => day.events)) {
      if (event.id) byId.set(event.id, sessionPeople(event));
      for (const talk of event.talks ?? []) {
        if (talk.id) byId.set(talk.id, sessionPeople(event, talk));
      }
    }
  }
  return byId;
}

/** The programme page: each congress as an `Event` with its published sessions as `subEvent`s. */
export function programmeEvents(
  programme: Programme,
  sessions: readonly ProgrammeSession[],
  { facts, origin }: ProgrammeContext,
): JsonLd[] {
  const performers = performersById(programme, facts);
  return CONGRESS_KEYS.map((congress) => {
    const subEvent = sessions.flatMap((session) => {
      if (session.congress !== congress || isComingSoon(session)) return [];
      const people = performers.get(session.id) ?? [];
      return sessionCore({ ...session, eventFacts: facts, origin, performers: people }) ?? [];
    });
    return {
      "@context": SCHEMA,
      ...congressPartEvent(facts, origin, congress),
      ...ticketsFor(facts, congress),
      ...(subEvent.length ? { subEvent } : {}),
    };
  });
}
