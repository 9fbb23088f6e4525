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
