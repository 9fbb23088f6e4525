import { parseWithZod } from "@conform-to/zod/v4";
import {
  DAYS_OUT_OF_ORDER,
  type EventFacts,
  INVALID_DATE,
  INVALID_PRICE,
  INVALID_URL,
  contactSchema,
  courseSchema,
  deadlinesSchema,
  editionCardSchema,
  eventSchema,
  faqItemSchema,
  hotelSchema,
  isoDateSchema,
  linksSchema,
  lodgingSchema,
  priceSchema,
  rulesSchema,
  ticketSchema,
  urlSchema,
} from "~/content/event-facts-schema";
import { type PlaceholderFacts, factPlaceholders, unknownPlaceholders } from "~/lib/fact-text";
import { formTokenSchema } from "~/lib/form-token";
import { z } from "~/lib/zod";
import { type FactGroupSlug, factGroups } from "~/content/fact-groups";

/*
 * The forms of the 'Dados do evento' editors, one per section, parsed by the browser
 * and the server alike. Each is the facts' own schema (event-facts-schema.ts) with the fields an
 * organiser types differently: money as '377,00', dates from `<input type="date">`, decimals with
 * a comma. The facts' rules (days in order, URL protocols, bounds) are reused through `pipe`.
 */

export { DAYS_OUT_OF_ORDER, INVALID_DATE, INVALID_PRICE, INVALID_URL };

export const REQUIRED = "Campo obrigatório";
export const INVALID_NUMBER = "Informe um número";

/**
 * Portuguese messages for the facts' rules that carry none of their own (a bound, a missing
 * field); a message given in a schema comes first.
 */
export const editorErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "number") return INVALID_NUMBER;
      return REQUIRED;
    case "too_small":
      if (issue.origin === "string") return issue.minimum === 1 ? REQUIRED : undefined;
      if (issue.origin === "array") return `Inclua pelo menos ${issue.minimum}`;
      return `O valor mínimo é ${String(issue.minimum)}`;
    case "too_big":
      if (issue.origin === "string") return `Use no máximo ${String(issue.maximum)} caracteres`;
      if (issue.origin === "array") return `No máximo ${String(issue.maximum)} itens`;
      return `O valor máximo é ${String(issue.maximum)}`;
    case "invalid_format":
      if (issue.format === "email") return "E-mail inválido";
      if (issue.format === "url") return INVALID_URL;
      return "Formato inválido";
    case "not_multiple_of":
      return "Informe um número inteiro";
    case "invalid_value":
      return "Valor inválido";
    default:
      return "Valor inválido";
  }
};

// '377', '377,00', '1.234,56' or 'R$ 377,00': the Brazilian way of typing an amount.
const MONEY = /^(?:R\$\s*)?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;

/** Reads an amount typed the Brazilian way ('1.234,5'); NaN when it is not one. */
export function parseMoney(text: string) {
  const value = text.trim();
  if (!MONEY.test(value)) return Number.NaN;
  return Number(
    value
      .replace(/^R\$\s*/, "")
      .replaceAll(".", "")
      .replace(",", "."),
  );
}

/** An amount as the form shows it: '377,00'. */
export function formatMoneyInput(value: number) {
  return value.toFixed(2).replace(".", ",");
}

/** A decimal as the form shows it: '4,5'. */
export function formatDecimalInput(value: number) {
  return String(value).replace(".", ",");
}

export const moneyField = z
  .string({ error: INVALID_PRICE })
  .transform(parseMoney)
  .pipe(priceSchema);

/** A number that may have decimals, typed with a comma or a point ('4,5'). */
const decimalField = (schema: z.ZodType<number, number>) =>
  z
    .string({ error: INVALID_NUMBER })
    .trim()
    .regex(/^\d+(?:[.,]\d+)?$/, INVALID_NUMBER)
    .transform((text) => Number(text.replace(",", ".")))
    .pipe(schema);

export const dateField = z.string({ error: INVALID_DATE }).pipe(isoDateSchema);

/** A deadline left empty is unset (null): a new edition starts without them. */
const optionalDateField = z
  .string()
  .pipe(isoDateSchema)
  .optional()
  .transform((value) => value ?? null);

export const urlField = z.string({ error: INVALID_URL }).trim().pipe(urlSchema);

/** What every section's form sends besides its fields. */
const saveFields = {
  /** The version the form was loaded at: a save from an older one is refused as stale. */
  basedOnVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  formToken: formTokenSchema,
};

const presentationFields = deadlinesSchema.shape.presentation;

// --- evento: 'Evento e datas' ---

export const eventoFormSchema = z.object({
  ...saveFields,
  event: eventSchema.extend({
    courseDate: dateField,
    congressDays: z
      .array(dateField, { error: "Informe os dias do congresso" })
      .min(1, "Informe os dias do congresso")
      .pipe(eventSchema.shape.congressDays),
    venue: eventSchema.shape.venue.extend({ mapUrl: urlField }),
    capacityFilledPercent: decimalField(eventSchema.shape.capacityFilledPercent),
  }),
  deadlines: deadlinesSchema.extend({
    submission: optionalDateField,
    approvedWorksUpload: optionalDateField,
    presentation: presentationFields,
    approvedPresentation: presentationFields,
  }),
});

// --- inscricoes: 'Inscrições e preços' ---

export const inscricoesFormSchema = z.object({
  ...saveFields,
  tickets: z
    .array(
      ticketSchema.extend({
        fullPrice: moneyField,
        installments: ticketSchema.shape.installments.extend({ amount: moneyField }),
        features: ticketSchema.shape.features.default([]),
        checkoutUrl: urlField,
        // An unticked checkbox is not sent at all.
        soldOut: z.boolean().default(false),
      }),
    )
    .max(4),
  groupDiscounts: z
    .array(
      rulesSchema.shape.groupDiscounts.element.extend({
        discountPercent: decimalField(
          rulesSchema.shape.groupDiscounts.element.shape.discountPercent,
        ),
      }),
    )
    .max(5)
    .default([]),
  cancellation: rulesSchema.shape.cancellation.extend({
    refundPercent: decimalField(rulesSchema.shape.cancellation.shape.refundPercent),
  }),
});

// --- cursos: 'Cursos pré-congresso' ---

export const cursosFormSchema = z.object({
  ...saveFields,
  courses: z
    .array(
      courseSchema.extend({
        // A course added in the form has no id yet: the server makes one from its title.
        id: courseSchema.shape.id.optional(),
        storeUrl: urlField.optional(),
      }),
    )
    .max(30)
    .default([]),
});

// --- hospedagem: 'Hospedagem' ---

export const hospedagemFormSchema = z.object({
  ...saveFields,
  lodging: lodgingSchema.extend({
    hotels: z
      .array(
        hotelSchema.extend({
          nightlyPrice: moneyField,
          rating: decimalField(hotelSchema.shape.rating),
          discountPercent: decimalField(hotelSchema.shape.discountPercent),
          image: z.string({ error: "Imagem é obrigatória" }).pipe(hotelSchema.shape.image),
          bookingUrl: urlField.optional(),
        }),
      )
      .max(20)
      .default([]),
  }),
});

// --- faq: 'Perguntas frequentes' ---

/** The message for placeholders no fact fills, e.g. 'Marcador desconhecido: {dat}'. */
export function unknownPlaceholderMessage(names: string[]) {
  const list = names.map((name) => `{${name}}`).join(", ");
  return names.length === 1
    ? `Marcador desconhecido: ${list}`
    : `Marcadores desconhecidos: ${list}`;
}

/** A text whose `{placeholders}` must all be ones the facts fill. */
const withKnownPlaceholders = (schema: z.ZodType<string>, facts: PlaceholderFacts) =>
  schema.superRefine((text, context) => {
    const unknown = unknownPlaceholders(text, facts);
    if (unknown.length > 0) {
      context.addIssue({ code: "custom", message: unknownPlaceholderMessage(unknown) });
    }
  });

/**
 * The FAQ's form; which placeholders exist depends on the facts (one pair per group discount),
 * so the schema is made from the facts the editor shows, in the browser and on the server.
 */
export function faqFormSchema(facts: PlaceholderFacts) {
  return z.object({
    ...saveFields,
    faq: z
      .array(
        z.object({
          question: withKnownPlaceholders(faqItemSchema.shape.question, facts),
          answer: withKnownPlaceholders(faqItemSchema.shape.answer, facts),
        }),
      )
      .max(60)
      .default([]),
  });
}

/** The placeholders an organiser may write, with what each shows today. */
export function placeholderList(facts: PlaceholderFacts) {
  return Object.entries(factPlaceholders(facts)).map(([name, value]) => ({ name, value }));
}

// --- contato: 'Contato e links' ---

export function contatoFormSchema(facts: PlaceholderFacts) {
  return z.object({
    ...saveFields,
    contact: contactSchema.extend({
      whatsappMessage: withKnownPlaceholders(contactSchema.shape.whatsappMessage, facts),
      supportEmail: z.email("E-mail inválido"),
      contactEmail: z.email("E-mail inválido"),
    }),
    links: linksSchema.extend({
      eventIdentifier: linksSchema.shape.eventIdentifier,
      mainSite: urlField,
      registrantsArea: urlField,
      registration: urlField,
      courseStore: urlField,
      submissionPlatform: urlField,
      slideTemplate: urlField,
      instagram: urlField,
    }),
  });
}

// --- certificados: 'Certificados e anais' ---

const editionCardFields = editionCardSchema.extend({ url: urlField.optional() });

export const certificadosFormSchema = z.object({
  ...saveFields,
  certificates: z.array(editionCardFields).max(30).default([]),
  proceedings: z.array(editionCardFields).max(30).default([]),
  certificate: rulesSchema.shape.certificate.extend({
    minimumAttendancePercent: decimalField(
      rulesSchema.shape.certificate.shape.minimumAttendancePercent,
    ),
  }),
});

// --- the sections ---

/** A section editor's slug: one of the fact groups (fact-groups.ts). */
export type SectionSlug = FactGroupSlug;

export const sectionSlugs = factGroups.map((group) => group.slug);

export function isSectionSlug(value: string | undefined): value is SectionSlug {
  return (sectionSlugs as readonly string[]).includes(value ?? "");
}

/** Each section's form schema (those with placeholders are made from the facts). */
const sectionSchemas = {
  evento: () => eventoFormSchema,
  inscricoes: () => inscricoesFormSchema,
  cursos: () => cursosFormSchema,
  hospedagem: () => hospedagemFormSchema,
  faq: faqFormSchema,
  contato: contatoFormSchema,
  certificados: () => certificadosFormSchema,
} satisfies Record<SectionSlug, (facts: PlaceholderFacts) => z.ZodType>;

export type SectionSchema<S extends SectionSlug> = ReturnType<(typeof sectionSchemas)[S]>;

export function sectionFormSchema(section: SectionSlug, facts: PlaceholderFacts) {
  return sectionSchemas[section](facts);
}

/** A section's form as sent: with the editors' Portuguese messages, in the browser and server. */
export function parseSectionForm(
  section: SectionSlug,
  formData: FormData | URLSearchParams,
  facts: PlaceholderFacts,
) {
  const schema: z.ZodType<Record<string, unknown>, Record<string, unknown>> = sectionFormSchema(
    section,
    facts,
  );
  return parseWithZod(formData, { schema, error: editorErrorMap });
}

/** A course id from its title, like the programme's session ids: 'curso-<slug>'. */
export function courseIdFor(title: string, taken: ReadonlySet<string>) {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  const base = `curso-${slug || "novo"}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * The collections each section's parsed form replaces. `rules` is shared by three sections, so
 * each keeps the parts it does not edit from the facts the save is based on.
 */
const sectionChangesOf: {
  [S in SectionSlug]: (
    form: z.output<SectionSchema<S>>,
    current: EventFacts,
  ) => Partial<EventFacts>;
} = {
  evento: ({ event, deadlines }) => ({ event, deadlines }),
  inscricoes: ({ tickets, groupDiscounts, cancellation }, current) => ({
    tickets,
    rules: { ...current.rules, groupDiscounts, cancellation },
  }),
  cursos: ({ courses }) => {
    const taken = new Set(courses.flatMap((course) => (course.id ? [course.id] : [])));
    return {
      courses: courses.map((course) => {
        if (course.id) return { ...course, id: course.id };
        const id = courseIdFor(course.title, taken);
        taken.add(id);
        return { ...course, id };
      }),
    };
  },
  hospedagem: ({ lodging }) => ({ lodging }),
  faq: ({ faq }) => ({ faq }),
  contato: ({ contact, links }) => ({ contact, links }),
  certificados: ({ certificates, proceedings, certificate }, current) => ({
    certificates,
    proceedings,
    rules: { ...current.rules, certificate },
  }),
};

export function sectionChanges(
  section: SectionSlug,
  value: Record<string, unknown>,
  current: EventFacts,
): Partial<EventFacts> {
  const changesOf = sectionChangesOf[section] as (
    form: unknown,
    current: EventFacts,
  ) => Partial<EventFacts>;
  return changesOf(value, current);
}

/** The form's starting values for a section: the facts as the organiser types them. */
export function sectionDefaults(section: SectionSlug, facts: EventFacts) {
  switch (section) {
    case "evento":
      return {
        event: {
          ...facts.event,
          capacityFilledPercent: formatDecimalInput(facts.event.capacityFilledPercent),
        },
        deadlines: {
          ...facts.deadlines,
          submission: facts.deadlines.submission ?? undefined,
          approvedWorksUpload: facts.deadlines.approvedWorksUpload ?? undefined,
        },
      };
    case "inscricoes":
      return {
        tickets: facts.tickets.map((ticket) => ({
          ...ticket,
          fullPrice: formatMoneyInput(ticket.fullPrice),
          installments: {
            count: ticket.installments.count,
            amount: formatMoneyInput(ticket.installments.amount),
          },
        })),
        groupDiscounts: facts.rules.groupDiscounts.map((tier) => ({
          above: tier.above,
          discountPercent: formatDecimalInput(tier.discountPercent),
        })),
        cancellation: {
          ...facts.rules.cancellation,
          refundPercent: formatDecimalInput(facts.rules.cancellation.refundPercent),
        },
      };
    case "cursos":
      return { courses: facts.courses };
    case "hospedagem":
      return {
        lodging: {
          discountCode: facts.lodging.discountCode,
          hotels: facts.lodging.hotels.map((hotel) => ({
            ...hotel,
            nightlyPrice: formatMoneyInput(hotel.nightlyPrice),
            rating: formatDecimalInput(hotel.rating),
            discountPercent: formatDecimalInput(hotel.discountPercent),
          })),
        },
      };
    case "faq":
      return { faq: facts.faq };
    case "contato":
      return { contact: facts.contact, links: facts.links };
    case "certificados":
      return {
        certificates: facts.certificates,
        proceedings: facts.proceedings,
        certificate: {
          ...facts.rules.certificate,
          minimumAttendancePercent: formatDecimalInput(
            facts.rules.certificate.minimumAttendancePercent,
          ),
        },
      };
  }
}
