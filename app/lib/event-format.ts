// pt-BR formats as Intl writes them, without Intl (its first formatter is long in hydration).
// No imports: the image scripts run this module in plain Node.

/** The currency of every price of the event (ISO 4217). */
export const CURRENCY = "BRL";

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

function calendarDay(isoDate: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

/** "16 de setembro de 2026" */
export function formatLongDate(isoDate: string) {
  const { day, month, year } = calendarDay(isoDate);
  return `${day} de ${MONTHS[month]} de ${year}`;
}

/** "16 de setembro" */
export function formatDayMonth(isoDate: string) {
  const { day, month } = calendarDay(isoDate);
  return `${day} de ${MONTHS[month]}`;
}

/** "16/09/2026" */
export const formatNumericDate = (isoDate: string) => isoDate.split("-").reverse().join("/");

/** "16/09" */
export const formatShortDate = (isoDate: string) => formatNumericDate(isoDate).slice(0, 5);

/** "15 a 17 de setembro de 2026", across months or years the longer form. */
export function formatPeriod(first: string, last: string) {
  if (first === last) return formatLongDate(first);
  const [a, b] = [calendarDay(first), calendarDay(last)];
  if (a.year !== b.year) return `${formatLongDate(first)} a ${formatLongDate(last)}`;
  if (a.month !== b.month) return `${formatDayMonth(first)} a ${formatLongDate(last)}`;
  return `${a.day} a ${formatLongDate(last)}`;
}

/** The first and last days of the event: the courses' day, then the congress's last. */
export function eventPeriod(event: { courseDate: string; congressDays: readonly string[] }) {
  return formatPeriod(event.courseDate, event.congressDays.at(-1) ?? event.courseDate);
}

/** The edition's year: its congress's. */
export function eventYear(event: { courseDate: string; congressDays: readonly string[] }) {
  return calendarDay(event.congressDays[0] ?? event.courseDate).year;
}

/** Days without the year: "16, 17 e 18 de setembro", "30 de setembro e 1 de outubro". */
export function formatDayList(isoDates: readonly string[]) {
  const sameMonth = isoDates.every((date) => date.slice(0, 7) === isoDates[0]?.slice(0, 7));
  const parts = sameMonth
    ? isoDates.map((date, index) =>
        index === isoDates.length - 1 ? formatDayMonth(date) : String(calendarDay(date).day),
      )
    : isoDates.map(formatDayMonth);
  return joinWithAnd(parts);
}

/** "a, b e c" */
export function joinWithAnd(parts: readonly string[]) {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;
}

/** "08:00 às 18:30" */
export function formatHours(hours: { start: string; end: string }) {
  return `${hours.start} às ${hours.end}`;
}

/** "08h00" */
export function formatClockTime(time: string) {
  return time.replace(":", "h");
}

/** `value` in pt-BR digits ("1.234,5"), rounded as ICU rounds a double. */
export function formatNumber(value: number, minFraction: number, maxFraction: number) {
  const shortest = Math.abs(value).toString();
  // Beyond 1e21 or below 1e-6 a double prints with an exponent; no fact of the event is there.
  if (shortest.includes("e")) {
    return value.toLocaleString("pt-BR", {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
  }
  const [whole = "0", fraction = ""] = shortest.split(".");
  let digits = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, "0"));
  if ((fraction[maxFraction] ?? "0") >= "5") digits += 1n;
  const text = digits.toString().padStart(maxFraction + 1, "0");
  const integer = text.slice(0, text.length - maxFraction).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const decimals = text
    .slice(text.length - maxFraction)
    .replace(/0+$/, "")
    .padEnd(minFraction, "0");
  const sign = value < 0 && /[1-9]/.test(text) ? "-" : "";
  return `${sign}${integer}${decimals ? `,${decimals}` : ""}`;
}

/** "R$ 412,50" (with the non-breaking space Intl uses between symbol and amount). */
export function formatBRL(value: number, fractionDigits = 2) {
  const amount = formatNumber(value, fractionDigits, fractionDigits);
  return amount.startsWith("-") ? `-R$\u00a0${amount.slice(1)}` : `R$\u00a0${amount}`;
}

/** "R$ 390" for a whole amount, "R$ 390,90" otherwise: how a rate "a partir de" is written. */
export function formatBRLShort(value: number) {
  return formatBRL(value, Number.isInteger(value) ? 0 : 2);
}

/** "12x" and "R$ 41,25": the number of installments and the price of one. */
export function formatInstallments(installments: { count: number; amount: number }) {
  return { count: `${installments.count}x`, amount: formatBRL(installments.amount) };
}

/** 15 → "15%" (Intl writes no space before the sign in pt-BR). */
export function formatPercent(value: number) {
  return `${formatNumber(value, 0, 1)}%`;
}

/** 16 → "16º" (a congress), or "16ª" (an edition). */
export function ordinal(value: number, gender: "masculine" | "feminine" = "masculine") {
  return `${value}${gender === "masculine" ? "º" : "ª"}`;
}

/** "16º Congresso Nacional de Enfermagem" */
export function editionName(congress: { name: string; edition: number }) {
  return `${ordinal(congress.edition)} ${congress.name}`;
}

/** "(11) 98888-7777" from "5511988887777" (country code dropped). */
export function formatBrazilianPhone(digits: string) {
  const local = digits.replace(/\D/g, "").replace(/^55(?=\d{10,11}$)/, "");
  const area = local.slice(0, 2);
  const rest = local.slice(2);
  return `(${area}) ${rest.slice(0, -4)}-${rest.slice(-4)}`;
}

/** "tel:+551133334444" from "(11) 3333-4444". */
export function phoneHref(phone: string) {
  return `tel:+55${phone.replace(/\D/g, "")}`;
}

export function whatsappLink(number: string, message: string) {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
