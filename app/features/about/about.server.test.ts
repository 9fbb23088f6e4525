import { expect, test, vi } from "vitest";
import { defaultAbout } from "~/content/default-about";
import { aboutCongress } from "~/db/schema";
import { testEngines } from "~tests/support/databases";
import { getAboutCongress } from "./about.server";
import type { AboutCongress } from "~/content/about-schema";

const saved: AboutCongress = {
  title: "O Congresso",
  edition: "16ª edição",
  paragraphs: ["Primeiro parágrafo.", "Segundo parágrafo."],
  professionals: [{ id: "a", name: "Dra. Ana", role: "Coordenação", imageUrl: "/images/ana.webp" }],
};

for (const engine of testEngines) {
  test(`${engine.name}: the stored about block is returned`, async () => {
    const { db, close } = await engine.open();
    try {
      await db.insert(aboutCongress).values(saved);
      expect(await getAboutCongress(db)).toEqual(saved);
    } finally {
      await close();
    }
  });

  test(`${engine.name}: with no stored block the defaults are returned`, async () => {
    const { db, close } = await engine.open();
    try {
      expect(await getAboutCongress(db)).toEqual(defaultAbout);
    } finally {
      await close();
    }
  });

  test(`${engine.name}: a failed read gives null and is logged`, async () => {
    const { db, close } = await engine.open();
    await close();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await getAboutCongress(db)).toBeNull();
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
}
