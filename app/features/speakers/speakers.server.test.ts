import { expect, test, vi } from "vitest";
import { speakers } from "~/db/schema";
import { testEngines } from "~tests/support/databases";
import { listSpeakers } from "./speakers.server";

for (const engine of testEngines) {
  test(`${engine.name}: speakers are listed by name with the fields the cards need`, async () => {
    const { db, close } = await engine.open();
    try {
      await db.insert(speakers).values([
        { name: "Daniela Rocha", role: "Docente", bio: "Professora de semiologia." },
        {
          name: "Ana Beatriz Souza",
          role: "Enfermeira estomaterapeuta",
          bio: "Especialista em feridas complexas.",
          imageUrl: "/images/ana.webp",
        },
        { name: "Carlos Menezes", role: "Doutor em Enfermagem", bio: "Segurança do paciente." },
      ]);

      const list = await listSpeakers(db);

      expect(list.map((s) => s.name)).toEqual([
        "Ana Beatriz Souza",
        "Carlos Menezes",
        "Daniela Rocha",
      ]);
      expect(list[0]).toEqual({
        id: expect.any(String),
        name: "Ana Beatriz Souza",
        role: "Enfermeira estomaterapeuta",
        bio: "Especialista em feridas complexas.",
        imageUrl: "/images/ana.webp",
      });
      expect(list[1]?.imageUrl).toBeNull();
    } finally {
      await close();
    }
  });

  test(`${engine.name}: no speakers gives an empty list`, async () => {
    const { db, close } = await engine.open();
    try {
      expect(await listSpeakers(db)).toEqual([]);
    } finally {
      await close();
    }
  });

  test(`${engine.name}: a failed read gives an empty list and is logged`, async () => {
    const { db, close } = await engine.open();
    await close();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await listSpeakers(db)).toEqual([]);
      expect(log).toHaveBeenCalledWith("Erro ao carregar palestrantes", expect.anything());
    } finally {
      log.mockRestore();
    }
  });
}
