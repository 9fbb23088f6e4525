import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { EventFactsProvider } from "~/lib/event-facts-context";
import { ProgrammeTimeline } from "./programme-timeline";

test("the timeline lists events by time, untimed first, with badges, talks and the course link", () => {
  const html = renderToStaticMarkup(
    <EventFactsProvider facts={defaultEventFacts}>
      <ProgrammeTimeline
        day={{
          day: "Dia 1",
          date: "28 de agosto de 2025",
          events: [
            {
              time: "14h00 - 15h00",
              title: "Mesa de casos clínicos",
              type: "mesa-redonda",
              moderator: "Enf. Daniela Rocha",
              talks: [{ title: "Pé diabético na atenção básica", speaker: "Dra. Ana Souza" }],
            },
            {
              time: "08:30",
              title: "Curso de PICC",
              type: "curso",
              speaker: "Enf. Juliana Matos",
              room: "Sala 01",
            },
            { time: "", title: "Credenciamento contínuo", type: "intervalo" },
          ],
        }}
      />
    </EventFactsProvider>,
  );
  const titles = [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
  expect(titles).toEqual(["Credenciamento contínuo", "Curso de PICC", "Mesa de casos clínicos"]);
  expect(html).toMatch(/<h2[^>]*>.*Dia 1.*28 de agosto de 2025.*<\/h2>/);
  expect(html).toContain(">Mesa-redonda<");
  expect(html).toContain(">Intervalo<");
  expect(html).toContain("Pé diabético na atenção básica");
  expect(html).toContain("Sala 01");
  expect(html.match(/Adquirir Curso/g)).toHaveLength(1);
  expect(html).toContain(`href="${defaultEventFacts.links.courseStore}"`);
});

test("a day without events says so", () => {
  const html = renderToStaticMarkup(
    <ProgrammeTimeline day={{ day: "Dia 2", date: "29 de agosto de 2025", events: [] }} />,
  );
  expect(html).toContain("Nenhum evento encontrado para este dia.");
  expect(html).not.toContain("<h3");
});
