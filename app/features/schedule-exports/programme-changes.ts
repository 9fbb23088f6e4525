import { type ExportFacts, type SessionFacts, peopleOf, sessionFacts } from "./session-facts";
import { sessionPath } from "~/lib/programme-tabs";
import { isComingSoon } from "~/content/placeholder-programme";
import type { ProgrammeHistory } from "./schedule-history.server";

/** What a save changed of a session an attendee cares about; talks count as their table's. */
type SessionChange =
  | { kind: "added" | "cancelled"; session: SessionFacts }
  | { kind: "moved" | "retitled" | "speakers"; session: SessionFacts; before: SessionFacts };

const where = (s: SessionFacts) => [s.congress, s.dayIndex, s.isoDate, s.dateText];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The sessions one could attend: not a day's 'Programação completa em breve'. */
function eventsById(facts: readonly SessionFacts[]) {
  const byId = new Map<string, SessionFacts>();
  for (const session of facts) {
    if (session.kind === "event" && !isComingSoon(session) && !byId.has(session.id)) {
      byId.set(session.id, session);
    }
  }
  return byId;
}

/** What `after` changed against `before`, in the order of the programme. */
export function changesBetween(before: readonly SessionFacts[], after: readonly SessionFacts[]) {
  const old = eventsById(before);
  const now = eventsById(after);
  const changes: SessionChange[] = [];
  for (const session of now.values()) {
    const was = old.get(session.id);
    if (!was) {
      changes.push({ kind: "added", session });
      continue;
    }
    if (
      !same(where(was), where(session)) ||
      was.time !== session.time ||
      was.room !== session.room
    ) {
      changes.push({ kind: "moved", session, before: was });
    }
    if (was.title !== session.title) changes.push({ kind: "retitled", session, before: was });
    if (!same(peopleOf(was), peopleOf(session))) {
      changes.push({ kind: "speakers", session, before: was });
    }
  }
  for (const session of old.values()) {
    if (!now.has(session.id)) changes.push({ kind: "cancelled", session });
  }
  return changes;
}

/** Each version against the one before it, newest first; saves that changed nothing left out. */
export function changeLog({ versions }: ProgrammeHistory, eventFacts: ExportFacts) {
  const facts = versions.map((saved) => sessionFacts(saved.programme, eventFacts));
  return versions
    .flatMap(({ version, savedAt }, i) => {
      const changes = i > 0 ? changesBetween(facts[i - 1]!, facts[i]!) : [];
      return changes.length > 0 ? [{ version, savedAt, changes }] : [];
    })
    .reverse();
}

export type VersionChanges = ReturnType<typeof changeLog>[number];

const TO_BE_DEFINED = "a definir";
const dayOf = (s: SessionFacts) =>
  [s.dayLabel, s.dateText].filter(Boolean).join(", ") || TO_BE_DEFINED;
const placeOf = (s: SessionFacts) =>
  [s.congressLabel, dayOf(s), s.time || TO_BE_DEFINED, s.room].filter(Boolean).join(" · ");
const namesOf = (names: readonly string[]) => names.join(", ") || "nenhum";

/** One change in words, for the page and the feed; no page for a cancelled session. */
export function describeChange(change: SessionChange) {
  const { session } = change;
  const path = sessionPath(session.id);
  switch (change.kind) {
    case "added":
      return { title: `Nova sessão: ${session.title}`, details: [placeOf(session)], path };
    case "cancelled":
      return { title: `Sessão cancelada: ${session.title}`, details: [placeOf(session)] };
    case "moved": {
      const { before } = change;
      const details = [
        dayOf(before) !== dayOf(session) || before.congress !== session.congress
          ? `Dia: ${before.congressLabel}, ${dayOf(before)} → ${session.congressLabel}, ${dayOf(session)}`
          : "",
        before.time !== session.time
          ? `Horário: ${before.time || TO_BE_DEFINED} → ${session.time || TO_BE_DEFINED}`
          : "",
        before.room !== session.room
          ? `Sala: ${before.room ?? TO_BE_DEFINED} → ${session.room ?? TO_BE_DEFINED}`
          : "",
      ].filter(Boolean);
      return { title: `Sessão alterada: ${session.title}`, details, path };
    }
    case "retitled":
      return {
        title: `Sessão renomeada: ${session.title}`,
        details: [`Título: ${change.before.title} → ${session.title}`],
        path,
      };
    case "speakers": {
      const was = peopleOf(change.before);
      const now = peopleOf(session);
      const details = [
        same(was.speakers, now.speakers)
          ? ""
          : `Palestrantes: ${namesOf(was.speakers)} → ${namesOf(now.speakers)}`,
        was.moderator !== now.moderator
          ? `Moderação: ${was.moderator ?? "nenhuma"} → ${now.moderator ?? "nenhuma"}`
          : "",
      ].filter(Boolean);
      return { title: `Palestrantes alterados: ${session.title}`, details, path };
    }
  }
}

export const versionAnchor = (version: number) => `versao-${version}`;
