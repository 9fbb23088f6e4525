import { type Browser, type Page, expect } from "@playwright/test";
import type { LoginAsAdmin } from "./fixtures";

// Admin saves done through the editors' own forms, for the published-page specs.

/**
 * Signs in as the admin (with the test's `loginAsAdmin` fixture), in a browser context of its
 * own, on the server at `baseUrl`.
 */
export async function adminPage(browser: Browser, baseUrl: string, loginAsAdmin: LoginAsAdmin) {
  const context = await browser.newContext({ baseURL: baseUrl });
  return loginAsAdmin(await context.newPage());
}

export async function saveAboutTitle(admin: Page, title: string) {
  await admin.goto("/admin/about-congress");
  await admin.getByLabel("Título").fill(title);
  await admin.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(admin.getByText("Dados salvos com sucesso!")).toBeVisible();
}

export async function addSpeaker(admin: Page, name: string) {
  await admin.goto("/admin/speakers");
  await admin.getByLabel("Nome").fill(name);
  await admin.getByLabel("Cargo/título").fill("Enfermeira");
  await admin.getByLabel("Biografia").fill("Uma biografia para o teste de publicação.");
  await admin.getByRole("button", { name: "Salvar palestrante" }).click();
  await expect(admin.getByText("Palestrante salvo com sucesso!")).toBeVisible();
}

export async function removeSponsor(admin: Page, sponsor: string) {
  await admin.goto("/admin/sponsors");
  await admin.getByRole("button", { name: `Remover ${sponsor}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await admin.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(admin.getByText("Patrocinadores salvos com sucesso!")).toBeVisible();
}

/**
 * Adds an event to the programme's first day (or the editor's `?congresso=…&dia=…`) and saves a
 * new version.
 */
export async function addProgrammeEvent(admin: Page, title: string, selection = "") {
  await admin.goto(`/admin/program${selection}`);
  await admin.getByRole("button", { name: "Adicionar evento" }).click();
  const dialog = admin.getByRole("dialog", { name: "Adicionar evento" });
  await dialog.getByLabel("Horário").fill("18h50 - 19h00");
  await dialog.getByLabel("Título", { exact: true }).fill(title);
  await dialog.getByLabel("Tipo de evento").selectOption("palestra");
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);
  await admin.getByRole("button", { name: "Salvar Nova Versão" }).click();
  await expect(
    admin.getByText("Nova versão salva com sucesso! Ela aparece no histórico de versões."),
  ).toBeVisible();
}
