import ICAL from "ical.js";
import { expect, test } from "vitest";
import { congressTimeZone } from "./calendar-feed";
import { writeCalendar } from "./ical-writer";

const event = {
  uid: "s@congresso.test",
  stamp: new Date("2025-08-01T12:00:00Z"),
  summary: "Sessão",
  sequence: 0,
  lastModified: new Date("2025-08-01T12:00:00Z"),
  status: "CONFIRMED" as const,
};

/** The calendar's instants of 09h00 local on `date`, as a real parser reads them. */
function nineOClockUtc(timeZone: ReturnType<typeof congressTimeZone>, dates: string[]) {
  const text = writeCalendar({
    productId: "-//Teste//PT",
    name: "Teste",
    timeZone,
    events: dates.map((date) => ({
      ...event,
      uid: date,
      start: { date, minutes: 9 * 60 },
      end: { date, minutes: 10 * 60 },
    })),
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!));
  try {
    return calendar
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent).startDate.toJSDate().toISOString());
  } finally {
    ICAL.TimezoneService.remove(timeZone.id);
  }
}

test("Salvador's zone is one STANDARD period at −03:00", () => {
  const zone = congressTimeZone({
    timeZone: "America/Bahia",
    courseDate: "2025-08-27",
    congressDays: ["2025-08-28", "2025-08-29"],
  });
  expect(zone.observances).toEqual([
    {
      kind: "STANDARD",
      start: { date: "2025-08-25", minutes: 21 * 60 },
      offsetFrom: -180,
      offsetTo: -180,
    },
  ]);
  expect(nineOClockUtc(zone, ["2025-08-28"])).toEqual(["2025-08-28T12:00:00.000Z"]);
});

test("a zone that leaves summer time during the event gets both periods, from its own data", () => {
  // Berlin: 03h00 CEST (+02:00) on 26 October 2025 becomes 02h00 CET (+01:00).
  const zone = congressTimeZone({
    timeZone: "Europe/Berlin",
    courseDate: "2025-10-24",
    congressDays: ["2025-10-25", "2025-10-27"],
  });
  expect(zone.observances).toEqual([
    {
      kind: "DAYLIGHT",
      start: { date: "2025-10-23", minutes: 2 * 60 },
      offsetFrom: 120,
      offsetTo: 120,
    },
    {
      kind: "STANDARD",
      start: { date: "2025-10-26", minutes: 3 * 60 },
      offsetFrom: 120,
      offsetTo: 60,
    },
  ]);
  expect(nineOClockUtc(zone, ["2025-10-25", "2025-10-27"])).toEqual([
    "2025-10-25T07:00:00.000Z",
    "2025-10-27T08:00:00.000Z",
  ]);
  const text = writeCalendar({ productId: "-//T//PT", name: "T", timeZone: zone, events: [] });
  expect(text).toContain("BEGIN:STANDARD\r\nDTSTART:20251026T030000\r\nTZOFFSETFROM:+0200\r\n");
  expect(text).toContain("TZOFFSETTO:+0100\r\nTZNAME:+01\r\nEND:STANDARD");
});
