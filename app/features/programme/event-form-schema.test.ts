import { expect, test } from "vitest";
import { eventFormSchema, eventToFormValues, splitSpeakers } from "./event-form-schema";

const messages = (input: unknown) => {
  const result = eventFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

test("time, title and type are required with the spec's messages", () => {
  expect(messages({})).toEqual([
    "Horário é obrigatório",
    "Título é obrigatório",
    "Tipo de evento é obrigatório",
  ]);
  expect(messages({ time: "  ", title: " ", type: "" })).toEqual([
    "Horário é obrigatório",
    "Título é obrigatório",
    "Tipo de evento é obrigatório",
  ]);
  expect(messages({ time: "08h00", title: "Abertura", type: "festa" })).toEqual([
    "Tipo de evento é obrigatório",
  ]);
});

test("speakers are split at commas and trimmed, empty pieces dropped", () => {
  expect(splitSpeakers(" Ana Souza, Bruno ,, Carla ,")).toEqual(["Ana Souza", "Bruno", "Carla"]);
  expect(splitSpeakers(undefined)).toEqual([]);
  const event = eventFormSchema.parse({
    time: "10h00 - 11h00",
    title: "Mesa sobre feridas",
    type: "mesa-redonda",
    speakers: "Ana, Bruno",
  });
  expect(event.speakers).toEqual(["Ana", "Bruno"]);
});

test("empty optional fields are left out of the event", () => {
  const event = eventFormSchema.parse({
    time: " 08h00 ",
    title: " Abertura ",
    type: "cerimônia",
    speaker: "",
    speakers: " , ",
    moderator: "",
    room: "",
    talks: [],
  });
  expect(event).toEqual({ time: "08h00", title: "Abertura", type: "cerimônia" });
});

test("each talk of a round table needs a title", () => {
  expect(
    messages({
      time: "10h00",
      title: "Mesa",
      type: "mesa-redonda",
      talks: [{ title: "Primeira" }, { speaker: "Ana" }],
    }),
  ).toEqual(["Título é obrigatório"]);
  const event = eventFormSchema.parse({
    time: "10h00",
    title: "Mesa",
    type: "mesa-redonda",
    moderator: "Carla",
    talks: [{ title: "Primeira", speaker: "Ana", moderator: "" }],
  });
  expect(event).toEqual({
    time: "10h00",
    title: "Mesa",
    type: "mesa-redonda",
    moderator: "Carla",
    talks: [{ title: "Primeira", speaker: "Ana" }],
  });
});

test("an event goes back into the form and out again unchanged", () => {
  const event = {
    time: "08h30 - 12h30",
    title: "Curso de PICC",
    type: "curso" as const,
    speakers: ["Ana", "Bruno"],
    room: "Sala 01",
    talks: [{ id: "parte-1", title: "Parte 1", moderator: "Carla" }],
  };
  const values = eventToFormValues(event);
  // A talk's session id travels through the form's hidden field.
  expect(values.talks[0]?.id).toBe("parte-1");
  expect(values.speakers).toBe("Ana, Bruno");
  expect(eventFormSchema.parse(values)).toEqual(event);
});

test("a talk's session id must be a session id", () => {
  const result = eventFormSchema.safeParse({
    time: "10h00",
    title: "Mesa",
    type: "mesa-redonda",
    talks: [{ id: "../etc/passwd", title: "Primeira" }],
  });
  expect(result.success).toBe(false);
});

test("a 'Resumo' is one paragraph: its line breaks become spaces, an empty one is left out", () => {
  const event = eventFormSchema.parse({
    time: "10h00",
    title: "Mesa",
    type: "mesa-redonda",
    abstract: "  Casos reais\r\n  de feridas\tcomplexas.  ",
    talks: [
      { title: "Primeira", abstract: "Uma fala\nsobre biofilme." },
      { title: "Segunda", abstract: " " },
    ],
  });
  expect(event.abstract).toBe("Casos reais de feridas complexas.");
  expect(event.talks).toEqual([
    { title: "Primeira", abstract: "Uma fala sobre biofilme." },
    { title: "Segunda" },
  ]);
  expect(eventToFormValues(event)).toMatchObject({
    abstract: "Casos reais de feridas complexas.",
    talks: [{ abstract: "Uma fala sobre biofilme." }, { abstract: "" }],
  });
});

test("a 'Resumo' longer than 600 characters, or with an invisible character, is refused", () => {
  const base = { time: "10h00", title: "Palestra", type: "palestra" };
  expect(messages({ ...base, abstract: "a".repeat(600) })).toEqual([]);
  expect(messages({ ...base, abstract: "a".repeat(601) })).toEqual([
    "Use no máximo 600 caracteres",
  ]);
  expect(messages({ ...base, abstract: "Resumo\u0000" })).toEqual([
    "Contém um caractere invisível que não pode ser salvo. Apague-o e digite o texto de novo.",
  ]);
  expect(
    messages({
      ...base,
      type: "mesa-redonda",
      talks: [{ title: "Fala", abstract: "b".repeat(601) }],
    }),
  ).toEqual(["Use no máximo 600 caracteres"]);
});
