import { defaultEventFacts } from "~/content/default-event-facts";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect, test } from "vitest";
import { defaultProgramme } from "~/content/default-programme";
import { writeChangesFeed } from "./atom-feed";
import { changeLog } from "./programme-changes";

const removed = {
  ...defaultProgramme,
  feridas: defaultProgramme.feridas!.map((day) => ({
    ...day,
    events: day.events.filter((event) => event.id !== "biofilme-e-infeccao-em-feridas-cronicas"),
  })),
};

/** The feed of a save that turned the default programme into `saved`. */
const feed = (saved = removed, event = defaultEventFacts.event) =>
  writeChangesFeed({
    entries: changeLog(
      {
        versions: [
          { version: 1, savedAt: new Date("2025-08-01T12:00:00Z"), programme: defaultProgramme },
          { version: 2, savedAt: new Date("2025-08-02T12:00:00Z"), programme: saved },
        ],
        olderVersions: 0,
      },
      defaultEventFacts,
    ),
    origin: "https://congresso.example",
    updated: new Date("2025-08-02T12:00:00Z"),
    event,
  });

test("the Atom feed is well-formed, with the required elements and stable ids", () => {
  const xml = feed();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === "entry",
  }).parse(xml);
  const atom = parsed.feed;
  expect(atom["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
  expect(atom.id).toBe("tag:congresso.example,2025:programacao/alteracoes");
  expect(atom.updated).toBe("2025-08-02T12:00:00.000Z");
  expect(atom.author.name).toBeTruthy();
  expect(atom.entry).toHaveLength(1);
  const [entry] = atom.entry;
  expect(entry.id).toBe("tag:congresso.example,2025:programacao/alteracoes/2");
  expect(entry.link["@_href"]).toBe("https://congresso.example/programacao/alteracoes#versao-2");
  expect(entry.content["@_type"]).toBe("html");
  expect(entry.content["#text"]).toContain("<strong>Sessão cancelada: Biofilme");
  // The same data gives the same bytes: a reader sees no new entry.
  expect(feed()).toBe(xml);
});

test("a title with characters XML cannot hold still makes a well-formed feed", () => {
  const hostile = "Word\u000Bquebra \u001B[31m \u0001 \uFFFE <b>&</b>";
  const renamed = {
    ...defaultProgramme,
    feridas: defaultProgramme.feridas!.map((day) => ({
      ...day,
      events: day.events.map((event) => ({ ...event, title: `${event.title} ${hostile}` })),
    })),
  };
  const xml = feed(renamed, { ...defaultEventFacts.event, name: `CNE ${hostile}` });
  expect(xml).toContain("Wordquebra");
  // eslint-disable-next-line no-control-regex -- the controls are what it looks for
  expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE]/);
  expect(XMLValidator.validate(xml)).toBe(true);
});
