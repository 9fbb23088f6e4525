import { expect, test } from "vitest";
import { sessionPeople } from "./session-people";

test("a round table presents its speakers and moderator; a talk of it its own speaker", () => {
  const roundTable = {
    time: "14h00 - 15h00",
    title: "Mesa",
    type: "mesa-redonda" as const,
    moderator: "Daniela Rocha",
    talks: [
      { title: "A", speaker: "Ana" },
      { title: "B", speaker: "Ana" },
      { title: "C", speaker: "Bruno", moderator: "Carla" },
    ],
  };
  expect(sessionPeople(roundTable)).toEqual(["Ana", "Bruno", "Daniela Rocha"]);
  expect(sessionPeople(roundTable, roundTable.talks[2])).toEqual(["Bruno", "Carla"]);
  expect(sessionPeople({ ...roundTable, speakers: ["Eva", "Ana"], talks: [] })).toEqual([
    "Eva",
    "Ana",
    "Daniela Rocha",
  ]);
});

test("an event's own speaker and speakers, its talks' and its moderator, trimmed, each once", () => {
  const event = {
    time: "22h00",
    title: "Mesa",
    type: "mesa-redonda" as const,
    speaker: "Zé",
    speakers: ["B ", "A", ""],
    moderator: " Mod ",
    talks: [{ title: "Fala", speaker: "A" }],
  };
  expect(sessionPeople(event)).toEqual(["Zé", "B", "A", "Mod"]);
});
