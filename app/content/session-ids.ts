import type { Programme, ProgrammeEvent, ProgrammeTalk } from "./programme-schema";

/** Stable session ids (slugs of the title), so links and agendas survive edits and restores. */
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

/**
 * The programme with a unique id on every session: kept ids stay, missing or repeated ones get
 * `assign(title)` plus a suffix (with `slugify`, the same ids on every read).
 */
export function withSessionIds(programme: Programme, assign: (title: string) => string = slugify) {
  const events = Object.values(programme).flatMap((days) => (days ?? []).flatMap((d) => d.events));
  // Written ids are reserved first, so a new id never takes one a later session holds.
  const reserved = new Set(
    events.flatMap((event) => [event, ...(event.talks ?? [])]).map((s) => s.id),
  );
  const taken = new Set<string>();
  const claim = <T extends Pick<ProgrammeEvent | ProgrammeTalk, "id" | "title">>(session: T): T => {
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
