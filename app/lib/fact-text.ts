/*
 * Texts that mention a fact name it with a placeholder, "{periodo}", rendered from the facts
 * wherever the text is shown, so a date changed by an organiser reaches every paragraph.
 *
 * An unknown placeholder is left as written: a brace typed in an FAQ answer never breaks a page.
 * `unknownPlaceholders` lets a test (and later the admin's form) refuse one.
 */
import type { EventFacts } from "~/content/event-facts-schema";
import {
  editionName,
  formatDayList,
  formatDayMonth,
  formatHours,
  formatLongDate,
  formatPercent,
  formatPeriod,
  joinWithAnd,
  ordinal,
  yearOf,
} from "~/lib/event-format";

/** The first and last days of the event: the courses' day, then the congress's last. */
export function eventPeriod(event: EventFacts["event"]) {
  return formatPeriod(event.courseDate, event.congressDays.at(-1) ?? event.courseDate);
}

/** The edition's year: its congress's. */
export function eventYear(event: EventFacts["event"]) {
  return yearOf(event.congressDays[0] ?? event.courseDate);
}

const cache = new WeakMap<EventFacts, Record<string, string>>();

/** Every placeholder and its value (computed once per snapshot). */
export function factPlaceholders(facts: EventFacts): Record<string, string> {
  const cached = cache.get(facts);
  if (cached) return cached;
  const { event, deadlines, rules } = facts;
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
    evento: event.name,
    congresso: editionName(event.congresses.nursing),
    congresso_feridas: editionName(event.congresses.feridas),
    congresso_estetica: editionName(event.congresses.estetica),
    prazo_submissao: formatLongDate(deadlines.submission),
    prazo_envio_final: formatLongDate(deadlines.approvedWorksUpload),
    cancelamento_dias: String(rules.cancellation.refundDaysBefore),
    cancelamento_reembolso: formatPercent(rules.cancellation.refundPercent),
    transferencia_dias: String(rules.cancellation.transferDaysBefore),
    resposta_dias_uteis: String(rules.cancellation.replyBusinessDays),
    certificado_dias: String(rules.certificate.daysAfterEvent),
    presenca_minima: formatPercent(rules.certificate.minimumAttendancePercent),
  };
  rules.groupDiscounts.forEach((tier, index) => {
    values[`grupo_${index + 1}_acima`] = String(tier.above);
    values[`grupo_${index + 1}_desconto`] = formatPercent(tier.discountPercent);
  });
  cache.set(facts, values);
  return values;
}

const PLACEHOLDER = /\{([a-z0-9_]+)\}/g;

/** The text with each known placeholder replaced by its fact. */
export function renderFactText(text: string, facts: EventFacts) {
  const values = factPlaceholders(facts);
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** The placeholders a text names that no fact fills. */
export function unknownPlaceholders(text: string, facts: EventFacts) {
  const values = factPlaceholders(facts);
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(name in values));
}
