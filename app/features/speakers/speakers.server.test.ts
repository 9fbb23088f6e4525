import { expect, vi } from "vitest";
import { speakers } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { listSpeakers } from "./speakers.server";

databaseTest("speakers are listed by name with the fields the cards need", async ({ db }) => {
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

  expect(list.map((s) => s.name)).toEqual(["Ana Beatriz Souza", "Carlos Menezes", "Daniela Rocha"]);
  expect(list[0]).toEqual({
    id: expect.any(String),
    name: "Ana Beatriz Souza",
    role: "Enfermeira estomaterapeuta",
    bio: "Especialista em feridas complexas.",
    imageUrl: "/images/ana.webp",
    // The editor saves against it; the public page ignores it.
    revision: 1,
  });
  expect(list[1]?.imageUrl).toBeNull();
});

databaseTest("no speakers gives an empty list", async ({ db }) => {
  expect(await listSpeakers(db)).toEqual([]);
});

databaseTest("a failed read gives an empty list and is logged", async ({ db, close }) => {
  await close();
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    expect(await listSpeakers(db)).toEqual([]);
    expect(log).toHaveBeenCalledWith("Erro ao carregar palestrantes", expect.anything());
  } finally {
    log.mockRestore();
  }
});
