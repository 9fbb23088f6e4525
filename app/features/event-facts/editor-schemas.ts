import { parseWithZod } from "@conform-to/zod/v4";
import {
  type EventFacts,
  INVALID_PRICE,
  INVALID_URL,
  contactSchema,
  courseSchema,
  deadlinesSchema,
  eventFactsSchema,
  eventSchema,
  faqItemSchema,
  hotelSchema,
  isoDateSchema,
  linksSchema,
  lodgingSchema,
  priceSchema,
  rulesSchema,
  ticketSchema,
} from "~/content/event-facts-schema";
import { type PlaceholderFacts, unknownPlaceholders } from "~/lib/fact-text";
import { formTokenSchema } from "~/lib/form-token";
import { z } from "~/lib/zod";
import { type FactGroupSlug, factGroups } from "~/content/fact-groups";
import { slugify } from "~/content/session-ids";

// Each section's form is the facts' own schema with money, dates and decimals as typed text.

const REQUIRED = "Campo obrigatório";
const INVALID_NUMBER = "Informe um número";

/** Portuguese messages for the facts' rules that carry none of their own. */
const editorErrorMap: z.core.$ZodErrorMap = (issue) => {
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

const moneyField = z.string({ error: INVALID_PRICE }).transform(parseMoney).pipe(priceSchema);

/** A number that may have decimals, typed with a comma or a point ('4,5'). */
const decimalField = (schema: z.ZodType<number, number>) =>
  z
    .string({ error: INVALID_NUMBER })
    .trim()
    .regex(/^\d+(?:[.,]\d+)?$/, INVALID_NUMBER)
    .transform((text) => Number(text.replace(",", ".")))
    .pipe(schema);

/** A deadline left empty is unset (null): a new edition starts without them. */
const optionalDateField = isoDateSchema.optional().transform((value) => value ?? null);

/** What every section's form sends besides its fields; an older version is refused as stale. */
const saveFields = {
  basedOnVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  formToken: formTokenSchema,
};

const eventoFormSchema = z.object({
  ...saveFields,
  event: eventSchema.extend({
    courseDate: isoDateSchema,
    congressDays: z
      .array(isoDateSchema, { error: "Informe os dias do congresso" })
      .min(1, "Informe os dias do congresso")
      .pipe(eventSchema.shape.congressDays),
    capacityFilledPercent: decimalField(eventSchema.shape.capacityFilledPercent),
  }),
  deadlines: deadlinesSchema.extend({
    submission: optionalDateField,
    approvedWorksUpload: optionalDateField,
  }),
});

const inscricoesFormSchema = z.object({
  ...saveFields,
  tickets: z
    .array(
      ticketSchema.extend({
        fullPrice: moneyField,
        installments: ticketSchema.shape.installments.extend({ amount: moneyField }),
        features: ticketSchema.shape.features.default([]),
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

const cursosFormSchema = z.object({
  ...saveFields,
  courses: z
    .array(
      courseSchema.extend({
        // A course added in the form has no id yet: the server makes one from its title.
        id: courseSchema.shape.id.optional(),
      }),
    )
    .max(30)
    .default([]),
});

const hospedagemFormSchema = z.object({
  ...saveFields,
  lodging: lodgingSchema.extend({
    hotels: z
      .array(
        hotelSchema.extend({
          nightlyPrice: moneyField,
          rating: decimalField(hotelSchema.shape.rating),
          discountPercent: decimalField(hotelSchema.shape.discountPercent),
          image: z.string({ error: "Imagem é obrigatória" }).pipe(hotelSchema.shape.image),
        }),
      )
      .max(20)
      .default([]),
  }),
});

/** A text whose `{placeholders}` must all be ones the facts fill ('Marcador desconhecido: {dat}'). */
const withKnownPlaceholders = (schema: z.ZodType<string>, facts: PlaceholderFacts) =>
  schema.superRefine((text, context) => {
    const unknown = unknownPlaceholders(text, facts);
    if (unknown.length === 0) return;
    const list = unknown.map((name) => `{${name}}`).join(", ");
    const message =
      unknown.length === 1 ? `Marcador desconhecido: ${list}` : `Marcadores desconhecidos: ${list}`;
    context.addIssue({ code: "custom", message });
  });

/** The placeholders depend on the facts (one pair per group discount), so the schema does too. */
function faqFormSchema(facts: PlaceholderFacts) {
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

function contatoFormSchema(facts: PlaceholderFacts) {
  return z.object({
    ...saveFields,
    contact: contactSchema.extend({
      whatsappMessage: withKnownPlaceholders(contactSchema.shape.whatsappMessage, facts),
    }),
    links: linksSchema,
  });
}

const certificadosFormSchema = z.object({
  ...saveFields,
  certificates: eventFactsSchema.shape.certificates.default([]),
  proceedings: eventFactsSchema.shape.proceedings.default([]),
  certificate: rulesSchema.shape.certificate.extend({
    minimumAttendancePercent: decimalField(
      rulesSchema.shape.certificate.shape.minimumAttendancePercent,
    ),
  }),
});

export type SectionSlug = FactGroupSlug;

export const sectionSlugs = factGroups.map((group) => group.slug);

export function isSectionSlug(value: string | undefined): value is SectionSlug {
  return (sectionSlugs as readonly string[]).includes(value ?? "");
}

/** Each section's form schema (those with placeholders are made from the facts). */
export const sectionSchemas = {
  evento: () => eventoFormSchema,
  inscricoes: () => inscricoesFormSchema,
  cursos: () => cursosFormSchema,
  hospedagem: () => hospedagemFormSchema,
  faq: faqFormSchema,
  contato: contatoFormSchema,
  certificados: () => certificadosFormSchema,
} satisfies Record<SectionSlug, (facts: PlaceholderFacts) => z.ZodType>;

/** A section's form as sent: with the editors' Portuguese messages, in the browser and server. */
export function parseSectionForm(
  section: SectionSlug,
  formData: FormData | URLSearchParams,
  facts: PlaceholderFacts,
) {
  const schema: z.ZodType<Record<string, unknown>, Record<string, unknown>> = sectionSchemas[
    section
  ](facts);
  return parseWithZod(formData, { schema, error: editorErrorMap });
}

/** The parts of the facts each section edits; a form field is named by its path's last key. */
export const sectionParts = {
  evento: ["event", "deadlines"],
  inscricoes: ["tickets", "rules.groupDiscounts", "rules.cancellation"],
  cursos: ["courses"],
  hospedagem: ["lodging"],
  faq: ["faq"],
  contato: ["contact", "links"],
  certificados: ["certificates", "proceedings", "rules.certificate"],
} as const satisfies Record<SectionSlug, readonly string[]>;

type Collection = keyof EventFacts;
const splitPath = (path: string) => path.split(".") as [Collection, string?];

export function partAt(facts: EventFacts, path: string): unknown {
  const [key, part] = splitPath(path);
  return part ? (facts[key] as Record<string, unknown>)[part] : facts[key];
}

/** The collections a section's parsed form replaces, keeping the rest of a shared one (`rules`). */
export function sectionChanges(
  section: SectionSlug,
  value: Record<string, unknown>,
  current: EventFacts,
): Partial<EventFacts> {
  const changes: Record<string, unknown> = {};
  for (const path of sectionParts[section]) {
    const [key, part] = splitPath(path);
    const field = value[part ?? key];
    changes[key] = part ? { ...((changes[key] ?? current[key]) as object), [part]: field } : field;
  }
  if (section === "cursos") changes.courses = withCourseIds(value.courses as CourseInput[]);
  return changes;
}

type CourseInput = z.output<typeof cursosFormSchema>["courses"][number];

/** A course added in the form gets 'curso-<slug of its title>', unique among the courses. */
function withCourseIds(courses: CourseInput[]) {
  const taken = new Set(courses.flatMap((course) => (course.id ? [course.id] : [])));
  return courses.map((course) => {
    if (course.id) return { ...course, id: course.id };
    const base = `curso-${slugify(course.title)}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return { ...course, id };
  });
}

const moneyKeys = new Set(["fullPrice", "amount", "nightlyPrice"]);
const decimalKeys = new Set([
  "capacityFilledPercent",
  "discountPercent",
  "refundPercent",
  "rating",
  "minimumAttendancePercent",
]);

/** A value as the organiser types it: money '377,00', decimals '4,5', an unset deadline empty. */
function asTyped(value: unknown, key = ""): unknown {
  if (value === null) return undefined;
  if (typeof value === "number") {
    if (moneyKeys.has(key)) return value.toFixed(2).replace(".", ",");
    if (decimalKeys.has(key)) return String(value).replace(".", ",");
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => asTyped(item));
  if (typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, asTyped(v, name)]));
}

/** The form's starting values for a section: the facts as the organiser types them. */
export function sectionDefaults(section: SectionSlug, facts: EventFacts): Record<string, unknown> {
  return Object.fromEntries(
    sectionParts[section].map((path) => [path.split(".").at(-1)!, asTyped(partAt(facts, path))]),
  );
}
