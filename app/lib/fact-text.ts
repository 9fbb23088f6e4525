/** Texts name facts with {placeholders}; an unknown one is left as written. */
import type { EventFacts, FaqItem } from "~/content/event-facts-schema";
import {
  editionName,
  eventPeriod,
  eventYear,
  formatDayList,
  formatDayMonth,
  formatHours,
  formatLongDate,
  formatPercent,
  joinWithAnd,
  ordinal,
  whatsappLink,
} from "~/lib/event-format";

/** What the placeholders are made of: a module that needs no more does not bundle the rest. */
export type PlaceholderFacts = Pick<EventFacts, "event" | "deadlines" | "rules" | "contact">;

/** A deadline's date, or how one the organisers have not set yet reads. */
const deadline = (isoDate: string | null) => (isoDate ? formatLongDate(isoDate) : "data a definir");

const cache = new WeakMap<PlaceholderFacts, Record<string, string>>();

/** Every placeholder and its value (computed once per snapshot). */
export function factPlaceholders(facts: PlaceholderFacts): Record<string, string> {
  const cached = cache.get(facts);
  if (cached) return cached;
  const { event, deadlines, rules, contact } = facts;
  const values: Record<string, string> = {
    periodo: eventPeriod(event),
    ano: String(eventYear(event)),
    data_dos_cursos: formatLongDate(event.courseDate),
    dia_dos_cursos: formatDayMonth(event.courseDate),
    dias_do_congresso: formatDayList(event.congressDays),
    datas_do_congresso: joinWithAnd(event.congressDays.map(formatLongDate)),
    horario: formatHours(event.hours),
    local: event.venue.name,
    cidade: event.city,
    estado: event.state,
    uf: event.stateCode,
    edicao: ordinal(event.edition, "feminine"),
    edicoes: String(event.edition),
    evento: event.name,
    publico_esperado: event.expectedAttendees,
    participantes: event.participantsSoFar,
    fundacao: String(event.foundedIn),
    congresso: editionName(event.congresses.nursing),
    congresso_feridas: editionName(event.congresses.feridas),
    congresso_estetica: editionName(event.congresses.estetica),
    prazo_submissao: deadline(deadlines.submission),
    prazo_envio_final: deadline(deadlines.approvedWorksUpload),
    cancelamento_dias: String(rules.cancellation.refundDaysBefore),
    cancelamento_reembolso: formatPercent(rules.cancellation.refundPercent),
    transferencia_dias: String(rules.cancellation.transferDaysBefore),
    resposta_dias_uteis: String(rules.cancellation.replyBusinessDays),
    certificado_dias: String(rules.certificate.daysAfterEvent),
    presenca_minima: formatPercent(rules.certificate.minimumAttendancePercent),
    email_de_contato: contact.contactEmail,
    telefone: contact.phone,
  };
  rules.groupDiscounts.forEach((tier, index) => {
    values[`grupo_${index + 1}_acima`] = String(tier.above);
    values[`grupo_${index + 1}_desconto`] = formatPercent(tier.discountPercent);
  });
  cache.set(facts, values);
  return values;
}

const PLACEHOLDER = /\{([a-z0-9_]+)\}/g;

export function renderFactText(text: string, facts: PlaceholderFacts) {
  const values = factPlaceholders(facts);
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** The FAQ as the visitor reads it: answers with their facts. */
export function faqWithFacts(facts: EventFacts): FaqItem[] {
  return facts.faq.map((item) => ({
    question: renderFactText(item.question, facts),
    answer: renderFactText(item.answer, facts),
  }));
}

/** The floating button's chat, its message naming the edition. */
export function whatsappHref(facts: EventFacts) {
  return whatsappLink(
    facts.contact.whatsappNumber,
    renderFactText(facts.contact.whatsappMessage, facts),
  );
}

export function unknownPlaceholders(text: string, facts: PlaceholderFacts) {
  const values = factPlaceholders(facts);
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(values, name));
}
