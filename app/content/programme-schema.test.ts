import { expect, test } from "vitest";
import {
  type ProgrammeDay,
  programmeSchema,
  readProgramme,
  toProgrammeData,
} from "./programme-schema";
import { withSessionIds } from "./session-ids";

const day: ProgrammeDay = {
  day: "Dia 1",
  events: [
    { time: "08h30", title: "Abertura", type: "cerimônia" },
    {
      time: "10h00 - 11h30",
      title: "Mesa de casos clínicos",
      type: "mesa-redonda",
      moderator: "Enf. Daniela Rocha",
      talks: [{ title: "Pé diabético", speaker: "Dra. Ana Souza" }],
    },
  ],
};

test("a programme with one congress is valid", () => {
  expect(programmeSchema.safeParse({ feridas: [day] }).success).toBe(true);
  expect(programmeSchema.safeParse({ estetica: [] }).success).toBe(true);
});

test("a programme needs at least one congress", () => {
  const result = programmeSchema.safeParse({});
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.message).toBe(
    "A programação precisa ter pelo menos um congresso.",
  );
  expect(programmeSchema.safeParse({ other: [day] }).success).toBe(false);
  // The courses are the event facts': they make no programme.
  expect(programmeSchema.safeParse({ cursos: [day] }).success).toBe(false);
});

test("events need a title and a known type", () => {
  const untitled = { ...day, events: [{ time: "08h00", title: " ", type: "palestra" }] };
  expect(programmeSchema.safeParse({ nursing: [untitled] }).success).toBe(false);
  const unknownType = { ...day, events: [{ time: "08h00", title: "Show", type: "festa" }] };
  expect(programmeSchema.safeParse({ nursing: [unknownType] }).success).toBe(false);
  const noTime = { ...day, events: [{ title: "Sem horário", type: "palestra" }] };
  expect(programmeSchema.safeParse({ nursing: [noTime] }).success).toBe(false);
  expect(programmeSchema.safeParse({ nursing: "Dia 1" }).success).toBe(false);
});

test("readProgramme strips the stored type and version", () => {
  const stored = toProgrammeData({ estetica: [day] }, 1_700_000_000_000);
  expect(stored.type).toBe("program_schedule");
  expect(readProgramme(stored)).toEqual(withSessionIds({ estetica: [day] }));
});

test("a version stored with its days' dates and the courses reads without them", () => {
  const dated = { ...day, date: "28 de agosto de 2025" };
  const stored = { type: "program_schedule", version: 1, cursos: [day], feridas: [dated] };
  expect(readProgramme(stored)).toEqual(withSessionIds({ feridas: [day] }));
  // Courses alone were a programme: it reads as an empty one, not as none.
  expect(readProgramme({ type: "program_schedule", version: 1, cursos: [day] })).toEqual({
    nursing: [],
  });
});

test("readProgramme refuses about_congress data and anything that is not a programme", () => {
  expect(readProgramme({ type: "about_congress", feridas: [day] })).toBeNull();
  expect(readProgramme({ type: "program_schedule", version: 1 })).toBeNull();
  expect(readProgramme(null)).toBeNull();
  expect(readProgramme("programação")).toBeNull();
});

test("a text that is not text is refused with the field's name; a stored one reads cleaned", () => {
  const withTab = (title: string, room = "Auditório") => ({
    feridas: [{ ...day, events: [{ time: "08h30", title, type: "palestra", room }] }],
  });
  const vertical = programmeSchema.safeParse(withTab("Abertura\u000Boficial"));
  expect(vertical.error?.issues[0]?.message).toMatch(/^Título: contém um caractere invisível/);
  const crlf = programmeSchema.safeParse(withTab("Abertura", "Sala\r\nX-INJ:1"));
  expect(crlf.error?.issues[0]?.message).toMatch(/^Sala: use uma só linha/);

  const stored = readProgramme(withTab("Abertura\u000Boficial\u0000", "Sala\r\nA"));
  expect(stored?.feridas?.[0]?.events[0]).toMatchObject({
    title: "Aberturaoficial",
    room: "Sala A",
  });
});

test("a session's 'Resumo' is optional plain text of at most 600 characters, a talk's too", () => {
  const withAbstract = (abstract: string, talkAbstract?: string) => ({
    feridas: [
      {
        ...day,
        events: [
          { time: "08h30", title: "Abertura", type: "cerimônia", abstract },
          {
            time: "10h00",
            title: "Mesa",
            type: "mesa-redonda",
            talks: [{ title: "Fala", ...(talkAbstract ? { abstract: talkAbstract } : {}) }],
          },
        ],
      },
    ],
  });
  const message = (data: unknown) => programmeSchema.safeParse(data).error?.issues[0]?.message;
  expect(message(withAbstract("a".repeat(600), "b".repeat(600)))).toBeUndefined();
  expect(message(withAbstract("a".repeat(601)))).toBe("Resumo: use no máximo 600 caracteres");
  expect(message(withAbstract("Um\nparágrafo"))).toMatch(/^Resumo: use uma só linha/);
  expect(message(withAbstract("Curto", "b".repeat(601)))).toBe(
    "Resumo da palestra: use no máximo 600 caracteres",
  );
  expect(readProgramme(withAbstract("  Um resumo.  "))?.feridas?.[0]?.events[0]?.abstract).toBe(
    "Um resumo.",
  );
});
