import { describe, expect, it } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { eventPhase } from "./event-phase";

// Salvador (America/Bahia) is UTC−3 all year; the defaults: congress 28–29 Aug 2025, works until 30 Jul.
const at = (local: string) => new Date(`${local}-03:00`);
const facts = {
  event: { ...defaultEventFacts.event, congressDays: ["2025-08-28", "2025-08-29"] },
  deadlines: { ...defaultEventFacts.deadlines, submission: "2025-07-30" },
};

describe("eventPhase", () => {
  it("is before the event, submissions open, until the deadline's day ends", () => {
    expect(eventPhase(facts, at("2025-07-30T23:59:00"))).toEqual({
      stage: "before",
      submissionsOpen: true,
      changesAt: at("2025-07-31T00:00:00").getTime(),
    });
    expect(eventPhase(facts, at("2025-07-31T00:00:00"))).toEqual({
      stage: "before",
      submissionsOpen: false,
      changesAt: at("2025-08-28T00:00:00").getTime(),
    });
  });

  it("runs through the last congress day on the congress's clock, not the server's", () => {
    expect(eventPhase(facts, at("2025-08-28T00:00:00")).stage).toBe("during");
    // 01:00 UTC on the 30th is still the 29th in Salvador.
    const lateOnLastDay = new Date("2025-08-30T01:00:00Z");
    expect(eventPhase(facts, lateOnLastDay)).toMatchObject({
      stage: "during",
      changesAt: at("2025-08-30T00:00:00").getTime(),
    });
  });

  it("is after the event from the midnight that ends the last day, with nothing ahead", () => {
    expect(eventPhase(facts, at("2025-08-30T00:00:00"))).toEqual({
      stage: "after",
      submissionsOpen: false,
      changesAt: null,
    });
  });

  it("keeps submissions closed while the new edition has no deadline", () => {
    const noDeadline = { ...facts, deadlines: { ...facts.deadlines, submission: null } };
    expect(eventPhase(noDeadline, at("2025-06-01T12:00:00"))).toEqual({
      stage: "before",
      submissionsOpen: false,
      changesAt: at("2025-08-28T00:00:00").getTime(),
    });
  });
});
