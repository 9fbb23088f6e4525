import { RouterContextProvider } from "react-router";
import { expect, test, vi } from "vitest";
import type { ServerConfig } from "~/config.server";
import { defaultAbout } from "~/content/default-about";
import { adminUserContext, configContext, databaseContext } from "~/context";
import { listAuditLog } from "~/utils/audit.server";
import { databaseTest } from "~tests/support/databases";
import { aboutAction, loadAboutForEditor, saveAbout } from "./about-admin.server";
import { aboutEditorSchema, aboutMessages } from "./about-editor-schema";
import { getAboutCongress } from "./about.server";

const actor = "admin@congresso.test";

const aboutInput = (title: string) => ({
  title,
  edition: "15ª edição",
  paragraphs: [`Texto de ${title}`],
  professionals: [],
});

test("the about form's required fields carry the spec's messages", () => {
  const result = aboutEditorSchema.safeParse({
    revision: 1,
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

databaseTest("the editor starts from the defaults, then upserts the single row", async ({ db }) => {
  expect(await loadAboutForEditor(db)).toEqual({
    about: defaultAbout,
    revision: 0,
    loadError: null,
  });
  const input = {
    revision: 0,
    title: "Sobre",
    edition: "16ª edição",
    paragraphs: ["Um", "Dois"],
    professionals: [
      { name: "Ana", role: "Coordenação", imageUrl: "/images/professionals/feridas.webp" },
    ],
  };
  expect(await saveAbout(db, actor, input)).toEqual({ ok: true, revision: 1 });
  expect(await saveAbout(db, actor, { ...input, revision: 1, paragraphs: ["Só um"] })).toEqual({
    ok: true,
    revision: 2,
  });
  const saved = await getAboutCongress(db);
  expect(saved).toMatchObject({ title: "Sobre", edition: "16ª edição", paragraphs: ["Só um"] });
  expect(saved?.professionals[0]?.id).toEqual(expect.any(String));
  expect((await loadAboutForEditor(db)).revision).toBe(2);
  expect((await listAuditLog(db)).map((entry) => entry.action)).toEqual([
    "about.update",
    "about.update",
  ]);
});

databaseTest("a save from an older revision is refused and changes nothing", async ({ db }) => {
  await saveAbout(db, actor, { ...aboutInput("Primeiro"), revision: 0 });
  await saveAbout(db, actor, { ...aboutInput("Segundo"), revision: 1 });
  for (const revision of [0, 1, 3]) {
    expect(await saveAbout(db, actor, { ...aboutInput("Atrasado"), revision })).toEqual({
      ok: false,
      reason: "stale",
    });
  }
  expect((await getAboutCongress(db))?.title).toBe("Segundo");
  expect((await loadAboutForEditor(db)).revision).toBe(2);
  expect(await listAuditLog(db)).toHaveLength(2);
});

for (const base of [0, 1]) {
  databaseTest(`of two concurrent saves from revision ${base} exactly one wins`, async ({ db }) => {
    if (base === 1) await saveAbout(db, actor, { ...aboutInput("Base"), revision: 0 });
    const inputs = [aboutInput("Título A"), aboutInput("Título B")];
    const results = await Promise.all(
      inputs.map((input) => saveAbout(db, actor, { ...input, revision: base })),
    );
    expect(results).toContainEqual({ ok: true, revision: base + 1 });
    expect(results).toContainEqual({ ok: false, reason: "stale" });
    const winner = inputs[results.findIndex((result) => result.ok)]!;
    expect(await getAboutCongress(db)).toMatchObject({
      title: winner.title,
      paragraphs: winner.paragraphs,
    });
    expect((await loadAboutForEditor(db)).revision).toBe(base + 1);
    expect(await listAuditLog(db)).toHaveLength(base + 1);
  });
}

databaseTest("the action answers a stale save with 409, keeping what was typed", async ({ db }) => {
  await saveAbout(db, actor, { ...aboutInput("Já salvo"), revision: 0 });
  const body = new FormData();
  body.set("revision", "0");
  body.set("title", "Digitado");
  body.set("edition", "16ª edição");
  body.set("paragraphs[0]", "Texto digitado");
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(configContext, { PORT: 0, DATA_DIR: "." } satisfies ServerConfig);
  context.set(adminUserContext, { id: "00000000-0000-4000-8000-000000000000", email: actor });
  const request = new Request("http://localhost/admin/about-congress", {
    method: "POST",
    body,
  });
  const answer = (await aboutAction({ request, context })) as Exclude<
    Awaited<ReturnType<typeof aboutAction>>,
    Response
  >;
  expect(answer.init?.status).toBe(409);
  expect(answer.data.stale).toBe(true);
  expect(answer.data.result.error).toEqual({
    "": [aboutMessages.saveError(aboutMessages.stale)],
  });
  expect(answer.data.result.initialValue).toMatchObject({
    title: "Digitado",
    paragraphs: ["Texto digitado"],
  });
  expect((await getAboutCongress(db))?.title).toBe("Já salvo");
});

databaseTest("a failed read gives the spec's load error and is logged", async ({ db, close }) => {
  await close();
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const { loadError } = await loadAboutForEditor(db);
    expect(loadError).toMatch(/^Erro ao carregar dados: /);
    expect(log).toHaveBeenCalledWith("Erro ao carregar dados:", expect.anything());
  } finally {
    log.mockRestore();
  }
});
