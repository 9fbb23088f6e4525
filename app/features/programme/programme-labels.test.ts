import { expect, test } from "vitest";
import { congressDayTabs, eventPeople } from "./programme-labels";

test("congress day tabs are labelled as the spec writes them", () => {
  expect(congressDayTabs(false).map((t) => t.label)).toEqual(["Dia 1 - 28/08", "Dia 2 - 29/08"]);
  expect(congressDayTabs(true).map((t) => t.label)).toEqual([
    "Dia 1 - 28/08/2025",
    "Dia 2 - 29/08/2025",
  ]);
  expect(congressDayTabs(true)[1]?.longDate).toBe("29 de agosto de 2025");
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
