import { defaultEventFacts } from "~/content/default-event-facts";
import { expect, test } from "vitest";
import { defaultProgramme } from "~/content/default-programme";
import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { changeLog, changesBetween, describeChange } from "./programme-changes";
import { sessionFacts } from "./session-facts";
import type { SavedProgramme } from "./schedule-history.server";
import { sessionRevisions } from "./session-history";
import { formatInZone } from "~/lib/time-zone";

const MOVED = "fisiologia-da-cicatrizacao-e-avaliacao";
const REMOVED = "biofilme-e-infeccao-em-feridas-cronicas";
const KEPT = "feridas-na-pratica-casos-que-nos-ensinaram";

/** The default programme with `edit` applied to each feridas event (null removes it). */
function edited(edit: (event: ProgrammeEvent) => ProgrammeEvent | null): Programme {
  return {
    ...defaultProgramme,
    feridas: defaultProgramme.feridas!.map((day) => ({
      ...day,
      events: day.events.flatMap((event) => edit(event) ?? []),
    })),
  };
}

const moveAndRemove = edited((event) =>
  event.id === MOVED
    ? { ...event, time: "14h00 - 14h45", room: "Auditório 2" }
    : event.id === REMOVED
      ? null
      : event,
);

const saved = (version: number, programme: Programme): SavedProgramme => ({
  version,
  savedAt: new Date(`2025-08-0${version}T15:00:00Z`),
  programme,
});

test("a session without a written end lasts until the next start, at most an hour", () => {
  const programme: Programme = {
    nursing: [
      {
        day: "Dia 1",
        events: [
          { id: "a", time: "08h00", title: "A", type: "palestra" },
          { id: "b", time: "08h20", title: "B", type: "palestra" },
          { id: "c", time: "", title: "C", type: "palestra" },
        ],
      },
    ],
  };
  const facts = sessionFacts(programme, defaultEventFacts).filter((s) => s.congress === "nursing");
  expect(facts.map(({ id, start, end, isoDate }) => ({ id, start, end, isoDate }))).toEqual([
    { id: "a", start: 480, end: 500, isoDate: "2025-08-28" },
    { id: "b", start: 500, end: 560, isoDate: "2025-08-28" },
    { id: "c", start: null, end: null, isoDate: "2025-08-28" },
  ]);
});

test("SEQUENCE grows for the changed session only; a removed one is marked with its time", () => {
  const history = {
    versions: [saved(1, defaultProgramme), saved(2, moveAndRemove)],
    olderVersions: 0,
  };
  const revisions = sessionRevisions(history, defaultEventFacts);
  expect(revisions.get(MOVED)).toMatchObject({
    sequence: 1,
    lastModified: history.versions[1]!.savedAt,
  });
  expect(revisions.get(MOVED)!.removedAt).toBeUndefined();
  expect(revisions.get(KEPT)).toMatchObject({
    sequence: 0,
    lastModified: history.versions[0]!.savedAt,
  });
  expect(revisions.get(REMOVED)).toMatchObject({
    sequence: 1,
    removedAt: history.versions[1]!.savedAt,
  });
  // A session back in the programme is live again, one revision later.
  const back = sessionRevisions(
    {
      ...history,
      versions: [...history.versions, saved(3, defaultProgramme)],
    },
    defaultEventFacts,
  );
  expect(back.get(REMOVED)).toMatchObject({ sequence: 2 });
  expect(back.get(REMOVED)!.removedAt).toBeUndefined();
  expect(back.get(MOVED)!.sequence).toBe(2);
});

test("versions beyond the walked window keep SEQUENCE from going down", () => {
  const walkedAll = sessionRevisions(
    {
      versions: [saved(1, defaultProgramme), saved(2, moveAndRemove), saved(3, moveAndRemove)],
      olderVersions: 0,
    },
    defaultEventFacts,
  );
  // The oldest version has left the window: its change is no longer seen, but counted.
  const slid = sessionRevisions(
    {
      versions: [saved(2, moveAndRemove), saved(3, moveAndRemove)],
      olderVersions: 1,
    },
    defaultEventFacts,
  );
  expect(slid.get(MOVED)!.sequence).toBeGreaterThanOrEqual(walkedAll.get(MOVED)!.sequence);
  expect(slid.get(KEPT)!.sequence).toBeGreaterThanOrEqual(walkedAll.get(KEPT)!.sequence);
});

test("the changes between two versions: moved (time and room) and cancelled", () => {
  const changes = changesBetween(
    sessionFacts(defaultProgramme, defaultEventFacts),
    sessionFacts(moveAndRemove, defaultEventFacts),
  );
  expect(changes.map((change) => [change.kind, change.session.id])).toEqual([
    ["moved", MOVED],
    ["cancelled", REMOVED],
  ]);
  const [moved, cancelled] = changes.map(describeChange);
  expect(moved).toEqual({
    title:
      "Sessão alterada: Fisiologia da cicatrização e avaliação sistematizada de feridas complexas",
    details: [
      "Horário: 09h15 - 10h00 → 14h00 - 14h45",
      expect.stringMatching(/^Sala: .+ → Auditório 2$/),
    ],
    path: `/programacao/sessao/${MOVED}`,
  });
  expect(cancelled!.title).toBe(
    "Sessão cancelada: Biofilme e infecção em feridas crônicas: diagnóstico e manejo",
  );
  expect(cancelled!.path).toBeUndefined();
  expect(cancelled!.details[0]).toContain("08h00 - 08h45");
});

test("new sessions, another day and changed speakers are listed", () => {
  const day2 = defaultProgramme.feridas![1]!;
  const moved = defaultProgramme.feridas![0]!.events.find((event) => event.id === MOVED)!;
  const after: Programme = {
    ...defaultProgramme,
    feridas: [
      {
        ...defaultProgramme.feridas![0]!,
        events: defaultProgramme.feridas![0]!.events.flatMap((event) =>
          event.id === MOVED
            ? []
            : event.id === KEPT
              ? [{ ...event, speakers: ["Enf. Nova Pessoa"], speaker: undefined }]
              : [event],
        ),
      },
      {
        ...day2,
        events: [
          ...day2.events,
          moved,
          { id: "sessao-nova", time: "17h00 - 17h30", title: "Sessão nova", type: "palestra" },
        ],
      },
    ],
  };
  const texts = changesBetween(
    sessionFacts(defaultProgramme, defaultEventFacts),
    sessionFacts(after, defaultEventFacts),
  ).map(describeChange);
  expect(texts.map((text) => text.title)).toEqual(
    expect.arrayContaining([
      `Palestrantes alterados: Feridas na prática: casos que nos ensinaram`,
      "Sessão alterada: Fisiologia da cicatrização e avaliação sistematizada de feridas complexas",
      "Nova sessão: Sessão nova",
    ]),
  );
  const movedText = texts.find((text) => text.title.startsWith("Sessão alterada"))!;
  expect(movedText.details[0]).toMatch(/^Dia: .*Dia 1, .* → .*Dia 2, /);
  const speakers = texts.find((text) => text.title.startsWith("Palestrantes alterados"))!;
  expect(speakers.details[0]).toMatch(/^Palestrantes: .+ → Enf\. Nova Pessoa$/);
});

test("the change log lists saves newest first, leaving out those that changed no session", () => {
  const log = changeLog(
    {
      versions: [
        saved(1, defaultProgramme),
        saved(2, moveAndRemove),
        saved(3, moveAndRemove),
        saved(4, defaultProgramme),
      ],
      olderVersions: 0,
    },
    defaultEventFacts,
  );
  expect(log.map((entry) => entry.version)).toEqual([4, 2]);
  expect(log[0]!.changes.map((change) => change.kind).sort()).toEqual(["added", "moved"]);
});

test("save times are written in pt-BR, in Salvador's time", () => {
  expect(formatInZone(new Date("2025-08-12T17:30:00Z"), "America/Bahia", "longDateTime")).toBe(
    "12 de agosto de 2025 às 14:30",
  );
});

test("a day's new label changes no session; a new title is one change, in words", () => {
  const relabelled: Programme = {
    ...defaultProgramme,
    feridas: defaultProgramme.feridas!.map((day, index) =>
      index === 0 ? { ...day, day: `${day.day} - Abertura` } : day,
    ),
  };
  const facts = (programme: Programme) => sessionFacts(programme, defaultEventFacts);
  expect(changesBetween(facts(defaultProgramme), facts(relabelled))).toEqual([]);

  const retitled = edited((event) =>
    event.id === KEPT ? { ...event, title: "Feridas na prática: casos reais" } : event,
  );
  const changes = changesBetween(facts(defaultProgramme), facts(retitled));
  expect(changes.map((change) => [change.kind, change.session.id])).toEqual([["retitled", KEPT]]);
  expect(describeChange(changes[0]!)).toMatchObject({
    title: "Sessão renomeada: Feridas na prática: casos reais",
    details: [expect.stringMatching(/^Título: .+ → Feridas na prática: casos reais$/)],
  });
});
