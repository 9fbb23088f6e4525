import { expect, test } from "vitest";
import { type AgendaSession, agendaEntryOf, buildAgenda, sessionCount } from "./agenda-list";

function session(
  id: string,
  isoDate: string | null,
  time: string,
  extra: Partial<AgendaSession> = {},
) {
  const match = /(\d+)h(\d+)?(?: - (\d+)h(\d+)?)?/.exec(time);
  const start = match ? Number(match[1]) * 60 + Number(match[2] ?? 0) : null;
  const end = match?.[3] ? Number(match[3]) * 60 + Number(match[4] ?? 0) : start;
  return {
    id,
    title: `Título ${id}`,
    path: `/programacao/sessao/${id}`,
    congressLabel: "6º Congresso Internacional de Feridas",
    day: "Dia 1",
    date: "28 de agosto de 2025",
    isoDate,
    time,
    start,
    end,
    ...extra,
  } satisfies AgendaSession;
}

const sessions = [
  session("tarde", "2025-08-28", "14h00 - 15h00"),
  session("manha", "2025-08-28", "08h30 - 10h00"),
  session("sobreposta", "2025-08-28", "09h30 - 10h30"),
  session("seguinte", "2025-08-28", "10h00 - 10h30"),
  session("curso", "2025-08-27", "08h30 - 18h00", { day: "Cursos Pré-Congresso" }),
  session("sem-hora", "2025-08-28", ""),
  session("mesa", "2025-08-29", "10h30 - 12h00"),
  session("tema", "2025-08-29", "10h30 - 12h00", { roundTable: { id: "mesa", title: "Mesa" } }),
  session("outro-tema", "2025-08-29", "10h30 - 12h00", {
    roundTable: { id: "mesa", title: "Mesa" },
  }),
  session("dia-extra", null, "08h00", { day: "Dia 3", date: "30 de agosto" }),
];
const ids = (agenda: ReturnType<typeof buildAgenda>) =>
  agenda.days.map((day) => [day.heading, day.items.map((item) => item.session.id)]);

test("the agenda lists its sessions by calendar day, then by start time (untimed first)", () => {
  const agenda = buildAgenda(
    sessions,
    ["tarde", "dia-extra", "manha", "sem-hora", "curso", "mesa"].map((id) => ({ id })),
  );
  expect(ids(agenda)).toEqual([
    ["Quarta-feira, 27 de agosto de 2025", ["curso"]],
    ["Quinta-feira, 28 de agosto de 2025", ["sem-hora", "manha", "tarde"]],
    ["Sexta-feira, 29 de agosto de 2025", ["mesa"]],
    ["Dia 3, 30 de agosto", ["dia-extra"]],
  ]);
  expect(agenda.liveIds).toEqual(["curso", "sem-hora", "manha", "tarde", "mesa", "dia-extra"]);
  expect(agenda.cancelled).toEqual([]);
});

test("sessions of one day that overlap in time are conflicts; back-to-back ones are not", () => {
  const agenda = buildAgenda(
    sessions,
    ["manha", "sobreposta", "seguinte", "tarde", "curso", "sem-hora"].map((id) => ({ id })),
  );
  const conflicts = Object.fromEntries(
    agenda.days.flatMap((day) =>
      day.items.map((item) => [item.session.id, item.conflicts.map((other) => other.id)]),
    ),
  );
  expect(conflicts).toEqual({
    curso: [],
    "sem-hora": [],
    manha: ["sobreposta"],
    sobreposta: ["manha", "seguinte"],
    seguinte: ["sobreposta"],
    tarde: [],
  });
});

test("a round table and its talks are one slot, not a conflict", () => {
  const agenda = buildAgenda(
    sessions,
    ["mesa", "tema", "outro-tema"].map((id) => ({ id })),
  );
  expect(agenda.days[0]!.items.map((item) => item.conflicts)).toEqual([[], [], []]);
});

test("sessions no longer in the programme are listed apart, with what was remembered", () => {
  const agenda = buildAgenda(sessions, [
    { id: "manha" },
    { id: "removida", title: "Sessão antiga", time: "09h00" },
    { id: "sem-nome" },
  ]);
  expect(agenda.cancelled).toEqual([
    { id: "removida", title: "Sessão antiga", time: "09h00" },
    { id: "sem-nome" },
  ]);
  expect(agenda.liveIds).toEqual(["manha"]);
});

test("a session's snapshot names its congress, day and time", () => {
  expect(agendaEntryOf(sessions[1]!)).toEqual({
    id: "manha",
    title: "Título manha",
    congress: "6º Congresso Internacional de Feridas",
    day: "Dia 1, 28 de agosto de 2025",
    time: "08h30 - 10h00",
  });
  expect(sessionCount(1)).toBe("1 sessão");
  expect(sessionCount(3)).toBe("3 sessões");
});
