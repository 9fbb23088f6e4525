/**
 * The default facts in the shapes older modules read (name, edition, links…). Transitional: a
 * module importing from here sees the default edition, not the current facts; the site's pages
 * read `useEventFacts()` (or `getEventFacts(db)` on the server) instead, and what is left here
 * moves there next (issue 14).
 */
import {
  defaultContact,
  defaultDeadlines,
  defaultEvent,
  defaultLinks,
  defaultRules,
} from "~/content/default-event-facts";
import {
  editionName,
  eventYear,
  formatBrazilianPhone,
  phoneHref,
  whatsappLink,
} from "~/lib/event-format";
import { renderFactText } from "~/lib/fact-text";

const event = defaultEvent;
const contactFacts = defaultContact;
const linkFacts = defaultLinks;

export const product = event.name;

export const edition = {
  number: event.edition,
  year: eventYear(event),
  city: event.city,
  state: event.state,
  venue: event.venue.name,
  venueAddress: event.venue.address,
  courseDate: event.courseDate,
  congressDates: event.congressDays,
  timeZone: event.timeZone,
  hours: event.hours,
  foundedIn: event.foundedIn,
  participantsSoFar: event.participantsSoFar,
  expectedAttendees: event.expectedAttendees,
};

function congressLabels(congress: (typeof event.congresses)["nursing"]) {
  const name = editionName(congress);
  return {
    name,
    badge: name,
    programmeTab: editionName({ ...congress, name: congress.programmeTabName ?? congress.name }),
  };
}

/** The three co-located congresses, with the labels the site uses for each. */
export const congresses = {
  nursing: congressLabels(event.congresses.nursing),
  feridas: congressLabels(event.congresses.feridas),
  estetica: congressLabels(event.congresses.estetica),
};

const whatsappMessage = renderFactText(contactFacts.whatsappMessage, {
  event,
  deadlines: defaultDeadlines,
  rules: defaultRules,
});

export const contact = {
  ...contactFacts,
  phoneHref: phoneHref(contactFacts.phone),
  whatsappDisplay: formatBrazilianPhone(contactFacts.whatsappNumber),
  whatsappMessage,
  instagram: linkFacts.instagram,
};

export const eventIdentifier = linkFacts.eventIdentifier;

export const links = {
  ...linkFacts,
  whatsapp: whatsappLink(contactFacts.whatsappNumber, whatsappMessage),
};
