import { expect, test } from "vitest";
import { defaultProgramme } from "./default-programme";
import { type Programme, readProgramme } from "./programme-schema";
import { newSessionId, SESSION_ID_PATTERN, slugify, withSessionIds } from "./session-ids";

const allIds = (programme: Programme) =>
  Object.values(programme).flatMap((days) =>
    (days ?? []).flatMap((day) =>
      day.events.flatMap((event) => [event.id, ...(event.talks ?? []).map((talk) => talk.id)]),
    ),
  );

test("a slug is lower-case ASCII without accents, cut at a word's end", () => {
  expect(slugify("Lesão por pressão: da prevenção ao tratamento")).toBe(
    "lesao-por-pressao-da-prevencao-ao-tratamento",
  );
  expect(slugify("Coffee break & visita à exposição!")).toBe("coffee-break-visita-a-exposicao");
  expect(slugify("Certificação em Inserção de PICC para Enfermeiros e Enfermeiras")).toBe(
    "certificacao-em-insercao-de-picc-para",
  );
  expect(slugify("???")).toBe("sessao");
  expect(SESSION_ID_PATTERN.test(slugify("a".repeat(80)))).toBe(true);
});

test("a new session id is its title's slug with a random tail", () => {
  const first = newSessionId("Feridas crônicas");
  expect(first).toMatch(/^feridas-cronicas-[a-z0-9]{4}$/);
  expect(SESSION_ID_PATTERN.test(first)).toBe(true);
  expect(new Set(Array.from({ length: 20 }, () => newSessionId("x"))).size).toBeGreaterThan(1);
});

const legacy: Programme = {
  feridas: [
    {
      day: "Dia 1",
      events: [
        { time: "08h00", title: "Abertura", type: "cerimônia" },
        { time: "09h00", title: "Abertura", type: "palestra" },
        {
          time: "10h00",
          title: "Mesa",
          type: "mesa-redonda",
          talks: [{ title: "Primeira fala" }, { title: "Segunda fala", id: "abertura" }],
        },
      ],
    },
  ],
};

test("sessions without ids get them from their titles, unique, the same on every read", () => {
  const once = withSessionIds(legacy);
  expect(allIds(once)).toEqual(["abertura-2", "abertura-3", "mesa", "primeira-fala", "abertura"]);
  expect(withSessionIds(legacy)).toEqual(once);
  // A stored version without ids reads as the same ids every time.
  const stored = { ...legacy, type: "program_schedule", version: 1 };
  expect(readProgramme(stored)).toEqual(once);
  expect(readProgramme(stored)).toEqual(readProgramme(stored));
});

test("ids already given are kept; a copied session gets a new one", () => {
  const withIds = withSessionIds(legacy);
  const event = withIds.feridas![0]!.events[0]!;
  const copied: Programme = {
    feridas: [{ ...withIds.feridas![0]!, events: [...withIds.feridas![0]!.events, event] }],
  };
  const ids = allIds(withSessionIds(copied, () => "nova"));
  expect(ids.slice(0, 5)).toEqual(allIds(withIds));
  expect(ids[5]).toBe("nova");
});

test("the default programme names every session, each id unique and valid", () => {
  const ids = allIds(defaultProgramme);
  expect(ids.every((id) => id !== undefined && SESSION_ID_PATTERN.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  expect(withSessionIds(defaultProgramme)).toEqual(defaultProgramme);
});
