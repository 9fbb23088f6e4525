import type { ProgrammeSession } from "~/content/programme-keys";
import type { AgendaEntry } from "~/lib/agenda-storage";

/** A session as the agenda receives it, with the minutes it spans to sort it and find clashes. */
export type AgendaSession = Omit<ProgrammeSession, "type" | "congress">;

const weekdayDate = new Intl.DateTimeFormat("pt-BR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Quarta-feira, 16 de setembro de 2026"; a day beyond the event's dates keeps its own names. */
function dayOf(session: AgendaSession) {
  if (!session.isoDate) {
    const heading = [session.day, session.date].filter(Boolean).join(", ");
    return { key: `~${heading}`, heading };
  }
  const text = weekdayDate.format(new Date(`${session.isoDate}T00:00:00Z`));
  return { key: session.isoDate, heading: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** One session and a round table it belongs to (or two talks of one table) are one slot. */
function sameSlot(a: AgendaSession, b: AgendaSession) {
  return (
    a.roundTable?.id === b.id ||
    b.roundTable?.id === a.id ||
    (a.roundTable !== undefined && a.roundTable.id === b.roundTable?.id)
  );
}

/** Two timed sessions overlap when one starts before the other ends (or both start together). */
function overlap(a: AgendaSession, b: AgendaSession) {
  if (a.start === null || b.start === null || a.end === null || b.end === null) return false;
  return (a.start < b.end && b.start < a.end) || a.start === b.start;
}

const byTime = (a: AgendaSession, b: AgendaSession) =>
  (a.start ?? -1) - (b.start ?? -1) || (a.end ?? -1) - (b.end ?? -1);

/** The held sessions by day and time with their clashes; those gone from the programme apart. */
export function buildAgenda(sessions: readonly AgendaSession[], entries: readonly AgendaEntry[]) {
  const byId = new Map(sessions.map((session) => [session.id, session]));
  /** Held sessions no longer in the programme, with what was remembered of them. */
  const cancelled: AgendaEntry[] = [];
  const days = new Map<string, { key: string; heading: string; sessions: AgendaSession[] }>();
  for (const entry of entries) {
    const session = byId.get(entry.id);
    if (!session) {
      cancelled.push(entry);
      continue;
    }
    const { key, heading } = dayOf(session);
    const day = days.get(key) ?? { key, heading, sessions: [] };
    day.sessions.push(session);
    days.set(key, day);
  }
  const sorted = [...days.values()]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ key, heading, sessions: held }) => {
      held.sort(byTime);
      // Each session with the day's others that overlap it in time.
      const items = held.map((session) => ({
        session,
        conflicts: held.filter(
          (other) => other !== session && !sameSlot(other, session) && overlap(other, session),
        ),
      }));
      return { key, heading, items };
    });
  // The ids still in the programme, by day and time: what a share link carries.
  const liveIds = sorted.flatMap((day) => day.items.map((item) => item.session.id));
  return { days: sorted, cancelled, liveIds };
}

export type AgendaDay = ReturnType<typeof buildAgenda>["days"][number];

/** What the agenda remembers of a session it adds (shown if the session is later cancelled). */
export function agendaEntryOf(session: AgendaSession): AgendaEntry & { title: string } {
  return {
    id: session.id,
    title: session.title,
    congress: session.congressLabel,
    day: [session.day, session.date].filter(Boolean).join(", "),
    ...(session.time ? { time: session.time } : {}),
  };
}

/** "1 sessão", "3 sessões". */
export function sessionCount(count: number) {
  return `${count} ${count === 1 ? "sessão" : "sessões"}`;
}
