import ICAL from "ical.js";
import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { defaultProgramme } from "~/content/default-programme";
import { CONGRESS_KEYS } from "~/content/programme-keys";
import type { Programme } from "~/content/programme-schema";
import { type CalendarScope, buildCalendar } from "./calendar-feed";
import { congressTimeZone, writeCalendar } from "./ical-writer";
import { sessionFacts } from "./session-facts";
import { sessionRevisions } from "./session-history";

const event = {
  uid: "s@congresso.test",
  stamp: new Date("2025-08-01T12:00:00Z"),
  summary: "Sessão",
  sequence: 0,
  lastModified: new Date("2025-08-01T12:00:00Z"),
  status: "CONFIRMED" as const,
};

/** The calendar's instants of 09h00 local on `date`, as a real parser reads them. */
function nineOClockUtc(timeZone: ReturnType<typeof congressTimeZone>, dates: string[]) {
  const text = writeCalendar({
    productId: "-//Teste//PT",
    name: "Teste",
    timeZone,
    events: dates.map((date) => ({
      ...event,
      uid: date,
      start: { date, minutes: 9 * 60 },
      end: { date, minutes: 10 * 60 },
    })),
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!));
  try {
    return calendar
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent).startDate.toJSDate().toISOString());
  } finally {
    ICAL.TimezoneService.remove(timeZone.id);
  }
}

test("Salvador's zone is one STANDARD period at −03:00", () => {
  const zone = congressTimeZone({
    timeZone: "America/Bahia",
    courseDate: "2025-08-27",
    congressDays: ["2025-08-28", "2025-08-29"],
  });
  expect(zone.observances).toEqual([
    {
      kind: "STANDARD",
      start: { date: "2025-08-25", minutes: 21 * 60 },
      offsetFrom: -180,
      offsetTo: -180,
    },
  ]);
  expect(nineOClockUtc(zone, ["2025-08-28"])).toEqual(["2025-08-28T12:00:00.000Z"]);
});

test("a zone that leaves summer time during the event gets both periods, from its own data", () => {
  // Berlin: 03h00 CEST (+02:00) on 26 October 2025 becomes 02h00 CET (+01:00).
  const zone = congressTimeZone({
    timeZone: "Europe/Berlin",
    courseDate: "2025-10-24",
    congressDays: ["2025-10-25", "2025-10-27"],
  });
  expect(zone.observances).toEqual([
    {
      kind: "DAYLIGHT",
      start: { date: "2025-10-23", minutes: 2 * 60 },
      offsetFrom: 120,
      offsetTo: 120,
    },
    {
      kind: "STANDARD",
      start: { date: "2025-10-26", minutes: 3 * 60 },
      offsetFrom: 120,
      offsetTo: 60,
    },
  ]);
  expect(nineOClockUtc(zone, ["2025-10-25", "2025-10-27"])).toEqual([
    "2025-10-25T07:00:00.000Z",
    "2025-10-27T08:00:00.000Z",
  ]);
  const text = writeCalendar({ productId: "-//T//PT", name: "T", timeZone: zone, events: [] });
  expect(text).toContain("BEGIN:STANDARD\r\nDTSTART:20251026T030000\r\nTZOFFSETFROM:+0200\r\n");
  expect(text).toContain("TZOFFSETTO:+0100\r\nTZNAME:+01\r\nEND:STANDARD");
});

const MOVED = "fisiologia-da-cicatrizacao-e-avaliacao";
const TABLE = "lesao-por-pressao-da-prevencao-ao-tratamento";
const ABSTRACT = "Como avaliar uma ferida complexa: tecido, exsudato, bordas e dor.";
const TALK_ABSTRACT = "Escalas de Braden e de Waterlow na prática da UTI.";

/** The default programme, one session in its own room with a 'Resumo', a talk with one too. */
const programme: Programme = {
  ...defaultProgramme,
  feridas: defaultProgramme.feridas!.map((day) => ({
    ...day,
    events: day.events.map((event) =>
      event.id === MOVED
        ? { ...event, room: "Auditório 2", abstract: ABSTRACT }
        : event.id === TABLE
          ? {
              ...event,
              talks: event.talks!.map((talk, i) =>
                i ? talk : { ...talk, abstract: TALK_ABSTRACT },
              ),
            }
          : event,
    ),
  })),
};

const history = {
  versions: [{ version: 1, savedAt: new Date("2025-08-01T15:00:00Z"), programme }],
  olderVersions: 0,
};
const revisions = sessionRevisions(history, defaultEventFacts);
const origin = "https://congresso.example";
const { venue } = defaultEventFacts.event;

/** A calendar of `scope` as a real client reads it: each VEVENT's location, description, categories. */
function parsedCalendar(scope: CalendarScope) {
  const text = writeCalendar(
    buildCalendar({
      scope,
      revisions,
      origin,
      stamp: new Date("2025-08-01T15:00:00Z"),
      event: defaultEventFacts.event,
    }),
  );
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue("uid")),
    location: String(vevent.getFirstPropertyValue("location")),
    description: String(vevent.getFirstPropertyValue("description")),
    categories: vevent.getAllProperties("categories").flatMap((p) => p.getValues().map(String)),
  }));
}

const scopes: CalendarScope[] = [
  { kind: "all" },
  ...CONGRESS_KEYS.map((congress) => ({ kind: "congress" as const, congress })),
  ...[...revisions.keys()].map((id) => ({ kind: "sessions" as const, ids: [id], name: "Sessão" })),
];

test("every feed's LOCATION names the room (its own, or its congress's hall), then the venue", () => {
  const facts = new Map(sessionFacts(programme, defaultEventFacts).map((f) => [f.id, f]));
  let seen = 0;
  for (const scope of scopes) {
    for (const event of parsedCalendar(scope)) {
      const session = facts.get(event.uid.replace(/@congresso\.example$/, ""))!;
      const room = session.room ?? `Auditório – ${session.congressLabel}`;
      expect(event.location, event.uid).toBe(`${room}, ${venue.name}, ${venue.address}`);
      seen += 1;
    }
  }
  expect(seen).toBeGreaterThan(100);
  const all = new Map(parsedCalendar({ kind: "all" }).map((event) => [event.uid, event]));
  expect(all.get(`${MOVED}@congresso.example`)!.location).toBe(
    "Auditório 2, Gran Hotel Stella Maris, Praça Dr. Gessy Lima, 2 – Stella Maris, Salvador – BA, 41600-000",
  );
  expect(all.get(`${TABLE}@congresso.example`)!.location).toMatch(
    /^Auditório – 6º Congresso Internacional Feridas, Gran Hotel Stella Maris, /,
  );
  expect(
    all.get("curso-certificacao-em-insercao-de-picc-para@congresso.example")!.location,
  ).toMatch(/^Sala 01, Gran Hotel Stella Maris, /);
  // The courses' CATEGORIES and the congresses' are the names the site gives them.
  expect(new Set([...all.values()].flatMap((event) => event.categories))).toEqual(
    new Set([
      "Cursos Pré-Congresso",
      "6º Congresso Internacional Feridas",
      "2º Congresso Brasileiro de Enfermagem em Estética",
    ]),
  );
});

test("a session's 'Resumo' opens its DESCRIPTION, above the page link; a talk has its own", () => {
  const [event] = parsedCalendar({ kind: "sessions", ids: [MOVED], name: "Sessão" });
  const lines = event!.description.split("\n");
  expect(lines[0]).toBe(ABSTRACT);
  expect(lines.at(-1)).toBe(`${origin}/programacao/sessao/${MOVED}`);
  const talkId = programme.feridas![0]!.events.find((e) => e.id === TABLE)!.talks![0]!.id!;
  const [talk] = parsedCalendar({ kind: "sessions", ids: [talkId], name: "Sessão" });
  expect(talk!.description.split("\n")[0]).toBe(TALK_ABSTRACT);
  const [table] = parsedCalendar({ kind: "sessions", ids: [TABLE], name: "Sessão" });
  expect(table!.description).not.toContain(TALK_ABSTRACT);
  expect(table!.description.split("\n")[0]).toBe("6º Congresso Internacional Feridas");
});

test("a new 'Resumo' is a new revision of the session (SEQUENCE)", () => {
  const before = {
    version: 0,
    savedAt: new Date("2025-07-01T15:00:00Z"),
    programme: defaultProgramme,
  };
  const later = sessionRevisions(
    { versions: [before, ...history.versions], olderVersions: 0 },
    defaultEventFacts,
  );
  expect(later.get(MOVED)!.sequence).toBe(1);
  expect(later.get("coffee-break")!.sequence).toBe(0);
});
