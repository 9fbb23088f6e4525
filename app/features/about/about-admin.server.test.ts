import { expect, test } from "vitest";
import { defaultAbout } from "~/content/default-about";
import { listAuditLog } from "~/features/audit/audit.server";
import { testEngines } from "~tests/support/databases";
import { aboutEditorSchema } from "./about-editor-schema";
import { loadAboutForEditor, saveAbout } from "./about-admin.server";
import { getAboutCongress } from "./about.server";

const actor = "admin@congresso.test";

test("the about form's required fields carry the spec's messages", () => {
  const result = aboutEditorSchema.safeParse({
    title: "",
    edition: "",
    paragraphs: ["ok", "  "],
    professionals: [{ name: "Ana", role: "", imageUrl: "" }],
  });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    "Título é obrigatório",
    "Edição é obrigatória",
    "Parágrafo não pode estar vazio",
    "Cargo é obrigatório",
    "Imagem é obrigatória",
  ]);
});

for (const engine of testEngines) {
  test(`${engine.name}: the editor starts from the defaults, then upserts the single row`, async () => {
    const { db, close } = await engine.open();
    try {
      expect(await loadAboutForEditor(db)).toEqual({ about: defaultAbout, loadError: null });
      const input = {
        title: "Sobre",
        edition: "16ª edição",
        paragraphs: ["Um", "Dois"],
        professionals: [
          { name: "Ana", role: "Coordenação", imageUrl: "/images/professionals/feridas.webp" },
        ],
      };
      await saveAbout(db, actor, input);
      await saveAbout(db, actor, { ...input, paragraphs: ["Só um"] });
      const saved = await getAboutCongress(db);
      expect(saved).toMatchObject({ title: "Sobre", edition: "16ª edição", paragraphs: ["Só um"] });
      expect(saved?.professionals[0]?.id).toEqual(expect.any(String));
      expect((await listAuditLog(db)).map((entry) => entry.action)).toEqual([
        "about.update",
        "about.update",
      ]);
    } finally {
      await close();
    }
  });

  test(`${engine.name}: a failed read gives the spec's load error`, async () => {
    const { db, close } = await engine.open();
    await close();
    const { loadError } = await loadAboutForEditor(db);
    expect(loadError).toMatch(/^Erro ao carregar dados: /);
  });
}
