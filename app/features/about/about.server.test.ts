import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { expect, vi } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { renderFactText } from "~/lib/fact-text";
import { defaultAbout } from "~/content/default-about";
import { aboutCongress } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { getAboutCongress } from "./about.server";
import type { AboutCongress } from "~/content/about-schema";

const saved: AboutCongress = {
  title: "O Congresso",
  edition: "16ª edição",
  paragraphs: ["Primeiro parágrafo.", "Segundo parágrafo."],
  professionals: [{ id: "a", name: "Dra. Ana", role: "Coordenação", imageUrl: "/images/ana.webp" }],
};

databaseTest("the stored about block is returned", async ({ db }) => {
  await db.insert(aboutCongress).values(saved);
  expect(await getAboutCongress(db)).toEqual(saved);
});

databaseTest("with no stored block the defaults are returned", async ({ db }) => {
  expect(await getAboutCongress(db)).toEqual(defaultAbout);
});

databaseTest("a failed read gives null and is logged", async ({ db, close }) => {
  await close();
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(await getAboutCongress(db)).toBeNull();
    expect(log).toHaveBeenCalled();
  } finally {
    log.mockRestore();
  }
});

databaseTest(
  "the placeholders migration turns the block as first seeded over, and leaves an edited one",
  async ({ db }) => {
    const statements = readFileSync("drizzle/0006_about_placeholders.sql", "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => sql.raw(statement));
    const seededBefore = {
      ...defaultAbout,
      edition: "15ª edição",
      paragraphs: defaultAbout.paragraphs.map((paragraph) =>
        renderFactText(paragraph, defaultEventFacts),
      ),
    };
    await db.insert(aboutCongress).values(seededBefore);
    for (const statement of statements) await db.execute(statement);
    expect(await getAboutCongress(db)).toEqual(defaultAbout);

    await db.update(aboutCongress).set(saved);
    for (const statement of statements) await db.execute(statement);
    expect(await getAboutCongress(db)).toEqual(saved);
  },
);
