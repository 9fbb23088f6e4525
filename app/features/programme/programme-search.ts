import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { type ProgrammeFacts, shownDays } from "./programme-labels";
import type { ProgrammeFilters } from "~/lib/programme-address";
import { sortEventsByTime } from "~/lib/programme-time";

/** Lower case, without accents and extra spaces: 'Crônicas' and 'cronicas' are the same. */
export function normalizeSearchText(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/\s+/g, " ")
    .trim();
}

function searchableText(event: ProgrammeEvent) {
  const talks = (event.talks ?? []).flatMap((talk) => [talk.title, talk.speaker, talk.moderator]);
  return normalizeSearchText(
    [event.title, event.speaker, ...(event.speakers ?? []), event.moderator, ...talks]
      .filter(Boolean)
      .join(" "),
  );
}

/** The sessions matching every typed word, by congress, day and time. */
export function searchProgramme(
  programme: Programme,
  filters: ProgrammeFilters,
  facts: ProgrammeFacts,
) {
  const words = normalizeSearchText(filters.q).split(" ").filter(Boolean);
  const room = filters.room ? normalizeSearchText(filters.room) : null;
  const days = shownDays(programme, facts).flatMap(({ day, ...place }) => {
    const { congress, dayIndex } = place;
    if (filters.congress && filters.congress !== congress) return [];
    if (filters.day && (congress === "cursos" || filters.day !== dayIndex + 1)) return [];
    const events = day.events.filter((event) => {
      if (filters.type && event.type !== filters.type) return false;
      if (room && normalizeSearchText(event.room ?? "") !== room) return false;
      const text = searchableText(event);
      return words.every((word) => text.includes(word));
    });
    return events.length > 0
      ? [{ ...place, day: { ...day, events: sortEventsByTime(events) } }]
      : [];
  });
  const count = days.reduce((sum, found) => sum + found.day.events.length, 0);
  return { count, days };
}

/** The rooms the programme names, sorted without a collator (its ICU data would load late). */
export function programmeRooms(programme: Programme, facts: ProgrammeFacts) {
  const rooms = new Map<string, string>();
  for (const { day } of shownDays(programme, facts)) {
    for (const event of day.events) {
      const room = event.room?.trim();
      if (room && !rooms.has(normalizeSearchText(room))) rooms.set(normalizeSearchText(room), room);
    }
  }
  return [...rooms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, room]) => room);
}

export function resultCountLabel(count: number) {
  if (count === 0) return "Nenhuma sessão encontrada.";
  return count === 1 ? "1 sessão encontrada" : `${count} sessões encontradas`;
}
