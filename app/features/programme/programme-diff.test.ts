import { expect, test } from "vitest";
import type { Programme, ProgrammeEvent } from "~/content/programme-schema";
import { diffProgrammes, summarizeVersion } from "./programme-diff";

const event = (title: string, time = "08h00", room?: string): ProgrammeEvent => ({
  time,
  title,
  type: "palestra",
  room,
});

const programme = (...events: ProgrammeEvent[]): Programme => ({
  feridas: [{ day: "Dia 1", events }],
});

const base = programme(event("Abertura", "08h00", "Auditório"), event("Curativos", "09h00"));

test("no change reads 'Sem alterações'; no version before reads 'Primeira versão'", () => {
  expect(summarizeVersion(base, structuredClone(base))).toBe("Sem alterações");
  expect(summarizeVersion(null, base)).toBe("Primeira versão");
});

test("added and removed sessions are counted", () => {
  const added = programme(...base.feridas![0]!.events, event("Nova A"), event("Nova B", "10h00"));
  expect(summarizeVersion(base, added)).toBe("+2 sessões");
  expect(summarizeVersion(added, base)).toBe("2 sessões removidas");
  expect(summarizeVersion(base, programme(base.feridas![0]!.events[0]!))).toBe("1 sessão removida");
});

test("a changed time, room or text is counted on the same session", () => {
  const changed = programme(
    event("Abertura", "08h30", "Sala 2"),
    { ...event("Curativos", "09h00"), speaker: "Ana" },
    event("Encerramento", "18h00"),
  );
  expect(summarizeVersion(base, changed)).toBe(
    "+1 sessão, 1 horário alterado, 1 sala alterada, 1 texto alterado",
  );
});

test("a retitled session at the same time is an edit, not a removal and an addition", () => {
  const retitled = programme(event("Abertura", "08h00", "Auditório"), event("Feridas", "09h00"));
  expect(diffProgrammes(base, retitled)).toMatchObject({
    addedEvents: 0,
    removedEvents: 0,
    changedTexts: 1,
  });
});

test("days added, removed and renamed, with their sessions", () => {
  const twoDays: Programme = {
    feridas: [...base.feridas!, { day: "Dia 2", events: [event("X")] }],
  };
  expect(summarizeVersion(base, twoDays)).toBe("+1 dia, +1 sessão");
  expect(summarizeVersion(twoDays, base)).toBe("1 dia removido, 1 sessão removida");
  const renamed: Programme = { feridas: [{ ...base.feridas![0]!, day: "Primeiro dia" }] };
  expect(summarizeVersion(base, renamed)).toBe("1 dia renomeado");
  const otherCongress: Programme = { ...base, nursing: [{ day: "Dia 1", events: [] }] };
  expect(summarizeVersion(base, otherCongress)).toBe("+1 dia");
});

test("a new or changed 'Resumo' is a changed text", () => {
  const withAbstract = programme(
    { ...event("Abertura", "08h00", "Auditório"), abstract: "Boas-vindas." },
    event("Curativos", "09h00"),
  );
  expect(summarizeVersion(base, withAbstract)).toBe("1 texto alterado");
});
