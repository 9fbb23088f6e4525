import { defaultEventFacts } from "~/content/default-event-facts";
import { expect, test } from "vitest";
import { defaultProgramme } from "~/content/default-programme";
import { findSession, sessionAbstract, sessionBackLink, sessionSummary } from "./session-lookup";
import { sessionPath } from "~/lib/programme-tabs";

test("a session is found by its id with its congress and day", () => {
  const place = findSession(
    defaultProgramme,
    "lesao-por-pressao-da-prevencao-ao-tratamento",
    defaultEventFacts,
  );
  expect(place?.congress).toBe("feridas");
  expect(place?.dayIndex).toBe(0);
  expect(place?.event.type).toBe("mesa-redonda");
  expect(place?.talk).toBeUndefined();
  expect(sessionBackLink(place!)).toBe("/programacao?congresso=feridas&dia=1");
  expect(sessionSummary(place!)).toBe(
    "6º Congresso Internacional Feridas · Dia 1, 28 de agosto de 2025 · 10h30 - 12h00 (horário de Brasília) · Enf. Tatiane Moura Brandão, Dr. André Luiz Cavalcanti, Dra. Simone Aragão Teixeira · Moderação: Enf. Gustavo Henrique Pires",
  );
});

test("a talk of a round table is found inside its session", () => {
  const place = findSession(
    defaultProgramme,
    "lesoes-relacionadas-a-dispositivos-medicos",
    defaultEventFacts,
  );
  expect(place?.event.title).toBe("Lesão por pressão: da prevenção ao tratamento");
  expect(place?.talk?.speaker).toBe("Dr. André Luiz Cavalcanti");
  expect(sessionSummary(place!)).toContain("Dr. André Luiz Cavalcanti");
});

test("courses are found on the courses day and lead back to the programme", () => {
  const place = findSession(
    defaultProgramme,
    "curso-puncao-venosa-periferica-guiada-por-ultrassom",
    defaultEventFacts,
  );
  expect(place?.congressLabel).toBe("Cursos Pré-Congresso");
  expect(sessionBackLink(place!)).toBe("/programacao");
});

test("an unknown id finds nothing; a path escapes what it carries", () => {
  expect(findSession(defaultProgramme, "nao-existe", defaultEventFacts)).toBeNull();
  expect(sessionPath("abc")).toBe("/programacao/sessao/abc");
  expect(sessionPath("a/b")).toBe("/programacao/sessao/a%2Fb");
});

test("a 'Resumo' leads the summary (the page's description); a talk's own, not its table's", () => {
  const programme = structuredClone(defaultProgramme);
  const table = programme.feridas![0]!.events.find(
    (event) => event.id === "lesao-por-pressao-da-prevencao-ao-tratamento",
  )!;
  table.abstract = "Da avaliação de risco ao curativo.";
  table.talks![1]!.abstract = "Cânulas, sondas e máscaras.";
  const place = findSession(programme, table.id!, defaultEventFacts)!;
  expect(sessionAbstract(place)).toBe("Da avaliação de risco ao curativo.");
  expect(sessionSummary(place)).toMatch(
    /^Da avaliação de risco ao curativo\. — 6º Congresso Internacional Feridas · Dia 1, /,
  );
  const talk = findSession(programme, table.talks![1]!.id!, defaultEventFacts)!;
  expect(sessionSummary(talk)).toMatch(/^Cânulas, sondas e máscaras\. — 6º Congresso/);
  const otherTalk = findSession(programme, table.talks![0]!.id!, defaultEventFacts)!;
  expect(sessionAbstract(otherTalk)).toBeUndefined();
  expect(sessionSummary(otherTalk)).toMatch(/^6º Congresso Internacional Feridas · /);
});
