import { expect, test } from "vitest";
import { congressDayTabs, eventPeople, withEventDate } from "./programme-labels";

const days = ["2026-09-16", "2026-09-17"];

test("congress day tabs are labelled from the event's days, as the spec writes them", () => {
  expect(congressDayTabs(days, false).map((t) => t.label)).toEqual([
    "Dia 1 - 16/09",
    "Dia 2 - 17/09",
  ]);
  expect(congressDayTabs(days, true).map((t) => t.label)).toEqual([
    "Dia 1 - 16/09/2026",
    "Dia 2 - 17/09/2026",
  ]);
  expect(congressDayTabs(days, true)[1]?.longDate).toBe("17 de setembro de 2026");
});

test("a stored day keeps its label and events and is dated by its tab", () => {
  const [tab] = congressDayTabs(days, false);
  const stored = { day: "Em breve", events: [] };
  expect(withEventDate(stored, tab!)).toEqual({
    day: "Em breve",
    date: "16 de setembro de 2026",
    events: [],
  });
  expect(withEventDate(undefined, tab!)).toEqual({
    day: "Dia 1",
    date: "16 de setembro de 2026",
    events: [],
  });
});

test("a row names the speakers, and the moderator only as such", () => {
  expect(
    eventPeople({
      time: "08h45 - 10h00",
      title: "Feridas oncológicas e cuidados paliativos",
      type: "mesa-redonda",
      moderator: "Dra. Márcia Lopes Viana",
      talks: [
        { title: "Odor", speaker: "Enf. Cláudia Regina Bastos" },
        { title: "Dor", speaker: "Dr. Eduardo Sales Guimarães" },
        { title: "Debate" },
      ],
    }),
  ).toBe(
    "Enf. Cláudia Regina Bastos, Dr. Eduardo Sales Guimarães · Moderação: Dra. Márcia Lopes Viana",
  );
  expect(eventPeople({ time: "", title: "Palestra", type: "palestra", speaker: "Ana" })).toBe(
    "Ana",
  );
  expect(
    eventPeople({ time: "", title: "Mesa", type: "mesa-redonda", speakers: ["Ana", "Bia", "Ana"] }),
  ).toBe("Ana, Bia");
  expect(eventPeople({ time: "", title: "Abertura", type: "cerimônia", moderator: "Caio" })).toBe(
    "Moderação: Caio",
  );
  expect(eventPeople({ time: "", title: "Intervalo", type: "intervalo" })).toBe("");
});
