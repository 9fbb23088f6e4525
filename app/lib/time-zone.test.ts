import { expect, test } from "vitest";
import { isTimeZone, offsetChanges, utcOffsetOn } from "./time-zone";

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
