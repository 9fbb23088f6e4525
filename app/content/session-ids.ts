import type { Programme, ProgrammeEvent, ProgrammeTalk } from "./programme-schema";

/**
 * Stable ids for the programme's sessions: an event, or a talk of a round table, keeps
 * its id across edits, saves and restores, so a link to it (its page, an attendee's agenda) keeps
 * working. Ids are readable slugs of the title when the session is first seen: lower-case ASCII
 * letters, digits and hyphens.
 */
export const SESSION_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const SLUG_MAX_LENGTH = 48;

/** 'Lesão por pressão: da prevenção' → 'lesao-por-pressao-da-prevencao'. */
export function slugify(text: string) {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX_LENGTH) return slug || "sessao";
  // Long titles are cut at a word's end, not inside one.
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf("-")) || slug.slice(0, SLUG_MAX_LENGTH);
}

/** A fresh id for a new session: its title's slug and a random tail, unique in practice. */
export function newSessionId(title: string) {
  const tail = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) =>
    (byte % 36).toString(36),
  ).join("");
  return `${slugify(title)}-${tail}`;
}

type Session = Pick<ProgrammeEvent | ProgrammeTalk, "id" | "title">;

/**
 * The programme with an id on every session. Ids already there are kept; a missing one, or one
 * already used by an earlier session (a copied event), gets `assign(title)`, made unique with a
 * numeric suffix. With `slugify` (the default) the result depends only on the content: an old
 * stored version without ids reads the same ids every time.
 */
export function withSessionIds(programme: Programme, assign: (title: string) => string = slugify) {
  // Ids written in the programme are reserved first: a session given a new id never takes one
  // that a later session already holds.
  const reserved = new Set<string>();
  for (const days of Object.values(programme)) {
    for (const day of days ?? []) {
      for (const event of day.events) {
        if (event.id) reserved.add(event.id);
        for (const talk of event.talks ?? []) if (talk.id) reserved.add(talk.id);
      }
    }
  }
  const taken = new Set<string>();
  const claim = <T extends Session>(session: T): T => {
    if (session.id && !taken.has(session.id)) {
      taken.add(session.id);
      return session;
    }
    const base = assign(session.title);
    let id = base;
    for (let n = 2; taken.has(id) || reserved.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return { ...session, id };
  };
  const result: Programme = { ...programme };
  for (const key of Object.keys(programme) as (keyof Programme)[]) {
    result[key] = programme[key]?.map((day) => ({
      ...day,
      events: day.events.map((event) => {
        const withId = claim(event);
        return withId.talks ? { ...withId, talks: withId.talks.map(claim) } : withId;
      }),
    }));
  }
  return result;
}
