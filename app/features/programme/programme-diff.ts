import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { CONGRESS_ONLY_KEYS } from "./programme-labels";

const norm = (text: string | undefined) => (text ?? "").trim();

const textOf = (event: ProgrammeEvent) =>
  JSON.stringify([
    norm(event.title),
    event.type,
    norm(event.speaker),
    event.speakers ?? [],
    norm(event.moderator),
    norm(event.abstract),
    event.talks ?? [],
  ]);

/** Pairs a day's sessions across two versions: by id, then title, then time (retitled). */
function pairEvents(before: readonly ProgrammeEvent[], after: readonly ProgrammeEvent[]) {
  const pairs: [ProgrammeEvent, ProgrammeEvent][] = [];
  const left = [...before];
  let unmatched = [...after];
  const keys = [
    (e: ProgrammeEvent) => e.id,
    (e: ProgrammeEvent) => norm(e.title),
    (e: ProgrammeEvent) => norm(e.time),
  ];
  for (const key of keys) {
    const rest: ProgrammeEvent[] = [];
    for (const event of unmatched) {
      const own = key(event);
      const index = own === undefined ? -1 : left.findIndex((other) => key(other) === own);
      if (index === -1) rest.push(event);
      else pairs.push([left.splice(index, 1)[0]!, event]);
    }
    unmatched = rest;
  }
  return { pairs, removed: left.length, added: unmatched.length };
}

/** What `after` changed against `before`, day by day (the same congress, the same position). */
export function diffProgrammes(before: Programme, after: Programme) {
  const diff = {
    addedDays: 0,
    removedDays: 0,
    /** A day's label changed. */
    changedDays: 0,
    addedEvents: 0,
    removedEvents: 0,
    /** A session kept its place but its time changed. */
    changedTimes: 0,
    changedRooms: 0,
    /** Title, type, speakers, moderator, abstract or talks changed. */
    changedTexts: 0,
  };
  for (const key of CONGRESS_ONLY_KEYS) {
    const oldDays = before[key] ?? [];
    const newDays = after[key] ?? [];
    for (let i = 0; i < Math.max(oldDays.length, newDays.length); i++) {
      const old = oldDays[i];
      const now = newDays[i];
      if (!old) {
        diff.addedDays += 1;
        diff.addedEvents += now!.events.length;
      } else if (!now) {
        diff.removedDays += 1;
        diff.removedEvents += old.events.length;
      } else {
        if (norm(old.day) !== norm(now.day)) diff.changedDays += 1;
        const { pairs, removed, added } = pairEvents(old.events, now.events);
        diff.addedEvents += added;
        diff.removedEvents += removed;
        for (const [was, is] of pairs) {
          if (norm(was.time) !== norm(is.time)) diff.changedTimes += 1;
          if (norm(was.room) !== norm(is.room)) diff.changedRooms += 1;
          if (textOf(was) !== textOf(is)) diff.changedTexts += 1;
        }
      }
    }
  }
  return diff;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A version against the one before it, in short pt-BR ('+2 sessões, 1 horário alterado'). */
export function summarizeVersion(before: Programme | null, after: Programme): string {
  if (!before) return "Primeira versão";
  const diff = diffProgrammes(before, after);
  const parts = [
    diff.addedDays > 0 && `+${count(diff.addedDays, "dia", "dias")}`,
    diff.addedEvents > 0 && `+${count(diff.addedEvents, "sessão", "sessões")}`,
    diff.removedDays > 0 && count(diff.removedDays, "dia removido", "dias removidos"),
    diff.removedEvents > 0 && count(diff.removedEvents, "sessão removida", "sessões removidas"),
    diff.changedTimes > 0 && count(diff.changedTimes, "horário alterado", "horários alterados"),
    diff.changedRooms > 0 && count(diff.changedRooms, "sala alterada", "salas alteradas"),
    diff.changedTexts > 0 && count(diff.changedTexts, "texto alterado", "textos alterados"),
    diff.changedDays > 0 && count(diff.changedDays, "dia renomeado", "dias renomeados"),
  ].filter((part): part is string => typeof part === "string");
  return parts.length > 0 ? parts.join(", ") : "Sem alterações";
}
