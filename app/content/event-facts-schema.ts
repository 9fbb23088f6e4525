import { IMAGE_URL_PATTERN } from "~/lib/media-rules";
import { plainText } from "~/lib/plain-text";
import { MAX_CONGRESS_DAYS } from "./programme-keys";
import { isTimeZone } from "~/lib/time-zone";
import { z } from "~/lib/zod";

/** The event's facts, one schema per collection; in content/ because components read them. */

const INVALID_DATE = "Data inválida";
const DAYS_OUT_OF_ORDER = "O último dia deve ser depois do primeiro";
export const INVALID_PRICE = "Preço inválido";
export const INVALID_URL = "URL inválida";
export const INVALID_TIME_ZONE =
  "Fuso horário inválido: use o nome de uma região, como America/Bahia ou America/Sao_Paulo";

const text = (max = 300, multiLine = false) =>
  z.string().trim().min(1).max(max).check(plainText(undefined, { multiLine }));
const longText = (max = 3000) => text(max, true);

/** A calendar day, ISO ("YYYY-MM-DD"), that exists (no 31 September). */
export const isoDateSchema = z.string({ error: INVALID_DATE }).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, INVALID_DATE);

/** A time of day, "08:00". */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Horário inválido");

/** An amount in reais, with at most its cents. */
export const priceSchema = z
  .number(INVALID_PRICE)
  .positive(INVALID_PRICE)
  .max(1_000_000, INVALID_PRICE)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, INVALID_PRICE);

// Trimmed first: a link pasted with a space around it is still the link.
const urlSchema = z
  .string({ error: INVALID_URL })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: INVALID_URL }));

const percentSchema = z.number().min(0).max(100);
const editionNumberSchema = z.number().int().min(1).max(999);

const congressSchema = z.object({
  /** "Congresso Internacional Feridas": the name without its edition. */
  name: text(200),
  edition: editionNumberSchema,
});

export const eventSchema = z.object({
  /** "Congresso Nacional de Enfermagem", the name of the whole event and of its main congress. */
  name: text(200),
  edition: editionNumberSchema,
  congresses: z.object({
    nursing: congressSchema,
    feridas: congressSchema,
    estetica: congressSchema,
  }),
  /** The pre-congress courses' day. */
  courseDate: isoDateSchema,
  /** The congress days, in order. */
  congressDays: z
    .array(isoDateSchema)
    .min(1)
    .max(MAX_CONGRESS_DAYS)
    .refine((days) => days.every((day, index) => index === 0 || day > days[index - 1]!), {
      message: DAYS_OUT_OF_ORDER,
    }),
  hours: z
    .object({ start: timeOfDaySchema, end: timeOfDaySchema })
    .refine((hours) => hours.end > hours.start, {
      message: "O horário de término deve ser depois do início",
      path: ["end"],
    }),
  /** An IANA zone (America/Bahia); an offset such as "+03:00" names no zone a calendar knows. */
  timeZone: z.string().trim().refine(isTimeZone, INVALID_TIME_ZONE),
  city: text(100),
  state: text(100),
  /** "BA" */
  stateCode: z.string().regex(/^[A-Z]{2}$/),
  venue: z.object({ name: text(200), address: text(300), mapUrl: urlSchema }),
  /** "Vagas preenchidas", shown as a percentage. */
  capacityFilledPercent: percentSchema,
  foundedIn: z.number().int().min(1900).max(2100),
  participantsSoFar: text(100),
  expectedAttendees: text(100),
});

export const ticketSchema = z.object({
  id: z.enum(["professional", "student"]),
  name: text(200),
  /** Paid upfront, in reais. */
  fullPrice: priceSchema,
  installments: z.object({ count: z.number().int().min(1).max(24), amount: priceSchema }),
  features: z.array(text(200)).max(12),
  checkoutUrl: urlSchema,
  soldOut: z.boolean(),
});

export const courseSchema = z.object({
  /** The course's session id in the programme: fixed, so links to it keep working. */
  id: z.string().regex(/^[a-z0-9-]{1,80}$/),
  title: text(200),
  instructor: text(200),
  /** The slot as the programme writes it, "08h30 - 12h30". */
  time: text(40),
  room: text(80),
  /** The course's own page in the store, when it has one (else the store itself). */
  storeUrl: urlSchema.optional(),
});

const presentationSchema = z.object({
  minutes: z.number().int().min(1).max(120),
  discussionMinutes: z.number().int().min(0).max(120),
  arriveMinutesBefore: z.number().int().min(0).max(240),
});

export const deadlinesSchema = z.object({
  /** Null while the organisers have not set it (a new edition starts with its deadlines cleared). */
  submission: isoDateSchema.nullable(),
  approvedWorksUpload: isoDateSchema.nullable(),
  /** Days within which the reviewers' opinion arrives by e-mail. */
  reviewDays: z.number().int().min(1).max(120),
  /** The rules page's and the approved-works page's presentation times (they differ: spec §9). */
  presentation: presentationSchema,
  approvedPresentation: presentationSchema,
});

export const linksSchema = z.object({
  /** The event at the external registration provider. */
  eventIdentifier: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/),
  mainSite: urlSchema,
  registrantsArea: urlSchema,
  registration: urlSchema,
  courseStore: urlSchema,
  submissionPlatform: urlSchema,
  slideTemplate: urlSchema,
  instagram: urlSchema,
});

export const contactSchema = z.object({
  /** "(11) 3333-4444" */
  phone: z.string().regex(/^\(\d{2}\) \d{4,5}-\d{4}$/, "Telefone inválido"),
  /** Country and area code included, digits only: "5511988887777". */
  whatsappNumber: z.string().regex(/^55\d{10,11}$/, "Número do WhatsApp inválido"),
  whatsappMessage: longText(500),
  supportEmail: z.email("E-mail inválido"),
  contactEmail: z.email("E-mail inválido"),
  hours: text(200),
});

export const hotelSchema = z.object({
  name: text(200),
  distance: text(60),
  /** The lowest nightly rate, in reais. */
  nightlyPrice: priceSchema,
  rating: z.number().min(0).max(5),
  discountPercent: percentSchema,
  description: longText(),
  image: text(500).regex(IMAGE_URL_PATTERN, "Imagem inválida. Envie a imagem novamente."),
  /** Where to book: the hotel's own page, or else its phone; without either the organisers help. */
  bookingUrl: urlSchema.optional(),
  phone: text(40).optional(),
});

export const lodgingSchema = z.object({
  discountCode: text(40),
  hotels: z.array(hotelSchema).max(20),
});

/** The FAQ in its order; an answer may name facts with placeholders (app/lib/fact-text.ts). */
export const faqItemSchema = z.object({ question: text(300), answer: longText() });

/** Certificate and proceedings cards kept, newest first. */
export const MAX_EDITION_CARDS = 30;

const editionCardSchema = z.object({
  edition: editionNumberSchema,
  year: z.number().int().min(1990).max(2100).optional(),
  /** Missing while the edition's page is not out yet. */
  url: urlSchema.optional(),
});

export const rulesSchema = z.object({
  groupDiscounts: z
    .array(z.object({ above: z.number().int().min(1), discountPercent: percentSchema }))
    .max(5),
  cancellation: z.object({
    refundDaysBefore: z.number().int().min(0).max(365),
    refundPercent: percentSchema,
    transferDaysBefore: z.number().int().min(0).max(365),
    replyBusinessDays: z.number().int().min(1).max(60),
  }),
  certificate: z.object({
    daysAfterEvent: z.number().int().min(0).max(365),
    minimumAttendancePercent: percentSchema,
  }),
});

/** All the facts of an edition: what an admin saves as one version. */
export const eventFactsSchema = z.object({
  event: eventSchema,
  tickets: z.array(ticketSchema).max(4),
  courses: z.array(courseSchema).max(30),
  deadlines: deadlinesSchema,
  links: linksSchema,
  contact: contactSchema,
  lodging: lodgingSchema,
  faq: z.array(faqItemSchema).max(60),
  certificates: z.array(editionCardSchema).max(MAX_EDITION_CARDS),
  proceedings: z.array(editionCardSchema).max(MAX_EDITION_CARDS),
  rules: rulesSchema,
});

export type EventFacts = z.infer<typeof eventFactsSchema>;
export type EventInfo = EventFacts["event"];
export type TicketFacts = z.infer<typeof ticketSchema>;
export type HotelFacts = z.infer<typeof hotelSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type EditionCard = z.infer<typeof editionCardSchema>;
