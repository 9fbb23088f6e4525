import { expect, test } from "vitest";
import type { ProgrammeEvent } from "~/content/programme-schema";
import { defaultProgramme } from "~/content/default-programme";
import { CONGRESS_ONLY_KEYS } from "./programme-labels";
import { findOverlaps } from "./editor-programme";
import { parseTimeRange } from "~/lib/programme-time";

const event = (time: string, room?: string, title = time): ProgrammeEvent => ({
  time,
  title,
  type: "palestra",
  room,
});

test("parseTimeRange reads a range or a single moment", () => {
  expect(parseTimeRange("08h30 - 10h00")).toEqual({ start: 510, end: 600 });
  expect(parseTimeRange("14:00-15:30")).toEqual({ start: 840, end: 930 });
  expect(parseTimeRange("9h")).toEqual({ start: 540, end: 540 });
  expect(parseTimeRange("10h00 - 09h00")).toEqual({ start: 600, end: 600 });
  expect(parseTimeRange("A definir")).toBeNull();
  expect(parseTimeRange("25h00")).toBeNull();
});

test("events in the same room whose times cross overlap", () => {
  const events = [
    event("08h00 - 10h00", "Sala 1"),
    event("09h30 - 11h00", " sala 1 "),
    event("09h00 - 09h30", "Sala 2"),
    event("10h00 - 11h00", "Sala 2"),
  ];
  expect(findOverlaps(events)).toEqual([{ first: 0, second: 1, room: "Sala 1" }]);
});

test("back-to-back, roomless or timeless events do not overlap; a moment inside a range does", () => {
  expect(findOverlaps([event("08h00 - 09h00", "A"), event("09h00 - 10h00", "A")])).toEqual([]);
  expect(findOverlaps([event("08h00 - 09h00"), event("08h00 - 09h00")])).toEqual([]);
  expect(findOverlaps([event("", "A"), event("", "A")])).toEqual([]);
  expect(findOverlaps([event("08h00 - 09h00", "A"), event("08h30", "A")])).toEqual([
    { first: 0, second: 1, room: "A" },
  ]);
  expect(findOverlaps([event("10h00", "A"), event("10h00", "A")])).toHaveLength(1);
  expect(findOverlaps([event("09h00", "A"), event("08h00 - 09h00", "A")])).toEqual([]);
});

test("the default programme has no overlapping events", () => {
  for (const key of CONGRESS_ONLY_KEYS) {
    for (const day of defaultProgramme[key] ?? []) {
      expect(findOverlaps(day.events), `${key} ${day.day}`).toEqual([]);
    }
  }
});
