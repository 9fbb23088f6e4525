import { defaultEventFacts } from "~/content/default-event-facts";
import { expect, test } from "vitest";
import type { Programme } from "~/content/programme-schema";
import { validateScheduleJson, validateScheduleXml } from "~tests/support/c3voc-schedule";
import { buildFrabSchedule, frabScheduleJson } from "./frab-schedule";
import { frabScheduleXml } from "./frab-xml";

test("text an editor may type stays valid XML and JSON against the c3voc schemas", () => {
  const hostile = `<b>Sala & "cozinha"</b> \u0001]]> 😀`;
  const programme: Programme = {
    estetica: [
      {
        day: "Dia 2",
        events: [
          {
            id: "a",
            time: "09h00 - 10h00",
            title: hostile,
            type: "mesa-redonda",
            room: hostile,
            moderator: hostile,
            talks: [{ id: "b", title: hostile, speaker: hostile }],
          },
        ],
      },
    ],
  };
  const schedule = buildFrabSchedule({
    programme,
    facts: defaultEventFacts,
    version: { number: 1 },
    sessions: [
      {
        id: "a",
        title: hostile,
        path: "/programacao/sessao/a",
        type: "mesa-redonda",
        congress: "estetica",
        isoDate: "2025-08-29",
        start: 540,
        end: 600,
        room: hostile,
      },
      {
        id: "b",
        title: hostile,
        path: "/programacao/sessao/b",
        type: "mesa-redonda",
        congress: "estetica",
        isoDate: "2025-08-29",
        start: 540,
        end: 600,
        room: hostile,
        roundTable: { id: "a", title: hostile },
      },
    ],
    trackLabels: { cursos: hostile, nursing: hostile, feridas: hostile, estetica: hostile },
    origin: "http://localhost:3000",
  });
  const xml = frabScheduleXml(schedule, "http://localhost:3000/schedule.xml");
  const result = validateScheduleXml(xml);
  expect(result.valid, result.output).toBe(true);
  expect(xml).toContain("&lt;b&gt;Sala &amp; &quot;cozinha&quot;&lt;/b&gt; ]]&gt; 😀");
  expect(validateScheduleJson(JSON.parse(frabScheduleJson(schedule))).valid).toBe(true);
});
