import { shownProgramme } from "~/content/shown-programme";
import type { EventFacts } from "~/content/event-facts-schema";
import { CONGRESS_KEYS, type CongressKey, type ProgrammeSession } from "~/content/programme-keys";
import type { Programme } from "~/content/programme-schema";
import {
  clockMinutes,
  clockOf,
  congressWallClock,
  utcOffsetOn,
  zonedDateTime,
} from "~/lib/time-zone";
import { DEFAULT_SESSION_MINUTES } from "~/lib/programme-time";
import { mainHall, sessionRoom } from "~/lib/programme-tabs";
import { sessionPeople } from "~/lib/session-people";
import { uuidV5 } from "./uuid-v5";

// The programme as the c3voc `schedule.json` model (choices: docs/decisions/, frab schedule).

export type ScheduleSession = Pick<
  ProgrammeSession,
  | "id"
  | "title"
  | "path"
  | "type"
  | "congress"
  | "isoDate"
  | "start"
  | "end"
  | "room"
  | "roundTable"
>;

/** The saved version's number: its save time in ms, strictly growing (spec §3). */
type ScheduleVersion = { number: number };

interface ScheduleInput {
  programme: Programme;
  sessions: readonly ScheduleSession[];
  trackLabels: Record<CongressKey, string>;
  origin: string;
  /** Null when the programme is the built-in default. */
  version: ScheduleVersion | null;
  facts: Pick<EventFacts, "event" | "courses" | "links">;
}

export type FrabSchedule = ReturnType<typeof buildFrabSchedule>;
export type FrabEvent = FrabSchedule["conference"]["days"][number]["rooms"][string][number];

/** A session's guid is uuid5 of "<edition>/<id>" in this fixed namespace: stable across saves. */
export const GUID_NAMESPACE = "3ddae122-6879-4138-b981-07c7f19daac0";

/** Frab's event types (its apps know these words), from the programme's own. */
const FRAB_TYPES: Record<ProgrammeSession["type"], string> = {
  palestra: "talk",
  workshop: "workshop",
  "mesa-redonda": "discussion",
  intervalo: "break",
  curso: "workshop",
  "talk-show": "discussion",
  cerimônia: "other",
};

const roomKey = (room: string) => room.trim().toLocaleLowerCase("pt-BR");

/** A positive 31-bit id per key from its guid; a collision moves the later key to a free one. */
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

/** Each event of the programme by id (the first of a repeated id), as the site shows it. */
function eventsById(programme: Programme, facts: ScheduleInput["facts"]) {
  const shown = shownProgramme(programme, facts);
  const events = CONGRESS_KEYS.flatMap((key) => shown[key].flatMap((day) => day.events));
  return new Map(
    events.flatMap((event) => (event.id ? [[event.id, event] as const] : [])).reverse(),
  );
}

/** Timed sessions on the event's days, each with an end (a start alone lasts until the next). */
function placeSessions(input: ScheduleInput) {
  const seen = new Set<string>();
  const timed = input.sessions.flatMap((s) => {
    // A talk lives in its round table's text; a repeated id is kept once (guids are unique).
    if (s.roundTable || s.isoDate === null || s.start === null || seen.has(s.id)) return [];
    seen.add(s.id);
    return [{ ...s, isoDate: s.isoDate, start: s.start }];
  });
  return timed.map((session) => {
    const { start } = session;
    let end = session.end ?? start;
    if (end <= start) {
      const later = timed
        .filter((o) => o.congress === session.congress && o.isoDate === session.isoDate)
        .map((o) => o.start)
        .filter((s) => s > start);
      end = Math.min(start + DEFAULT_SESSION_MINUTES, ...later);
    }
    const room = sessionRoom(session.room, input.trackLabels[session.congress]);
    return { session, end, room };
  });
}

type Placed = ReturnType<typeof placeSessions>[number];

/** Builds the schedule. Sessions without a time, or on a day beyond the event's, are left out. */
export function buildFrabSchedule(input: ScheduleInput) {
  const { origin, trackLabels } = input;
  const { event: edition } = input.facts;
  const { eventIdentifier } = input.facts.links;
  const { timeZone } = edition;
  const byId = eventsById(input.programme, input.facts);
  const placed = placeSessions(input);

  const guidOf = (id: string) => uuidV5(`${eventIdentifier}/${id}`, GUID_NAMESPACE);
  const personGuid = (name: string) => uuidV5(`${eventIdentifier}/pessoa/${name}`, GUID_NAMESPACE);
  const eventIds = stableIds(
    placed.map((p) => p.session.id),
    guidOf,
  );
  const peopleOf = (id: string) => {
    const event = byId.get(id);
    return event ? sessionPeople(event) : [];
  };
  const people = placed.flatMap((p) => peopleOf(p.session.id));
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

  const toEvent = ({ session, end, room }: Placed) => {
    const event = byId.get(session.id);
    const names = peopleOf(session.id);
    const talks = input.sessions.filter((talk) => talk.roundTable?.id === session.id);
    const talkLines = talks.map((talk) => {
      const speaker = event?.talks?.find((t) => t.id === talk.id)?.speaker;
      return `• ${talk.title}${speaker ? ` — ${speaker}` : ""} (${origin}${talk.path})`;
    });
    const url = `${origin}${session.path}`;
    const id = eventIds.get(session.id)!;
    return {
      guid: guidOf(session.id),
      id,
      date: zonedDateTime(session.isoDate, session.start, timeZone),
      start: clockOf(session.start),
      end: zonedDateTime(session.isoDate, end, timeZone),
      duration: clockOf(end - session.start),
      room: rooms.get(roomKey(room))!,
      slug: `${eventIdentifier}-${id}-${session.id}`,
      url,
      title: session.title,
      subtitle: "",
      track: trackLabels[session.congress],
      type: FRAB_TYPES[session.type],
      language: "pt",
      abstract: event?.abstract?.trim() || talks.map((talk) => talk.title).join(" · "),
      description: [
        event?.moderator ? `Moderação: ${event.moderator}` : "",
        talkLines.length ? ["Falas:", ...talkLines].join("\n") : "",
        `Página da sessão: ${url}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
      persons: names.map((name) => ({ id: personIds.get(name)!, guid: personGuid(name), name })),
      links: [{ url, title: "Página da sessão", type: "web" as const }],
    };
  };

  const dates = [edition.courseDate, ...edition.congressDays];
  const days = dates.map((date, index) => {
    const ofDay = placed
      .filter((p) => p.session.isoDate === date)
      .sort((a, b) => a.session.start - b.session.start || a.end - b.end);
    const dayRooms: Record<string, ReturnType<typeof toEvent>[]> = {};
    for (const name of rooms.values()) {
      const inRoom = ofDay.filter((p) => roomKey(p.room) === roomKey(name));
      if (inRoom.length) dayRooms[name] = inRoom.map(toEvent);
    }
    const first = Math.min(clockMinutes(edition.hours.start), ...ofDay.map((p) => p.session.start));
    const last = Math.max(clockMinutes(edition.hours.end), ...ofDay.map((p) => p.end));
    return {
      index: index + 1,
      date,
      day_start: zonedDateTime(date, first, timeZone),
      day_end: zonedDateTime(date, last, timeZone),
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
      timeslot_duration: "00:15",
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

export function frabScheduleJson(schedule: FrabSchedule) {
  return JSON.stringify({
    $schema: "https://c3voc.de/schedule/schema.json",
    generator: { name: "congresso-enfermagem" },
    schedule,
  });
}
