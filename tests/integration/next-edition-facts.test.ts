// Issue 14: the exports, labels and structured data follow the facts they are given. With the
// 16th edition's facts (congress on 16 and 17 September 2026, courses on the 15th) and the
// seeded programme (saved with the 2025 edition's day texts), nothing shows the 2025 dates.
import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { defaultProgramme } from "~/content/default-programme";
import type { EventFacts } from "~/content/event-facts-schema";
import { frabScheduleJson } from "~/features/schedule-exports/frab-schedule";
import { frabScheduleXml } from "~/features/schedule-exports/frab-xml";
import { happeningNow } from "~/features/programme/happening-now";
import { listProgrammeSessions } from "~/features/programme/programme-sessions";
import { searchProgramme } from "~/features/programme/programme-search";
import { findSession, sessionSummary } from "~/features/programme/session-lookup";
import { writeChangesFeed } from "~/features/schedule-exports/atom-feed";
import { buildCalendar } from "~/features/schedule-exports/calendar-feed";
import { writeCalendar } from "~/features/schedule-exports/ical-writer";
import { changeLog, describeChange } from "~/features/schedule-exports/programme-changes";
import { sessionRevisions } from "~/features/schedule-exports/session-history";
import { congressEvent, sessionEvent } from "~/features/seo/structured-data";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { frabScheduleOf } from "~/routes/schedule-data.server";

const origin = "https://congresso.example";
const base = defaultEventFacts;

const next: EventFacts = {
  ...base,
  event: {
    ...base.event,
    edition: 16,
    congresses: {
      nursing: { ...base.event.congresses.nursing, edition: 16 },
      feridas: { ...base.event.congresses.feridas, edition: 7 },
      estetica: { ...base.event.congresses.estetica, edition: 3 },
    },
    courseDate: "2026-09-15",
    congressDays: ["2026-09-16", "2026-09-17"],
  },
  links: { ...base.links, eventIdentifier: "cne2026" },
};

/** What must not survive a change of the facts: the 2025 edition's dates and names. */
function expectNoOldEdition(text: string) {
  expect(text).not.toContain("28/08");
  expect(text).not.toMatch(/agosto de 2025/);
  expect(text).not.toMatch(/2025-08-2\d/);
  expect(text).not.toContain("15º Congresso");
}

const history = {
  versions: [
    { version: 1, savedAt: new Date("2026-08-01T12:00:00Z"), programme: defaultProgramme },
    {
      version: 2,
      savedAt: new Date("2026-08-02T12:00:00Z"),
      programme: {
        ...defaultProgramme,
        feridas: defaultProgramme.feridas!.map((day) => ({
          ...day,
          events: day.events.filter(
            (event) => event.id !== "biofilme-e-infeccao-em-feridas-cronicas",
          ),
        })),
      },
    },
  ],
  olderVersions: 0,
};

test("the calendar feed dates every session on the new edition's days, with its names", () => {
  const calendar = writeCalendar(
    buildCalendar({
      scope: { kind: "all" },
      revisions: sessionRevisions(history, next),
      origin,
      stamp: new Date("2026-08-02T12:00:00Z"),
      event: next.event,
    }),
  ).replace(/\r\n /g, ""); // unfolded (RFC 5545 §3.1)
  expect(calendar).toContain("DTSTART;TZID=America/Bahia:20260915T");
  expect(calendar).toContain("DTSTART;TZID=America/Bahia:20260916T");
  expect(calendar).toContain("DTSTART;TZID=America/Bahia:20260917T");
  expect(calendar).toContain("Programação – Congresso Nacional de Enfermagem 2026");
  expect(calendar).toContain("CATEGORIES:7º Congresso Internacional Feridas");
  expect(calendar).not.toMatch(/2025080?\d|202508/);
  expectNoOldEdition(calendar);
});

test("the change list and its feed read the new edition's dates and year", () => {
  const changes = changeLog(history, next);
  const texts = JSON.stringify(changes.flatMap((entry) => entry.changes.map(describeChange)));
  expect(texts).toContain("Sessão cancelada");
  expect(texts).toContain("17 de setembro de 2026");
  expectNoOldEdition(texts);
  const feed = writeChangesFeed({
    entries: changes,
    origin,
    updated: new Date("2026-08-02T12:00:00Z"),
    event: next.event,
  });
  expect(feed).toContain("tag:congresso.example,2026:programacao/alteracoes");
  expect(feed).toContain("Congresso Nacional de Enfermagem 2026");
  expectNoOldEdition(feed);
});

test("the Frab schedule runs on the new days, with the new tracks and identifier", () => {
  const schedule = frabScheduleOf({
    programme: defaultProgramme,
    version: { number: Date.parse("2026-08-02T12:00:00Z") },
    origin,
    facts: next,
  });
  expect(schedule.conference).toMatchObject({
    acronym: "cne2026",
    start: "2026-09-15",
    end: "2026-09-17",
    daysCount: 3,
  });
  expect(schedule.conference.days.map((day) => day.date)).toEqual([
    "2026-09-15",
    "2026-09-16",
    "2026-09-17",
  ]);
  expect(schedule.conference.tracks.map((track) => track.name)).toContain(
    "7º Congresso Internacional Feridas",
  );
  const json = frabScheduleJson(schedule);
  expect(json).toContain("2026-09-16T");
  expectNoOldEdition(json);
  expect(json).not.toContain("cne2025");
  expectNoOldEdition(frabScheduleXml(schedule, `${origin}/schedule.xml`));
});

test("the programme's labels, sessions, search and 'acontecendo agora' follow the facts", () => {
  expect(programmeTabLabels(next.event)).toEqual({
    cursos: "Cursos Pré-Congresso",
    nursing: "16º Congresso Nacional de Enfermagem",
    feridas: "7º Congresso Internacional Feridas",
    estetica: "3º Congresso Brasileiro de Enfermagem em Estética",
  });
  const sessions = listProgrammeSessions(defaultProgramme, next);
  expect(new Set(sessions.map((session) => session.isoDate))).toEqual(
    new Set(["2026-09-15", "2026-09-16", "2026-09-17"]),
  );
  expectNoOldEdition(JSON.stringify(sessions));

  const place = findSession(defaultProgramme, "biofilme-e-infeccao-em-feridas-cronicas", next)!;
  expect(sessionSummary(place)).toContain(
    "7º Congresso Internacional Feridas · Dia 2, 17 de setembro de 2026",
  );
  const found = searchProgramme(defaultProgramme, { q: "biofilme" }, next);
  expect(found.days[0]?.day.date).toBe("17 de setembro de 2026");
  expectNoOldEdition(JSON.stringify(found));

  // 17 September 2026, 10h15 in Salvador: the new edition's second day is on.
  const now = happeningNow(defaultProgramme, new Date("2026-09-17T13:15:00Z"), next);
  expect(now?.date).toBe("2026-09-17");
  expect(now?.inProgress.length).toBeGreaterThan(0);
  expect(happeningNow(defaultProgramme, new Date("2025-08-28T13:15:00Z"), next)).toBeNull();
});

test("the structured data describes the new edition", () => {
  const congress = JSON.stringify(
    congressEvent({
      facts: next,
      origin,
      description: "Descrição",
      tickets: next.tickets,
      speakers: [],
    }),
  );
  expect(congress).toContain('"startDate":"2026-09-15T08:00:00-03:00"');
  expect(congress).toContain('"endDate":"2026-09-17T18:30:00-03:00"');
  expect(congress).toContain('"name":"Congresso Nacional de Enfermagem 2026"');
  expect(congress).toContain("16º Congresso Nacional de Enfermagem");
  expectNoOldEdition(congress);

  const session = JSON.stringify(
    sessionEvent({
      eventFacts: next,
      origin,
      title: "Sessão",
      path: "/programacao/sessao/x",
      description: "Resumo",
      congress: "feridas",
      isoDate: "2026-09-16",
      start: 600,
      end: 660,
      performers: [],
    }),
  );
  expect(session).toContain("2026-09-16T10:00:00-03:00");
  expectNoOldEdition(session);
});
