import { expect, test } from "vitest";
import {
  clockMinutes,
  clockOf,
  congressWallClock,
  formatInZone,
  isTimeZone,
  offsetChanges,
  utcOffsetOn,
  zonedDateTime,
} from "./time-zone";

test("a time zone is an IANA name the runtime knows, never an offset", () => {
  for (const zone of ["America/Bahia", "America/Sao_Paulo", "Europe/Lisbon", "UTC"]) {
    expect(isTimeZone(zone), zone).toBe(true);
  }
  for (const zone of ["+03:00", "-0300", "GMT-3", "America/Salvador", "", "america/bahia"]) {
    expect(isTimeZone(zone), zone).toBe(false);
  }
});

test("a day's offset comes from the zone's data", () => {
  expect(utcOffsetOn("2025-08-28", "America/Bahia")).toBe("-03:00");
  expect(utcOffsetOn("2025-01-15", "Europe/Berlin")).toBe("+01:00");
  expect(utcOffsetOn("2025-07-15", "Europe/Berlin")).toBe("+02:00");
  expect(utcOffsetOn("2025-01-15", "Asia/Kolkata")).toBe("+05:30");
  expect(utcOffsetOn("2025-01-15", "UTC")).toBe("+00:00");
});

test("offset changes are found to the minute, and none where the zone has none", () => {
  const from = new Date("2025-03-28T00:00:00Z");
  const to = new Date("2025-04-01T00:00:00Z");
  expect(offsetChanges("Europe/Lisbon", from, to)).toEqual([
    { at: new Date("2025-03-30T01:00:00Z"), from: 0, to: 60 },
  ]);
  expect(offsetChanges("America/Bahia", from, to)).toEqual([]);
});

test("an instant is written as the event's clocks show it, whatever the runtime's zone", () => {
  const instant = new Date("2025-08-27T13:05:09Z");
  expect(formatInZone(instant, "America/Bahia", "dateTime")).toBe("27/08/2025, 10:05");
  expect(formatInZone(instant, "America/Bahia", "dateTimeSeconds")).toBe("27/08/2025, 10:05:09");
  expect(formatInZone(instant, "America/Bahia", "time")).toBe("10:05");
  expect(formatInZone(new Date("2025-08-28T02:30:00Z"), "America/Manaus", "dateTime")).toBe(
    "27/08/2025, 22:30",
  );
});

test("the congress's clock is Salvador's (UTC−3), across midnight UTC", () => {
  expect(congressWallClock(new Date("2025-08-28T13:15:30Z"), "America/Bahia")).toEqual({
    date: "2025-08-28",
    hour: "10",
    minute: "15",
    second: "30",
  });
  expect(congressWallClock(new Date("2025-08-29T02:05:00Z"), "America/Bahia")).toEqual({
    date: "2025-08-28",
    hour: "23",
    minute: "05",
    second: "00",
  });
});

test("times are written in the zone's offset that day; minutes as a clock", () => {
  expect(zonedDateTime("2025-08-28", 10 * 60 + 30, "America/Bahia")).toBe(
    "2025-08-28T10:30:00-03:00",
  );
  expect(zonedDateTime("2025-08-28", 8 * 60, "UTC")).toBe("2025-08-28T08:00:00+00:00");
  expect(clockOf(510)).toBe("08:30");
  expect(clockOf(0)).toBe("00:00");
  expect(clockMinutes("08:30")).toBe(510);
});
