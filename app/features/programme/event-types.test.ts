import { expect, test } from "vitest";
import { eventTypeBadgeClass, eventTypeLabel, eventTypeMarkerClass } from "./event-types";
import { EVENT_TYPES } from "~/content/programme-schema";

test("eventTypeLabel capitalises the first letter only", () => {
  expect(eventTypeLabel("palestra")).toBe("Palestra");
  expect(eventTypeLabel("mesa-redonda")).toBe("Mesa-redonda");
  expect(eventTypeLabel("talk-show")).toBe("Talk-show");
  expect(eventTypeLabel("cerimônia")).toBe("Cerimônia");
  expect(eventTypeLabel("")).toBe("");
});

test("every event type has its own badge colour and marker", () => {
  const badges = EVENT_TYPES.map((type) => eventTypeBadgeClass[type]);
  expect(new Set(badges).size).toBe(EVENT_TYPES.length);
  const markers = EVENT_TYPES.map((type) => eventTypeMarkerClass[type]);
  expect(new Set(markers).size).toBe(EVENT_TYPES.length);
  for (const badge of badges) {
    // Dark text on a light tint: AA contrast on every badge.
    expect(badge).toMatch(/\btext-(\w+)-(700|900|950)\b/);
    expect(badge).toMatch(/\bbg-(\w+)-(100|300)\b/);
  }
});
