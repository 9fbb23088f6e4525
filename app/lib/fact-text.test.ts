import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import type { EventFacts } from "~/content/event-facts-schema";
import { eventPeriod, eventYear } from "./event-format";
import { renderFactText, unknownPlaceholders } from "./fact-text";

const facts = defaultEventFacts;

/** The next edition as an organiser would set it: every text follows its facts. */
const nextEdition: EventFacts = {
  ...facts,
  event: {
    ...facts.event,
    edition: 16,
    congresses: {
      ...facts.event.congresses,
      nursing: { ...facts.event.congresses.nursing, edition: 16 },
    },
    courseDate: "2026-09-15",
    congressDays: ["2026-09-16", "2026-09-17"],
  },
  deadlines: { ...facts.deadlines, submission: "2026-08-03" },
};

test("the period runs from the courses' day to the last congress day", () => {
  expect(eventPeriod(facts.event)).toBe("27 a 29 de agosto de 2025");
  expect(eventPeriod(nextEdition.event)).toBe("15 a 17 de setembro de 2026");
  expect(eventYear(nextEdition.event)).toBe(2026);
});

test("placeholders are replaced by the facts they name", () => {
  const text =
    "De {periodo}, no {local}, em {cidade} ({uf}). Cursos em {data_dos_cursos}; congresso nos dias {dias_do_congresso}, das {horario}.";
  expect(renderFactText(text, facts)).toBe(
    "De 27 a 29 de agosto de 2025, no Gran Hotel Stella Maris, em Salvador (BA). Cursos em 27 de agosto de 2025; congresso nos dias 28 e 29 de agosto, das 08:00 às 18:30.",
  );
  expect(renderFactText(text, nextEdition)).toBe(
    "De 15 a 17 de setembro de 2026, no Gran Hotel Stella Maris, em Salvador (BA). Cursos em 15 de setembro de 2026; congresso nos dias 16 e 17 de setembro, das 08:00 às 18:30.",
  );
});

test("names, editions, deadlines and rules' numbers", () => {
  expect(renderFactText("{congresso} ({edicao} edição, {ano})", nextEdition)).toBe(
    "16º Congresso Nacional de Enfermagem (16ª edição, 2026)",
  );
  expect(renderFactText("Até {prazo_submissao}.", nextEdition)).toBe("Até 3 de agosto de 2026.");
  expect(
    renderFactText("{grupo_2_desconto} acima de {grupo_2_acima}; {cancelamento_reembolso}", facts),
  ).toBe("20% acima de 20; 50%");
});

test("an unknown placeholder is left as written, and reported", () => {
  const text = "Traga {crachá} e {documento} no dia {dia_dos_cursos}.";
  expect(renderFactText(text, facts)).toBe("Traga {crachá} e {documento} no dia 27 de agosto.");
  expect(unknownPlaceholders(text, facts)).toEqual(["documento"]);
  expect(renderFactText("Sem marcadores.", facts)).toBe("Sem marcadores.");
});

test("names of the object's own machinery are not facts: shown as written, and reported", () => {
  const text = "{constructor} {__proto__} {tostring} {hasownproperty} {valueof}";
  expect(renderFactText(text, facts)).toBe(text);
  expect(unknownPlaceholders(text, facts)).toEqual([
    "constructor",
    "__proto__",
    "tostring",
    "hasownproperty",
    "valueof",
  ]);
});
