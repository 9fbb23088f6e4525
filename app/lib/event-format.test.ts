import { expect, test } from "vitest";
import {
  editionName,
  formatBRL,
  formatBRLShort,
  formatBrazilianPhone,
  formatDayList,
  formatDayMonth,
  formatInstallments,
  formatLongDate,
  formatNumber,
  formatNumericDate,
  formatPercent,
  formatPeriod,
  formatShortDate,
  ordinal,
  phoneHref,
  whatsappLink,
} from "./event-format";

// Intl separates "R$" from the amount with a non-breaking space.
const nbsp = (text: string) => text.replace(" ", "\u00a0");

test("dates are written as Brazilians write them, whatever the server's time zone", () => {
  expect(formatLongDate("2026-09-16")).toBe("16 de setembro de 2026");
  expect(formatLongDate("2026-01-01")).toBe("1 de janeiro de 2026");
  expect(formatDayMonth("2026-09-16")).toBe("16 de setembro");
  expect(formatShortDate("2026-09-06")).toBe("06/09");
  expect(formatNumericDate("2026-09-06")).toBe("06/09/2026");
});

test("a period names its month and year once when it can", () => {
  expect(formatPeriod("2026-09-15", "2026-09-17")).toBe("15 a 17 de setembro de 2026");
  expect(formatPeriod("2026-09-30", "2026-10-02")).toBe("30 de setembro a 2 de outubro de 2026");
  expect(formatPeriod("2026-12-31", "2027-01-02")).toBe(
    "31 de dezembro de 2026 a 2 de janeiro de 2027",
  );
  expect(formatPeriod("2026-09-15", "2026-09-15")).toBe("15 de setembro de 2026");
});

test("a list of days names the month once when they share it", () => {
  expect(formatDayList(["2026-09-16", "2026-09-17"])).toBe("16 e 17 de setembro");
  expect(formatDayList(["2026-09-16", "2026-09-17", "2026-09-18"])).toBe("16, 17 e 18 de setembro");
  expect(formatDayList(["2026-09-30", "2026-10-01"])).toBe("30 de setembro e 1 de outubro");
  expect(formatDayList(["2026-09-16"])).toBe("16 de setembro");
});

test("prices are reais with cents, rates 'a partir de' without them when whole", () => {
  expect(formatBRL(412.5)).toBe(nbsp("R$ 412,50"));
  expect(formatBRL(1250)).toBe(nbsp("R$ 1.250,00"));
  expect(formatBRLShort(390)).toBe(nbsp("R$ 390"));
  expect(formatBRLShort(390.9)).toBe(nbsp("R$ 390,90"));
  expect(formatInstallments({ count: 12, amount: 41.25 })).toEqual({
    count: "12x",
    amount: nbsp("R$ 41,25"),
  });
});

test("percentages and ordinals", () => {
  expect(formatPercent(12)).toBe("12%");
  expect(formatPercent(12.5)).toBe("12,5%");
  expect(ordinal(16)).toBe("16º");
  expect(ordinal(16, "feminine")).toBe("16ª");
  expect(editionName({ name: "Congresso Nacional de Enfermagem", edition: 16 })).toBe(
    "16º Congresso Nacional de Enfermagem",
  );
});

test("phones: the number shown, dialled and chatted with", () => {
  expect(formatBrazilianPhone("5511988887777")).toBe("(11) 98888-7777");
  expect(formatBrazilianPhone("551133334444")).toBe("(11) 3333-4444");
  expect(phoneHref("(11) 3333-4444")).toBe("tel:+551133334444");
  expect(whatsappLink("5511988887777", "Olá, tudo bem?")).toBe(
    "https://wa.me/5511988887777?text=Ol%C3%A1%2C%20tudo%20bem%3F",
  );
});

// The formats are written by hand (no ICU in the browser during hydration); Intl is the reference.
test("every date format writes each day of three years as Intl does in pt-BR", () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("pt-BR", { ...options, timeZone: "UTC" });
  const long = intl({ day: "numeric", month: "long", year: "numeric" });
  const dayMonth = intl({ day: "numeric", month: "long" });
  const short = intl({ day: "2-digit", month: "2-digit" });
  const numeric = intl({ day: "2-digit", month: "2-digit", year: "numeric" });
  for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
    const date = new Date(time);
    const iso = date.toISOString().slice(0, 10);
    expect(formatLongDate(iso)).toBe(long.format(date));
    expect(formatDayMonth(iso)).toBe(dayMonth.format(date));
    expect(formatShortDate(iso)).toBe(short.format(date));
    expect(formatNumericDate(iso)).toBe(numeric.format(date));
  }
});

test("prices, percentages and decimals are written as Intl writes them in pt-BR", () => {
  const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
  const brlWhole = new Intl.NumberFormat("pt-BR", {
    style: "currency",
    currency: "BRL",
    maximumFractionDigits: 0,
  });
  const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
  const rating = new Intl.NumberFormat("pt-BR", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const values = [
    0, 0.5, 1, 1.005, 2.675, 9.995, 12.25, 15, 41.25, 99.95, 390, 412.5, 999.999, 1000, 1234.5,
    1234.5678, 12345.675, 1_000_000, 123_456_789.125, -3, -1234.5,
  ];
  for (let cents = 0; cents < 200_000; cents += 37) values.push(cents / 100, cents / 1000);
  for (const value of values) {
    expect(formatBRL(value)).toBe(brl.format(value));
    if (Number.isInteger(value)) expect(formatBRLShort(value)).toBe(brlWhole.format(value));
    expect(formatNumber(value, 0, 3)).toBe(value.toLocaleString("pt-BR"));
    expect(formatNumber(value, 1, 1)).toBe(rating.format(value));
    // Intl rounds value / 100, whose float can fall below a half (16.65 → 0.16649…); one decimal
    // needs no rounding.
    if (value >= 0 && value <= 100 && Number.isInteger(value * 10)) {
      expect(formatPercent(value)).toBe(percent.format(value / 100));
    }
  }
  expect(formatPercent(16.65)).toBe("16,7%");
});
