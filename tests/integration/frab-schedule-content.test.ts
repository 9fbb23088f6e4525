// The Frab schedule (issue 13, item 2) of real programmes, as the routes compose it: the
// programme feature places the sessions, the frab-schedule feature writes the schedule.
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { expect, test } from "vitest";
import { defaultProgramme } from "~/content/default-programme";
import { CONGRESS_KEYS } from "~/content/programme-keys";
import type { Programme } from "~/content/programme-schema";
import { frabScheduleXml } from "~/features/schedule-exports/frab-xml";
import { findSession } from "~/features/programme/session-lookup";
import { buildCalendar } from "~/features/schedule-exports/calendar-feed";
import { writeCalendar } from "~/features/schedule-exports/ical-writer";
import { sessionRevisions } from "~/features/schedule-exports/session-history";
import { congressPartEvent } from "~/features/seo/structured-data";
import {
  type FrabEvent,
  GUID_NAMESPACE,
  frabScheduleJson,
} from "~/features/schedule-exports/frab-schedule";
import { uuidV5 } from "~/features/schedule-exports/uuid-v5";
import { frabScheduleOf } from "~/routes/schedule-data.server";
import { defaultEventFacts } from "~/content/default-event-facts";
import { mainHall, programmeTabLabels } from "~/lib/programme-tabs";
import { validateScheduleJson } from "~tests/support/c3voc-schedule";

const origin = "https://congresso.example";
const TAB_LABELS = programmeTabLabels(defaultEventFacts.event);

function scheduleOf(programme: Programme, version: number | null = 1_755_698_592_345) {
  return frabScheduleOf({
    programme,
    version: version === null ? null : { number: version },
    origin,
    facts: defaultEventFacts,
  });
}

const eventsOf = (schedule: ReturnType<typeof scheduleOf>): FrabEvent[] =>
  schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());

const find = (schedule: ReturnType<typeof scheduleOf>, slugEnd: string) =>
  eventsOf(schedule).find((event) => event.slug.endsWith(`-${slugEnd}`));

test("the seeded programme: one conference, four tracks, three days in Salvador's time", () => {
  const schedule = scheduleOf(defaultProgramme);
  const { conference } = schedule;
  expect(validateScheduleJson(JSON.parse(frabScheduleJson(schedule)))).toEqual({
    valid: true,
    errors: "No errors",
  });
  expect(conference).toMatchObject({
    acronym: "cne2025",
    start: "2025-08-27",
    end: "2025-08-29",
    daysCount: 3,
    time_zone_name: "America/Bahia",
    url: `${origin}/programacao`,
  });
  expect(schedule.base_url).toBe(`${origin}/`);
  expect(conference.tracks.map((track) => track.slug)).toEqual([
    "cursos",
    "nursing",
    "feridas",
    "estetica",
  ]);
  expect(conference.days.map(({ rooms: _rooms, ...day }) => day)).toEqual([
    {
      index: 1,
      date: "2025-08-27",
      day_start: "2025-08-27T08:00:00-03:00",
      day_end: "2025-08-27T18:30:00-03:00",
    },
    {
      index: 2,
      date: "2025-08-28",
      day_start: "2025-08-28T08:00:00-03:00",
      day_end: "2025-08-28T18:30:00-03:00",
    },
    {
      index: 3,
      date: "2025-08-29",
      day_start: "2025-08-29T08:00:00-03:00",
      day_end: "2025-08-29T18:30:00-03:00",
    },
  ]);
  // The courses are on the first day, each in its own room.
  expect(Object.keys(conference.days[0]!.rooms)).toEqual([
    "Sala 01",
    "Sala 02",
    "Sala 03",
    "Sala 04",
    "Sala 05",
  ]);
});

test("an event: guid from its id, a unique integer id, its page, times with the offset", () => {
  const schedule = scheduleOf(defaultProgramme);
  const events = eventsOf(schedule);
  expect(new Set(events.map((e) => e.guid)).size).toBe(events.length);
  expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  const opening = find(schedule, "cerimonia-de-abertura-do-6-congresso")!;
  expect(opening).toMatchObject({
    guid: uuidV5("cne2025/cerimonia-de-abertura-do-6-congresso", GUID_NAMESPACE),
    date: "2025-08-28T08:45:00-03:00",
    start: "08:45",
    end: "2025-08-28T09:15:00-03:00",
    duration: "00:30",
    // No room in the programme: the congress's hall.
    room: mainHall(TAB_LABELS.feridas),
    url: `${origin}/programacao/sessao/cerimonia-de-abertura-do-6-congresso`,
    track: TAB_LABELS.feridas,
    type: "other",
    language: "pt",
  });
  expect(opening.persons.map((p) => p.name)).toEqual([
    "Dra. Luciana Barreto Fontes",
    "Enf. Gustavo Henrique Pires",
  ]);
  // A person is the same person (guid and id) in every event.
  const luciana = (event: FrabEvent) => event.persons.find((p) => p.name.startsWith("Dra. Luc"));
  expect(luciana(find(schedule, "fisiologia-da-cicatrizacao-e-avaliacao")!)).toEqual(
    luciana(opening),
  );
});

test("a round table: its talks in its text, with their pages; speakers and moderator as persons", () => {
  const schedule = scheduleOf(defaultProgramme);
  const table = find(schedule, "lesao-por-pressao-da-prevencao-ao-tratamento")!;
  expect(table.type).toBe("discussion");
  expect(table.persons.map((p) => p.name)).toEqual([
    "Enf. Tatiane Moura Brandão",
    "Dr. André Luiz Cavalcanti",
    "Dra. Simone Aragão Teixeira",
    "Enf. Gustavo Henrique Pires",
  ]);
  expect(table.abstract).toContain("Lesões relacionadas a dispositivos médicos");
  expect(table.description).toContain("Moderação: Enf. Gustavo Henrique Pires");
  expect(table.description).toContain(
    `• Lesões relacionadas a dispositivos médicos — Dr. André Luiz Cavalcanti (${origin}/programacao/sessao/lesoes-relacionadas-a-dispositivos-medicos)`,
  );
  // Talks are not events of their own: they share the table's time and room.
  expect(find(schedule, "lesoes-relacionadas-a-dispositivos-medicos")).toBeUndefined();
});

test("sessions without a time are left out; a start alone lasts until the next start", () => {
  const programme: Programme = {
    nursing: [
      {
        day: "Dia 1",
        events: [
          { id: "sem-horario", time: "", title: "Em breve", type: "cerimônia" },
          { id: "abertura", time: "08h00", title: "Abertura", type: "cerimônia" },
          { id: "palestra", time: "08h20", title: "Palestra", type: "palestra" },
          { id: "ultima", time: "17h00", title: "Última", type: "palestra", room: "  Sala 9 " },
        ],
      },
    ],
  };
  const schedule = scheduleOf(programme);
  expect(find(schedule, "sem-horario")).toBeUndefined();
  expect(find(schedule, "abertura")!.duration).toBe("00:20");
  expect(find(schedule, "palestra")!.duration).toBe("01:00");
  expect(find(schedule, "ultima")).toMatchObject({ duration: "01:00", room: "Sala 9" });
  expect(validateScheduleJson(JSON.parse(frabScheduleJson(schedule))).valid).toBe(true);
});

test("a save that changes one session changes nothing else's guid or id, and the version", () => {
  const before = scheduleOf(defaultProgramme, 1_000);
  const moved: Programme = structuredClone(defaultProgramme);
  const session = moved.feridas![0]!.events.find((e) => e.id === "coffee-break")!;
  session.time = "16h00 - 16h30";
  session.room = "Sala 04";
  const after = scheduleOf(moved, 2_000);
  expect(after.version).not.toBe(before.version);
  const key = (events: FrabEvent[]) => events.map((e) => [e.guid, e.id, e.slug]).sort();
  expect(key(eventsOf(after))).toEqual(key(eventsOf(before)));
  expect(find(after, "coffee-break")).toMatchObject({
    guid: find(before, "coffee-break")!.guid,
    start: "16:00",
    room: "Sala 04",
  });
});

/** The default programme, a session moved to its own room with a 'Resumo'. */
function withRoomAndAbstract(): Programme {
  const programme = structuredClone(defaultProgramme);
  const session = programme.feridas![0]!.events.find(
    (event) => event.id === "fisiologia-da-cicatrizacao-e-avaliacao",
  )!;
  session.room = "Auditório 2";
  session.abstract = "Tecido, exsudato, bordas e dor: a avaliação que orienta o curativo.";
  return programme;
}

/** `/programacao.ics` of a programme, as a client reads it: each VEVENT by its URL. */
function calendarOf(programme: Programme) {
  const revisions = sessionRevisions(
    {
      versions: [{ version: 1, savedAt: new Date("2025-08-01T12:00:00Z"), programme }],
      olderVersions: 0,
    },
    defaultEventFacts,
  );
  const text = writeCalendar(
    buildCalendar({
      scope: { kind: "all" },
      revisions,
      origin,
      stamp: new Date("2025-08-01T12:00:00Z"),
      event: defaultEventFacts.event,
    }),
  );
  const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
  return new Map(
    vevents.map((vevent) => [
      String(vevent.getFirstPropertyValue("url")),
      {
        location: String(vevent.getFirstPropertyValue("location")),
        description: String(vevent.getFirstPropertyValue("description")),
        categories: vevent.getAllProperties("categories").flatMap((p) => p.getValues().map(String)),
      },
    ]),
  );
}

/** `/schedule.xml`'s events as an XML client reads them. */
function xmlEventsOf(programme: Programme) {
  const xml = frabScheduleXml(scheduleOf(programme), `${origin}/schedule.xml`);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (_name, jpath) =>
      ["schedule.day", "schedule.day.room", "schedule.day.room.event"].includes(String(jpath)) ||
      String(jpath) === "schedule.conference.track",
  }).parse(xml);
  const { conference } = parsed.schedule;
  const events: { url: string; room: string; track: string; abstract: string }[] =
    parsed.schedule.day.flatMap((day: { room?: { event: unknown[] }[] }) =>
      (day.room ?? []).flatMap((room) => room.event),
    );
  const tracks: string[] = conference.track.map((track: { "@_name": string }) => track["@_name"]);
  return { events, tracks };
}

test("each session's room is the same in /schedule.xml and in its calendar's LOCATION", () => {
  const programme = withRoomAndAbstract();
  const calendar = calendarOf(programme);
  const { events } = xmlEventsOf(programme);
  expect(events.length).toBeGreaterThan(30);
  const { venue } = defaultEventFacts.event;
  for (const event of events) {
    const entry = calendar.get(event.url);
    expect(entry, event.url).toBeDefined();
    expect(entry!.location, event.url).toBe(`${event.room}, ${venue.name}, ${venue.address}`);
  }
  const moved = `${origin}/programacao/sessao/fisiologia-da-cicatrizacao-e-avaliacao`;
  expect(calendar.get(moved)!.location).toMatch(/^Auditório 2, Gran Hotel Stella Maris, /);
  const opening = `${origin}/programacao/sessao/cerimonia-de-abertura-do-6-congresso`;
  expect(calendar.get(opening)!.location).toMatch(
    /^Auditório – 6º Congresso Internacional Feridas, Gran Hotel Stella Maris, /,
  );
  // The 'Resumo' is the Frab abstract and opens the calendar's description.
  const abstract = "Tecido, exsudato, bordas e dor: a avaliação que orienta o curativo.";
  expect(events.find((event) => event.url === moved)!.abstract).toBe(abstract);
  expect(calendar.get(moved)!.description.split("\n")[0]).toBe(abstract);
});

test("a congress has one name in the Frab tracks, the calendar, the structured data and the pages", () => {
  const programme = withRoomAndAbstract();
  const { events, tracks } = xmlEventsOf(programme);
  const calendar = calendarOf(programme);
  const names = CONGRESS_KEYS.map((congress) => TAB_LABELS[congress]);
  expect(names).toEqual([
    "Cursos Pré-Congresso",
    "15º Congresso Nacional de Enfermagem",
    "6º Congresso Internacional Feridas",
    "2º Congresso Brasileiro de Enfermagem em Estética",
  ]);
  expect(tracks).toEqual(names);
  for (const event of events) {
    expect(calendar.get(event.url)!.categories, event.url).toEqual([event.track]);
  }
  for (const congress of CONGRESS_KEYS) {
    const jsonLd = congressPartEvent(defaultEventFacts, origin, congress);
    // The course day is named by its date in the structured data; each congress by its name.
    if (congress !== "cursos") expect(jsonLd.name).toBe(TAB_LABELS[congress]);
  }
  const place = findSession(programme, "cerimonia-de-abertura-do-6-congresso", defaultEventFacts)!;
  expect(place.congressLabel).toBe("6º Congresso Internacional Feridas");
});
