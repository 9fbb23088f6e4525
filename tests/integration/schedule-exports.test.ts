// The calendar feeds and the change list (issue 13, items 1 and 4) through the production server
// build (the answers made before Express, Express, the request pipeline with the published-page
// cache, the route modules) on a fresh embedded database, read back with real parsers: ical.js
// for RFC 5545, fast-xml-parser for Atom. The admin's save goes through the programme editor's
// own action.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { desc } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "~/config.server";
import { defaultEventFacts } from "~/content/default-event-facts";
import type { Programme, ProgrammeData } from "~/content/programme-schema";
import type { DatabaseHandle } from "~/db/client.server";
import { programmeVersions } from "~/db/schema";
import { seedDefaults } from "~/db/seed.server";
import { sectionDefaults } from "~/features/event-facts/editor-schemas";
import { loadEventFactsForEditor } from "~/features/event-facts/event-facts.server";
// eslint-disable-next-line no-restricted-imports -- server/ has no alias: plain Node runs it as is.
import { loadServerBuild } from "../../server/build-stamp.ts";
import { formDataOf } from "~tests/support/form-data";

const SITE = "https://congresso.example";
const admin = { email: "agenda@congresso.test", password: "senha-das-agendas-123" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "schedule-exports-"));
let server: Server;
/** The same app without what answers before Express: every request reaches React Router. */
let routerOnly: Server;
let database: DatabaseHandle;
let close: () => Promise<void>;
let origin = "";
let routerOrigin = "";

const MOVED = "fisiologia-da-cicatrizacao-e-avaliacao";
const REMOVED = "biofilme-e-infeccao-em-feridas-cronicas";
const KEPT = "feridas-na-pratica-casos-que-nos-ensinaram";
const BREAK = "coffee-break-e-visita-a-exposicao";
const UNTIMED = "nursing-em-breve-dia-1";

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bundle is plain JavaScript.
  const build = await loadServerBuild<any>();
  await build.setAdminPasswordCommand(admin.email, admin.password, { DATA_DIR: dataDir });
  database = await build.openDatabase({ dataDir });
  // As `npm start` does: the default programme is the first saved version.
  await seedDefaults(database.db);
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: SITE });
  // One content version for both servers, so an admin write through either reaches both.
  const publishedPages = build.createPublishedPages(database);
  // As `npm start` serves the site.
  server = build.createSiteServer({ database, config, publishedPages });
  routerOnly = build.createApp({ database, config, publishedPages }).listen(0, "127.0.0.1");
  server.listen(0, "127.0.0.1");
  await Promise.all([server, routerOnly].map((s) => new Promise((ok) => s.once("listening", ok))));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routerOrigin = `http://127.0.0.1:${(routerOnly.address() as AddressInfo).port}`;
  close = async () => {
    await Promise.all([server, routerOnly].map((s) => new Promise((done) => s.close(done))));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}, 180_000);

afterAll(() => close?.());

function send(url: string, init: RequestInit & { cookies?: string[] } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", origin);
  if (init.cookies?.length) headers.set("Cookie", init.cookies.join("; "));
  return fetch(origin + url, { ...init, headers, redirect: "manual" });
}

/** A calendar's events by UID, with what the tests look at, as ical.js reads them. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  expect(zone?.getFirstPropertyValue("tzid")).toBe("America/Bahia");
  ICAL.TimezoneService.register(new ICAL.Timezone(zone!));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue("status"),
      url: String(vevent.getFirstPropertyValue("url")),
      location: event.location,
      description: event.description,
      stamp: vevent.getFirstPropertyValue("dtstamp"),
      zone: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return new Map(events.map((event) => [event.uid, event]));
}

const uid = (id: string) => `${id}@congresso.example`;

async function calendarAt(url: string) {
  const response = await send(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  // CRLF everywhere, no line over 75 octets.
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) {
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  return { response, events: readCalendar(text) };
}

test("the programme's calendar: timed sessions and breaks in Salvador's time, with their details", async () => {
  const { response, events } = await calendarAt("/programacao.ics");
  expect(response.headers.get("Content-Disposition")).toBe('inline; filename="programacao.ics"');
  expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
  expect(events.has(uid(BREAK))).toBe(true);
  expect(events.has(uid(UNTIMED))).toBe(false);
  const session = events.get(uid(MOVED))!;
  expect(session).toMatchObject({
    summary: "Fisiologia da cicatrização e avaliação sistematizada de feridas complexas",
    sequence: 0,
    status: "CONFIRMED",
    url: `${SITE}/programacao/sessao/${MOVED}`,
    zone: "America/Bahia",
    // 09h15 - 10h00 on 28 August in Salvador (UTC−3).
    start: "2025-08-28T12:15:00.000Z",
    end: "2025-08-28T13:00:00.000Z",
  });
  expect(session.location).toContain("Gran Hotel Stella Maris");
  expect(session.description).toContain("Palestrante: Dra. Luciana Barreto Fontes");
  const roundTable = [...events.values()].find((event) => event.description.includes("Moderação"));
  expect(roundTable?.description).toMatch(/Mesa-redonda:\n• /);
  // Every event of the feed is a session of the programme, never one of its talks.
  expect(events.has(uid("escalas-de-risco-e-protocolos-de-prevencao-na"))).toBe(false);

  // Published like a page: a second request is answered from the cache, with its ETag.
  const again = await send("/programacao.ics");
  const etag = again.headers.get("ETag");
  expect(etag).toBeTruthy();
  expect((await send("/programacao.ics", { headers: { "If-None-Match": etag! } })).status).toBe(
    304,
  );
});

test("per congress, per session and per agenda; unknown ones are 404", async () => {
  const feridas = await calendarAt("/programacao/feridas.ics");
  expect(feridas.events.has(uid(MOVED))).toBe(true);
  const courses = await calendarAt("/programacao/cursos.ics");
  expect([...courses.events.keys()]).toEqual(
    defaultEventFacts.courses.map((course) => uid(course.id)),
  );
  expect(courses.events.get(uid("curso-certificacao-em-insercao-de-picc-para"))!.start).toBe(
    "2025-08-27T11:30:00.000Z",
  );
  expect((await send("/programacao/outro.ics")).status).toBe(404);

  const one = await calendarAt(`/programacao/sessao/${MOVED}.ics`);
  expect(one.response.headers.get("Content-Disposition")).toBe(
    `attachment; filename="sessao-${MOVED}.ics"`,
  );
  expect([...one.events.keys()]).toEqual([uid(MOVED)]);
  // A talk has its round table's time.
  const talk = await calendarAt(
    "/programacao/sessao/escalas-de-risco-e-protocolos-de-prevencao-na.ics",
  );
  expect(talk.events.size).toBe(1);
  for (const missing of ["nao-existe", UNTIMED, "Maiúscula"]) {
    expect((await send(`/programacao/sessao/${missing}.ics`)).status, missing).toBe(404);
  }

  const agenda = await calendarAt(`/minha-agenda.ics?sessoes=${MOVED},${KEPT},nao-existe`);
  expect([...agenda.events.keys()]).toEqual([uid(MOVED), uid(KEPT)]);
  expect(agenda.response.headers.get("Content-Disposition")).toBe(
    'attachment; filename="minha-agenda.ics"',
  );
  // Personal: rendered for this request, never stored for others.
  expect(agenda.response.headers.get("Cache-Control")).toBe("no-store");
  expect(agenda.response.headers.get("ETag")).toBeNull();
  expect((await send("/minha-agenda.ics")).status).toBe(400);
  expect((await send("/minha-agenda.ics?sessoes=nao-existe")).status).toBe(404);
  const tooMany = Array.from({ length: 400 }, (_, i) => `s${i}`).join(",");
  expect((await send(`/minha-agenda.ics?sessoes=${MOVED},${tooMany}`)).status).toBe(200);
});

/** `/schedule.xml`'s events (page URL, room, track) and tracks, as an XML client reads them. */
async function frabXml() {
  const response = await send("/schedule.xml");
  expect(response.status).toBe(200);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (_name, jpath) =>
      ["schedule.day", "schedule.day.room", "schedule.day.room.event"].includes(String(jpath)) ||
      String(jpath) === "schedule.conference.track",
  }).parse(await response.text()).schedule;
  const events: { url: string; room: string; track: string }[] = parsed.day.flatMap(
    (day: { room?: { event: { url: string; room: string; track: string }[] }[] }) =>
      (day.room ?? []).flatMap((room) => room.event),
  );
  const tracks: string[] = parsed.conference.track.map((t: { "@_name": string }) => t["@_name"]);
  return { events, tracks };
}

/** Each JSON-LD block of a page's HTML, parsed. */
async function jsonLdOf(url: string) {
  const html = await (await send(url)).text();
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  return { html, blocks: blocks.map((block) => JSON.parse(block[1]!) as Record<string, unknown>) };
}

test("every calendar feed names each session's room as /schedule.xml does, before the venue", async () => {
  const { events } = await frabXml();
  const { venue } = defaultEventFacts.event;
  const roomOf = new Map(events.map((event) => [event.url, event.room]));
  const feeds = [
    "/programacao.ics",
    ...["cursos", "nursing", "feridas", "estetica"].map(
      (congress) => `/programacao/${congress}.ics`,
    ),
    ...events.map((event) => `${new URL(event.url).pathname}.ics`),
  ];
  let checked = 0;
  for (const feed of feeds) {
    for (const event of (await calendarAt(feed)).events.values()) {
      const room = roomOf.get(event.url);
      expect(room, `${feed} ${event.uid}`).toBeDefined();
      expect(event.location, `${feed} ${event.uid}`).toBe(
        `${room}, ${venue.name}, ${venue.address}`,
      );
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(2 * events.length);
  const opening = `${SITE}/programacao/sessao/cerimonia-de-abertura-do-6-congresso`;
  expect(roomOf.get(opening)).toBe("Auditório – 6º Congresso Internacional Feridas");
  expect(roomOf.get(`${SITE}/programacao/sessao/curso-certificacao-em-insercao-de-picc-para`)).toBe(
    "Sala 01",
  );
});

test("a congress has one name: /, a session page, its JSON-LD, the calendar's CATEGORIES, the Frab tracks", async () => {
  const names = [
    "15º Congresso Nacional de Enfermagem",
    "6º Congresso Internacional Feridas",
    "2º Congresso Brasileiro de Enfermagem em Estética",
  ];
  const { events, tracks } = await frabXml();
  expect(tracks).toEqual(["Cursos Pré-Congresso", ...names]);
  const calendarText = await (await send("/programacao.ics")).text();
  const categories = new ICAL.Component(ICAL.parse(calendarText))
    .getAllSubcomponents("vevent")
    .map((vevent) => ({
      url: String(vevent.getFirstPropertyValue("url")),
      categories: vevent.getAllProperties("categories").flatMap((p) => p.getValues().map(String)),
    }));
  const trackOf = new Map(events.map((event) => [event.url, event.track]));
  for (const event of categories)
    expect(event.categories, event.url).toEqual([trackOf.get(event.url)]);

  const home = await jsonLdOf("/");
  const congress = home.blocks.find((block) => Array.isArray(block.subEvent))!;
  const parts = (congress.subEvent as { name: string }[]).map((part) => part.name);
  for (const name of names) {
    expect(parts).toContain(name);
    expect(home.html).toContain(name);
  }
  const session = await jsonLdOf("/programacao/sessao/cerimonia-de-abertura-do-6-congresso");
  const event = session.blocks.find((block) => block["@type"] === "Event")!;
  expect((event.superEvent as { name: string }).name).toBe("6º Congresso Internacional Feridas");
  expect(session.html).toContain("6º Congresso Internacional Feridas");
  for (const html of [home.html, session.html, calendarText.replace(/\r\n /g, "")]) {
    expect(html).not.toContain("Internacional de Feridas");
  }
});

async function logIn() {
  const response = await send("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: admin.email, password: admin.password }),
  });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().map((line) => line.split(";")[0]!);
}

/** The current version as the editor would send it back, edited by `edit`. */
async function saveEdited(edit: (programme: Programme) => Programme) {
  const [row] = await database.db
    .select({ version: programmeVersions.version, data: programmeVersions.data })
    .from(programmeVersions)
    .orderBy(desc(programmeVersions.version))
    .limit(1);
  const { type: _type, version: _version, ...programme } = row!.data as ProgrammeData;
  const response = await send("/admin/program", {
    method: "POST",
    cookies: await logIn(),
    body: new URLSearchParams({
      intent: "save",
      programme: JSON.stringify(edit(programme)),
      basedOnVersion: String(row!.version),
    }),
  });
  expect(response.status).toBeLessThan(400);
}

test("after a save that moves one session and removes another: same UIDs, SEQUENCE, CANCELLED, change list and Atom", async () => {
  const before = (await calendarAt("/programacao.ics")).events;
  await saveEdited((programme) => ({
    ...programme,
    feridas: programme.feridas!.map((day) => ({
      ...day,
      events: day.events.flatMap((event) =>
        event.id === REMOVED
          ? []
          : event.id === MOVED
            ? [{ ...event, time: "14h00 - 14h45", room: "Auditório 2" }]
            : [event],
      ),
    })),
  }));

  const after = (await calendarAt("/programacao.ics")).events;
  // Every session keeps its UID; the unchanged ones their SEQUENCE.
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  expect(after.get(uid(KEPT))!.sequence).toBe(before.get(uid(KEPT))!.sequence);
  expect(after.get(uid(MOVED))).toMatchObject({
    sequence: before.get(uid(MOVED))!.sequence + 1,
    status: "CONFIRMED",
    start: "2025-08-28T17:00:00.000Z",
    end: "2025-08-28T17:45:00.000Z",
  });
  expect(after.get(uid(MOVED))!.location).toMatch(/^Auditório 2, /);
  expect(after.get(uid(REMOVED))).toMatchObject({
    status: "CANCELLED",
    sequence: before.get(uid(REMOVED))!.sequence + 1,
    start: before.get(uid(REMOVED))!.start,
  });
  // The removed session's own calendar is gone with its page.
  expect((await send(`/programacao/sessao/${REMOVED}.ics`)).status).toBe(404);

  const page = await send("/programacao/alteracoes");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(
    "Sessão alterada: Fisiologia da cicatrização e avaliação sistematizada de feridas complexas",
  );
  expect(html).toContain("Horário: 09h15 - 10h00 → 14h00 - 14h45");
  expect(html).toContain("Sessão cancelada: Biofilme e infecção em feridas crônicas");

  const feed = await send("/programacao/alteracoes.atom");
  expect(feed.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
  const xml = await feed.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const atom = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === "entry",
  }).parse(xml).feed;
  expect(atom.entry).toHaveLength(1);
  expect(atom.entry[0].id).toMatch(/^tag:congresso\.example,2025:programacao\/alteracoes\/\d+$/);
  expect(atom.entry[0].content["#text"]).toContain("Sessão cancelada: Biofilme");
  expect(atom.entry[0].content["#text"]).toContain("Sessão alterada: Fisiologia");
});

test("a session's calendar and an agenda, prepared once per save, follow the next save at once", async () => {
  const session = `/programacao/sessao/${KEPT}.ics`;
  const agenda = `/minha-agenda.ics?sessoes=${KEPT},${MOVED}`;
  const before = await calendarAt(session);
  const agendaBefore = await calendarAt(agenda);
  // Asked again before the save: the same answers (kept, not read again).
  expect((await calendarAt(agenda)).events).toEqual(agendaBefore.events);
  expect(await (await send(`/programacao/sessao/nao-existe.ics`)).text()).toBe(
    "Sessão não encontrada ou sem horário definido.",
  );

  await saveEdited((programme) => ({
    ...programme,
    feridas: programme.feridas!.map((day) => ({
      ...day,
      events: day.events.map((event) =>
        event.id === KEPT ? { ...event, time: "17h30 - 18h30" } : event,
      ),
    })),
  }));

  const kept = before.events.get(uid(KEPT))!;
  const day = kept.start.slice(0, 10);
  const moved = {
    sequence: kept.sequence + 1,
    start: `${day}T20:30:00.000Z`,
    end: `${day}T21:30:00.000Z`,
  };
  expect((await calendarAt(session)).events.get(uid(KEPT))).toMatchObject(moved);
  const agendaAfter = (await calendarAt(agenda)).events;
  expect(agendaAfter.get(uid(KEPT))).toMatchObject(moved);
  // The other session of the agenda is as it was (only its DTSTAMP, the last save, is new).
  const { stamp: _stamp, ...other } = agendaBefore.events.get(uid(MOVED))!;
  expect(agendaAfter.get(uid(MOVED))).toMatchObject(other);
});

/** What no keyboard types but a request can carry, and text that means something in a format. */
const HOSTILE = {
  refused: [
    "Sessão\r\nX-INJ:1\r\nBEGIN:VEVENT\r\nSUMMARY:Falso\r\nEND:VEVENT",
    "Abertura\u000Boficial",
    "Tela\u001B[2J limpa",
    "SOH\u0001 e DEL\u007F",
    "NUL\u0000 no meio",
    "Não-caractere\uFFFE",
    "Metade \uD83D de um emoji",
    "Linha\u2028separada\u2029parágrafo",
  ],
  accepted: [
    "\u202Eodacifitrevni \u200F da direita",
    `<script>alert(1)</script> & ]]> "aspas" 'simples'`,
    "Vírgula, ponto; barra\\ dois-pontos: {constructor} {__proto__}",
  ],
};

/** Every export other software reads parses, and no text of the organisers became a line of its own. */
async function expectExportsParse(sessionCount: number) {
  for (const url of [
    "/programacao.ics",
    "/programacao/feridas.ics",
    `/programacao/sessao/${KEPT}.ics`,
    `/minha-agenda.ics?sessoes=${KEPT},${MOVED}`,
  ]) {
    const text = await (await send(url)).text();
    expect(() => ICAL.parse(text), url).not.toThrow();
    expect(text, url).not.toMatch(/^(?:X-INJ|SUMMARY:Falso)/m);
    if (url === "/programacao.ics") {
      expect(text.match(/^BEGIN:VEVENT\r$/gm)?.length, url).toBe(sessionCount);
    }
  }
  for (const url of ["/programacao/alteracoes.atom", "/schedule.xml", "/sitemap.xml"]) {
    const xml = await (await send(url)).text();
    // xmllint is stricter than a JavaScript parser: it refuses every character XML cannot hold.
    expect(
      () => execFileSync("xmllint", ["--noout", "-"], { input: xml, stdio: "pipe" }),
      url,
    ).not.toThrow();
  }
  const json = await (await send("/schedule.json")).text();
  expect(() => JSON.parse(json)).not.toThrow();
}

test("hostile titles, rooms, abstracts and event names: refused by the text rule or written safely in every export", async () => {
  const cookies = await logIn();
  const sessionCount = (await calendarAt("/programacao.ics")).events.size;
  const saveTitle = async (text: string) => {
    const [row] = await database.db
      .select({ version: programmeVersions.version, data: programmeVersions.data })
      .from(programmeVersions)
      .orderBy(desc(programmeVersions.version))
      .limit(1);
    const { type: _type, version: _version, ...programme } = row!.data as ProgrammeData;
    const edited: Programme = {
      ...programme,
      feridas: programme.feridas!.map((day) => ({
        ...day,
        events: day.events.map((event) =>
          event.id === KEPT ? { ...event, title: text, room: text, abstract: text } : event,
        ),
      })),
    };
    const response = await send("/admin/program", {
      method: "POST",
      cookies,
      body: new URLSearchParams({
        intent: "save",
        programme: JSON.stringify(edited),
        basedOnVersion: String(row!.version),
      }),
    });
    return response.status;
  };
  for (const text of HOSTILE.refused) {
    expect(await saveTitle(text), JSON.stringify(text)).toBe(400);
  }
  for (const text of HOSTILE.accepted) {
    expect(await saveTitle(text), JSON.stringify(text)).toBeLessThan(400);
    await expectExportsParse(sessionCount);
  }

  // The event's name, which every calendar's PRODID and name carry, through 'Evento e datas'.
  const saveEventName = async (name: string) => {
    const loaded = (await loadEventFactsForEditor(database.db, "current"))!;
    const values = structuredClone(sectionDefaults("evento", loaded.facts)) as {
      event: { name: string };
    };
    values.event.name = name;
    const body = formDataOf({ ...values, basedOnVersion: loaded.version });
    return (await send("/admin/event/evento", { method: "POST", cookies, body })).status;
  };
  // A form's body cannot carry the lone surrogate: sent as UTF-8, it arrives as U+FFFD.
  for (const text of HOSTILE.refused.filter((text) => text.isWellFormed())) {
    expect(await saveEventName(text), JSON.stringify(text)).toBe(400);
  }
  for (const text of HOSTILE.accepted) {
    expect(await saveEventName(text), JSON.stringify(text)).toBeLessThan(400);
    await expectExportsParse(sessionCount);
  }
});

/** What a client sees of an answer: its status, headers (framing aside) and decoded body. */
async function answerAt(base: string, url: string, method: string, encoding: string) {
  const response = await fetch(base + url, {
    method,
    headers: { "Accept-Encoding": encoding },
    redirect: "manual",
  });
  const headers = Object.fromEntries(
    [...response.headers].filter(
      // A request's own id (X-Request-Id) differs from any other request's by design.
      ([name]) =>
        !["date", "connection", "keep-alive", "transfer-encoding", "x-request-id"].includes(name),
    ),
  );
  const { "content-length": length, ...rest } = headers;
  return { status: response.status, headers: rest, length, body: await response.text() };
}

test("an unknown session's calendar and an agenda, answered before React Router, are the routes' own answers and follow a save", async () => {
  const beyondLimit = Array.from({ length: 300 }, (_, i) => `s${i}`).join(",");
  const urls = [
    "/programacao/sessao/nao-existe.ics",
    `/programacao/sessao/${UNTIMED}.ics`,
    "/programacao/sessao/ABC.ics",
    "/programacao/sessao/-abc.ics",
    `/programacao/sessao/${"a".repeat(70)}.ics`,
    "/programacao/sessao/x.ics.ics",
    "/programacao/sessao/nao-existe.ics?utm_source=x",
    "/minha-agenda.ics",
    "/minha-agenda.ics?sessoes=",
    "/minha-agenda.ics?sessoes=,,nao-existe",
    `/minha-agenda.ics?sessoes=${REMOVED}`,
    `/minha-agenda.ics?sessoes=${KEPT},${MOVED},nao-existe`,
    `/minha-agenda.ics?sessoes=${MOVED.toUpperCase()},%20${KEPT}&x=1`,
    `/minha-agenda.ics?sessoes=${KEPT},${beyondLimit}`,
    // The agenda's limit: an id after the first AGENDA_MAX_SESSIONS is not read.
    `/minha-agenda.ics?sessoes=${beyondLimit},${KEPT}`,
  ];
  const compare = async () => {
    const answers = new Map<string, number>();
    for (const url of urls) {
      for (const [method, encoding] of [
        ["GET", "gzip"],
        ["GET", "br, gzip"],
        ["GET", "identity"],
        ["HEAD", "gzip"],
      ] as const) {
        const early = await answerAt(origin, url, method, encoding);
        const router = await answerAt(routerOrigin, url, method, encoding);
        const what = `${method} ${url} (${encoding})`;
        // Answered before React Router: made once, sent with its length; React Router streams.
        expect(early.length, what).toBeDefined();
        expect(router.length, what).toBeUndefined();
        if (method === "HEAD") {
          // A HEAD's headers are the GET's, its coding among them (as a published page's).
          const { "content-encoding": _coding, ...headers } = early.headers;
          expect({ ...early, headers, length: undefined }, what).toEqual(router);
        } else {
          expect({ ...early, length: undefined }, what).toEqual(router);
        }
        if (method === "GET" && encoding === "gzip") answers.set(url, early.status);
      }
    }
    return answers;
  };

  const before = await compare();
  expect(before.get(`/minha-agenda.ics?sessoes=${KEPT},${MOVED},nao-existe`)).toBe(200);
  expect(before.get(`/minha-agenda.ics?sessoes=${beyondLimit},${KEPT}`)).toBe(404);
  expect(before.get("/minha-agenda.ics")).toBe(400);
  expect((await answerAt(origin, `/minha-agenda.ics?sessoes=${KEPT}`, "GET", "gzip")).body).toMatch(
    /^BEGIN:VEVENT\r$/m,
  );

  // The save removes KEPT: its own calendar and agenda are 404s at once; another agenda keeps it,
  // cancelled.
  await saveEdited((programme) => ({
    ...programme,
    feridas: programme.feridas!.map((day) => ({
      ...day,
      events: day.events.filter((event) => event.id !== KEPT),
    })),
  }));
  const after = await compare();
  expect((await answerAt(origin, `/minha-agenda.ics?sessoes=${KEPT}`, "GET", "gzip")).status).toBe(
    404,
  );
  expect((await send(`/programacao/sessao/${KEPT}.ics`)).status).toBe(404);
  const agenda = await calendarAt(`/minha-agenda.ics?sessoes=${KEPT},${MOVED},nao-existe`);
  expect(agenda.events.get(uid(KEPT))?.status).toBe("CANCELLED");
  expect(after.get(`/minha-agenda.ics?sessoes=${KEPT},${beyondLimit}`)).toBe(404);
});
