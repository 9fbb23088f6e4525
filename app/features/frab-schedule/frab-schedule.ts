import { shownProgramme } from "~/content/shown-programme";
import type { EventFacts } from "~/content/event-facts-schema";
import { CONGRESS_KEYS, type CongressKey, type EventType } from "~/content/programme-keys";
import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { congressWallClock } from "~/lib/congress-clock";
import { mainHall, sessionRoom } from "~/lib/programme-tabs";
import { utcOffsetOn } from "~/lib/time-zone";
import { uuidV5 } from "./uuid-v5";

/**
 * The Frab schedule: the programme as the c3voc `schedule.json` model, which
 * `/schedule.json` sends as is and `/schedule.xml` writes as XML (./frab-xml.ts). Decisions are in
 * docs/decisions/ (frab schedule): one conference, the congresses and the courses as tracks,
 * sessions without a room in their congress's hall, round-table talks in their table's text.
 */

/** A session of the programme, placed in time (the programme feature's flat list gives these). */
export interface ScheduleSession {
  id: string;
  title: string;
  /** Its page, a path on this site. */
  path: string;
  type: EventType;
  congress: CongressKey;
  /** The calendar day, or null for a day beyond the event's dates. */
  isoDate: string | null;
  /** Minutes after midnight (congress time); a single time gives end = start. */
  start: number | null;
  end: number | null;
  room?: string;
  /** Set on a round-table talk: the table it belongs to. */
  roundTable?: { id: string; title: string };
}

export interface ScheduleVersion {
  /** The saved version's number: its save time in ms, strictly growing (spec §3). */
  number: number;
}

export interface ScheduleInput {
  programme: Programme;
  sessions: readonly ScheduleSession[];
  /** Each part of the programme as the site names it (its tabs): the tracks. */
  trackLabels: Record<CongressKey, string>;
  /** How long a session written with a start only lasts, at most ('Acontecendo agora' too). */
  defaultMinutes: number;
  /** The site's absolute origin (PUBLIC_URL), without a trailing slash. */
  origin: string;
  /** The current saved version; null when the programme is the built-in default. */
  version: ScheduleVersion | null;
  /** The current edition's facts: its days, hours, zone, names, courses and identifier. */
  facts: Pick<EventFacts, "event" | "courses" | "links">;
}

export interface FrabPerson {
  id: number;
  guid: string;
  name: string;
}

export interface FrabEvent {
  guid: string;
  id: number;
  date: string;
  start: string;
  end: string;
  duration: string;
  room: string;
  slug: string;
  url: string;
  title: string;
  subtitle: string;
  track: string;
  type: string;
  language: string;
  abstract: string;
  description: string;
  persons: FrabPerson[];
  links: { url: string; title: string; type: "web" }[];
}

export interface FrabRoom {
  name: string;
  guid: string;
}

export interface FrabDay {
  index: number;
  date: string;
  day_start: string;
  day_end: string;
  /** Room name → its events of the day, rooms in the conference's order. */
  rooms: Record<string, FrabEvent[]>;
}

export interface FrabSchedule {
  version: string;
  base_url: string;
  conference: {
    acronym: string;
    title: string;
    start: string;
    end: string;
    daysCount: number;
    timeslot_duration: string;
    time_zone_name: string;
    url: string;
    tracks: { name: string; slug: string }[];
    rooms: FrabRoom[];
    days: FrabDay[];
  };
}

/**
 * The namespace of every guid of this site's schedules (a fixed random UUID): a session's guid is
 * uuid5(namespace, "<edition>/<session id>"), stable across saves, distinct from next year's.
 */
export const GUID_NAMESPACE = "3ddae122-6879-4138-b981-07c7f19daac0";
export const SCHEDULE_LANGUAGE = "pt";
/** The programme's times fall on quarter hours. */
const TIMESLOT = "00:15";

/** Frab's event types (its apps know these words), from the programme's own. */
const FRAB_TYPES: Record<EventType, string> = {
  palestra: "talk",
  workshop: "workshop",
  "mesa-redonda": "discussion",
  intervalo: "break",
  curso: "workshop",
  "talk-show": "discussion",
  cerimônia: "other",
};

const roomKey = (room: string) => room.trim().toLocaleLowerCase("pt-BR");
const pad = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const dateTime = (isoDate: string, minutes: number, timeZone: string) =>
  `${isoDate}T${clock(minutes)}:00${utcOffsetOn(isoDate, timeZone)}`;

/**
 * A positive 31-bit integer for each key, from its guid, unique among `keys`: a collision (a few
 * in a million for a hundred sessions) moves the later key, in key order, to the next free number.
 */
export function stableIds(keys: Iterable<string>, guidOf: (key: string) => string) {
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of [...new Set(keys)].sort()) {
    let id = Number.parseInt(guidOf(key).slice(0, 8), 16) & 0x7fffffff || 1;
    while (taken.has(id)) id = id >= 0x7fffffff ? 1 : id + 1;
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}

/** The schedule's version: the saved version's time, to the ms, in congress time. */
export function versionLabel(version: ScheduleVersion | null, timeZone: string) {
  if (!version) return "padrão";
  const shifted = new Date(version.number);
  const { date, hour, minute, second } = congressWallClock(shifted, timeZone);
  const ms = String(shifted.getUTCMilliseconds()).padStart(3, "0");
  return `${date}T${hour}:${minute}:${second}.${ms}${utcOffsetOn(date, timeZone)}`;
}

/** Each event and talk of the programme by id, the courses being the facts' course day. */
function eventsById(programme: Programme, facts: ScheduleInput["facts"]) {
  const shown = shownProgramme(programme, facts);
  const byId = new Map<string, ProgrammeEvent>();
  for (const key of CONGRESS_KEYS) {
    for (const day of shown[key]) {
      for (const event of day.events)
        if (event.id && !byId.has(event.id)) byId.set(event.id, event);
    }
  }
  return byId;
}

/** Speakers first (the event's, or its talks'), then the moderator; each name once. */
function peopleOf(event: ProgrammeEvent | undefined) {
  if (!event) return [];
  const speakers = event.speaker
    ? [event.speaker]
    : event.speakers?.length
      ? event.speakers
      : (event.talks ?? []).flatMap((talk) => (talk.speaker ? [talk.speaker] : []));
  const names = [...speakers, ...(event.moderator ? [event.moderator] : [])].map((n) => n.trim());
  return [...new Set(names.filter(Boolean))];
}

interface Placed {
  session: ScheduleSession & { isoDate: string; start: number };
  end: number;
  room: string;
}

/** Timed sessions on the event's days, each with an end (a start alone lasts until the next). */
function placeSessions(input: ScheduleInput): Placed[] {
  const seen = new Set<string>();
  const timed: Placed["session"][] = [];
  for (const s of input.sessions) {
    // A talk lives in its round table's text; a repeated id is kept once (guids are unique).
    if (s.roundTable || s.isoDate === null || s.start === null || seen.has(s.id)) continue;
    seen.add(s.id);
    timed.push({ ...s, isoDate: s.isoDate, start: s.start });
  }
  return timed.map((session) => {
    const { start } = session;
    let end = session.end ?? start;
    if (end <= start) {
      const later = timed
        .filter((o) => o.congress === session.congress && o.isoDate === session.isoDate)
        .map((o) => o.start)
        .filter((s) => s > start);
      end = Math.min(start + input.defaultMinutes, ...later);
    }
    const room = sessionRoom(session.room, input.trackLabels[session.congress]);
    return { session, end, room };
  });
}

/** The talks of each round table, in the programme's order. */
function talksByTable(sessions: readonly ScheduleSession[]) {
  const talks = new Map<string, ScheduleSession[]>();
  for (const session of sessions) {
    if (!session.roundTable) continue;
    const list = talks.get(session.roundTable.id) ?? [];
    list.push(session);
    talks.set(session.roundTable.id, list);
  }
  return talks;
}

/** Builds the schedule. Sessions without a time, or on a day beyond the event's, are left out. */
export function buildFrabSchedule(input: ScheduleInput): FrabSchedule {
  const { origin, trackLabels } = input;
  const { event: edition } = input.facts;
  const { eventIdentifier } = input.facts.links;
  const { timeZone } = edition;
  const byId = eventsById(input.programme, input.facts);
  const tableTalks = talksByTable(input.sessions);
  const placed = placeSessions(input);

  const guidOf = (id: string) => uuidV5(`${eventIdentifier}/${id}`, GUID_NAMESPACE);
  const personGuid = (name: string) => uuidV5(`${eventIdentifier}/pessoa/${name}`, GUID_NAMESPACE);
  const eventIds = stableIds(
    placed.map((p) => p.session.id),
    guidOf,
  );
  const people = placed.flatMap((p) => peopleOf(byId.get(p.session.id)));
  const personIds = stableIds(people, personGuid);

  // Rooms: the congresses' halls in the tabs' order, then the named rooms in natural order.
  const rooms = new Map<string, string>();
  const halls = CONGRESS_KEYS.map((key) => mainHall(trackLabels[key]));
  const named = placed.map((p) => p.room).filter((room) => !halls.includes(room));
  const collator = new Intl.Collator("pt-BR", { numeric: true, sensitivity: "base" });
  for (const room of [
    ...halls.filter((hall) => placed.some((p) => p.room === hall)),
    ...named.sort(collator.compare),
  ]) {
    if (!rooms.has(roomKey(room))) rooms.set(roomKey(room), room);
  }

  const toEvent = ({ session, end, room }: Placed): FrabEvent => {
    const event = byId.get(session.id);
    const names = peopleOf(event);
    const talks = tableTalks.get(session.id) ?? [];
    const talkLines = talks.map((talk) => {
      const speaker = event?.talks?.find((t) => t.id === talk.id)?.speaker;
      return `• ${talk.title}${speaker ? ` — ${speaker}` : ""} (${origin}${talk.path})`;
    });
    const url = `${origin}${session.path}`;
    const id = eventIds.get(session.id)!;
    return {
      guid: guidOf(session.id),
      id,
      date: dateTime(session.isoDate, session.start, timeZone),
      start: clock(session.start),
      end: dateTime(session.isoDate, end, timeZone),
      duration: clock(end - session.start),
      room: rooms.get(roomKey(room))!,
      slug: `${eventIdentifier}-${id}-${session.id}`,
      url,
      title: session.title,
      subtitle: "",
      track: trackLabels[session.congress],
      type: FRAB_TYPES[session.type],
      language: SCHEDULE_LANGUAGE,
      abstract: event?.abstract?.trim() || talks.map((talk) => talk.title).join(" · "),
      description: [
        event?.moderator ? `Moderação: ${event.moderator}` : "",
        talkLines.length ? ["Falas:", ...talkLines].join("\n") : "",
        `Página da sessão: ${url}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
      persons: names.map((name) => ({ id: personIds.get(name)!, guid: personGuid(name), name })),
      links: [{ url, title: "Página da sessão", type: "web" }],
    };
  };

  const dates = [edition.courseDate, ...edition.congressDays];
  const [openH = 8, openM = 0] = edition.hours.start.split(":").map(Number);
  const [closeH = 18, closeM = 0] = edition.hours.end.split(":").map(Number);
  const days: FrabDay[] = dates.map((date, index) => {
    const ofDay = placed
      .filter((p) => p.session.isoDate === date)
      .sort((a, b) => a.session.start - b.session.start || a.end - b.end);
    const dayRooms: Record<string, FrabEvent[]> = {};
    for (const name of rooms.values()) {
      const inRoom = ofDay.filter((p) => roomKey(p.room) === roomKey(name));
      if (inRoom.length) dayRooms[name] = inRoom.map(toEvent);
    }
    const first = Math.min(openH * 60 + openM, ...ofDay.map((p) => p.session.start));
    const last = Math.max(closeH * 60 + closeM, ...ofDay.map((p) => p.end));
    return {
      index: index + 1,
      date,
      day_start: dateTime(date, first, timeZone),
      day_end: dateTime(date, last, timeZone),
      rooms: dayRooms,
    };
  });

  return {
    version: versionLabel(input.version, timeZone),
    base_url: `${origin}/`,
    conference: {
      acronym: eventIdentifier,
      title: edition.congresses.nursing.name,
      start: dates[0]!,
      end: dates[dates.length - 1]!,
      daysCount: dates.length,
      timeslot_duration: TIMESLOT,
      time_zone_name: timeZone,
      url: `${origin}/programacao`,
      tracks: CONGRESS_KEYS.map((key) => ({ name: trackLabels[key], slug: key })),
      rooms: [...rooms.values()].map((name) => ({
        name,
        guid: uuidV5(`${eventIdentifier}/sala/${roomKey(name)}`, GUID_NAMESPACE),
      })),
      days,
    },
  };
}

/** `/schedule.json`: the c3voc JSON document. */
export function frabScheduleJson(schedule: FrabSchedule) {
  return JSON.stringify({
    $schema: "https://c3voc.de/schedule/schema.json",
    generator: { name: "congresso-enfermagem" },
    schedule,
  });
}
