import { defaultEventFacts } from "~/content/default-event-facts";
import { expect, test } from "vitest";
import { defaultProgramme } from "~/content/default-programme";
import { listProgrammeSessions } from "./programme-sessions";

test("every session with an id is listed with its place, calendar date and minutes", () => {
  const sessions = listProgrammeSessions(defaultProgramme, defaultEventFacts);
  const byId = new Map(sessions.map((session) => [session.id, session]));
  expect(byId.get("curso-certificacao-em-insercao-de-picc-para")).toMatchObject({
    congress: "cursos",
    congressLabel: "Cursos Pré-Congresso",
    isoDate: "2025-08-27",
    start: 8 * 60 + 30,
    end: 18 * 60,
    room: "Sala 01",
    path: "/programacao/sessao/curso-certificacao-em-insercao-de-picc-para",
  });
  expect(byId.get("biofilme-e-infeccao-em-feridas-cronicas")).toMatchObject({
    congress: "feridas",
    day: "Dia 2",
    isoDate: "2025-08-29",
    time: "08h00 - 08h45",
  });
  // A talk has its round table's time, and names the table.
  expect(byId.get("lesoes-relacionadas-a-dispositivos-medicos")).toMatchObject({
    isoDate: "2025-08-28",
    start: 10 * 60 + 30,
    end: 12 * 60,
    roundTable: {
      id: "lesao-por-pressao-da-prevencao-ao-tratamento",
      title: "Lesão por pressão: da prevenção ao tratamento",
    },
  });
  expect(new Set(sessions.map((session) => session.id)).size).toBe(sessions.length);
});
