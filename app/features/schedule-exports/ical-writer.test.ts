import ICAL from "ical.js";
import { expect, test } from "vitest";
import {
  type Calendar,
  escapeText,
  foldLine,
  formatLocalDateTime,
  formatUtcDateTime,
  writeCalendar,
} from "./ical-writer";

const octets = (line: string) => new TextEncoder().encode(line).length;

test("escapeText escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
  expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
  expect(escapeText("um\r\ndois\ntrês\rquatro")).toBe("um\\ndois\\ntrês\\nquatro");
  expect(escapeText("Sala 1: Auditório")).toBe("Sala 1: Auditório");
});

test("foldLine keeps short lines and folds long ones at 75 octets with a leading space", () => {
  expect(foldLine("SUMMARY:curto")).toBe("SUMMARY:curto");
  const long = `DESCRIPTION:${"a".repeat(200)}`;
  const lines = foldLine(long).split("\r\n");
  expect(lines.length).toBe(3);
  for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
  expect(octets(lines[0]!)).toBe(75);
  expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
  // Unfolding (drop CRLF + one space) gives the line back.
  expect(foldLine(long).replace(/\r\n /g, "")).toBe(long);
});

test("foldLine never splits a UTF-8 character, even a 4-octet one", () => {
  for (const char of ["ç", "ã", "€", "😀"]) {
    for (let prefix = 0; prefix < 5; prefix++) {
      const line = `SUMMARY:${"x".repeat(prefix)}${char.repeat(60)}`;
      const folded = foldLine(line);
      for (const part of folded.split("\r\n")) {
        expect(octets(part)).toBeLessThanOrEqual(75);
        // A split character would not survive a round trip through UTF-8.
        expect(
          new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(part)),
        ).toBe(part);
      }
      expect(folded.replace(/\r\n /g, "")).toBe(line);
    }
  }
});

test("date-times are written as local (with TZID) or UTC with a Z", () => {
  expect(formatLocalDateTime({ date: "2025-08-28", minutes: 8 * 60 + 30 })).toBe("20250828T083000");
  expect(formatLocalDateTime({ date: "2025-08-28", minutes: 24 * 60 })).toBe("20250829T000000");
  expect(formatUtcDateTime(new Date("2025-08-01T12:03:04.567Z"))).toBe("20250801T120304Z");
});

const calendar: Calendar = {
  productId: "-//Teste//Programação//PT",
  name: "Programação, teste; com vírgula",
  timeZone: {
    id: "America/Bahia",
    observances: [
      {
        kind: "STANDARD",
        start: { date: "2025-08-26", minutes: 21 * 60 },
        offsetFrom: -180,
        offsetTo: -180,
      },
    ],
  },
  events: [
    {
      uid: "abertura@congresso.test",
      stamp: new Date("2025-08-01T12:00:00Z"),
      start: { date: "2025-08-28", minutes: 8 * 60 + 30 },
      end: { date: "2025-08-28", minutes: 10 * 60 },
      summary: "Abertura; boas-vindas, café",
      description: `Palestrantes: Ana, Bia\nModeração: Carla\\Dora ${"é".repeat(80)}`,
      location: "Auditório 1, Gran Hotel",
      url: "https://congresso.test/programacao/sessao/abertura",
      sequence: 2,
      lastModified: new Date("2025-07-30T10:00:00Z"),
      status: "CONFIRMED",
    },
  ],
};

test("writeCalendar writes CRLF lines of at most 75 octets that a real parser reads back", () => {
  const text = writeCalendar(calendar);
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);

  const component = new ICAL.Component(ICAL.parse(text));
  // ical.js does not know RFC 7986's NAME: it hands the value back as written, escaped.
  expect(component.getFirstPropertyValue("name")).toBe("Programação\\, teste\\; com vírgula");
  // The calendar's own VTIMEZONE is what gives its TZID a meaning.
  const zone = new ICAL.Timezone(component.getFirstSubcomponent("vtimezone")!);
  ICAL.TimezoneService.register(zone);
  const vevent = component.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  expect(event.uid).toBe("abertura@congresso.test");
  expect(event.summary).toBe("Abertura; boas-vindas, café");
  expect(event.description).toBe(calendar.events[0]!.description);
  expect(event.location).toBe("Auditório 1, Gran Hotel");
  expect(event.sequence).toBe(2);
  expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
  expect(vevent.getFirstPropertyValue("url")).toBe(calendar.events[0]!.url);
  expect(event.startDate.zone?.tzid).toBe("America/Bahia");
  // 08h30 in Salvador (UTC−3) is 11h30 UTC.
  expect(event.startDate.toJSDate().toISOString()).toBe("2025-08-28T11:30:00.000Z");
  expect(event.endDate.toJSDate().toISOString()).toBe("2025-08-28T13:00:00.000Z");
  expect(zone.tzid).toBe("America/Bahia");
});

test("no text the organisers type can start a line of its own: not the product id, not a summary", () => {
  const injection =
    "CNE\r\nX-INJ:1\r\nBEGIN:VEVENT\r\nSUMMARY:falso\r\nEND:VEVENT\u000B\u001B\u0000";
  const text = writeCalendar({
    ...calendar,
    productId: `-//${injection}//Programação 2025//PT`,
    name: injection,
    events: calendar.events.map((event) => ({
      ...event,
      summary: injection,
      url: `${event.url}\r\nX-INJ:2`,
    })),
  });
  const lines = text.split("\r\n");
  expect(lines.filter((line) => /^(X-INJ|SUMMARY:falso)/.test(line))).toEqual([]);
  expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(calendar.events.length);
  // eslint-disable-next-line no-control-regex -- the controls are what it looks for
  expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
  const component = new ICAL.Component(ICAL.parse(text));
  expect(component.getAllSubcomponents("vevent")).toHaveLength(calendar.events.length);
  expect(component.getFirstSubcomponent("vevent")!.getFirstPropertyValue("summary")).toBe(
    "CNE\nX-INJ:1\nBEGIN:VEVENT\nSUMMARY:falso\nEND:VEVENT",
  );
});
