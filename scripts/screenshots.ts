// `npm run screenshots`: full-page captures to look at before calling a layout done (issue 11),
// written to screenshots/ (ignored by git):
// - every public page at 360, 800 and 1280 px, and at 360 px with JavaScript off (`-nojs`);
// - a programme search's results (`programacao-busca-*`);
// - the contact form's success panel at 360 and 800 px (`contato-enviado-*`);
// - each admin editor (programme, speakers, sponsors, about, inbox) at 375 px;
// - the home page again once two speakers exist (`home-speakers-*`: one of them with a bio
//   longer than the card's three lines, and its 'Ler mais' dialog open at 360 px).
// Builds when there is no build, and serves it on a throw-away embedded database
// (SCREENSHOTS_PORT, default 3190).
import { type Browser, type Page, chromium } from "@playwright/test";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../tests/e2e/admin-helpers.ts";
import { publicPages } from "../tests/e2e/public-routes.ts";
import { chromiumLaunchOptions } from "../tests/e2e/servers.ts";
import { ensureBuild, startBuiltServer } from "../tests/support/server-process.ts";

const outDir = path.resolve("screenshots");
const publicWidths = [360, 800, 1280] as const;
const adminEditors = [
  ["programa", "/admin/program"],
  ["palestrantes", "/admin/speakers"],
  ["patrocinadores", "/admin/sponsors"],
  ["sobre", "/admin/about-congress"],
  ["caixa-de-entrada", "/admin/inbox"],
] as const;
const longBio =
  "Enfermeira estomaterapeuta com vinte anos de experiência em atenção hospitalar e domiciliar. " +
  "Coordena programas de prevenção de lesões por pressão, forma equipes em todo o Nordeste e " +
  "orienta residentes em feridas complexas, queimaduras e cuidados paliativos.";

await ensureBuild();
const server = await startBuiltServer({
  port: Number(process.env.SCREENSHOTS_PORT ?? 3190),
  dataDir: ".tmp/screenshots-data",
});
const files: string[] = [];

try {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);

  for (const width of publicWidths) {
    const page = await openPage(browser, width);
    for (const { path: pagePath } of publicPages) await capture(page, pagePath, pageName(pagePath));
    // A search's results, as Enter leaves them (the session pages above carry the share button).
    await capture(page, "/programacao?q=lesão#resultados", "programacao-busca");
    if (width !== 1280) await captureContactSuccess(page);
    await page.context().close();
  }

  const noScript = await openPage(browser, 360, { javaScriptEnabled: false });
  for (const { path: pagePath } of publicPages)
    await capture(noScript, pagePath, `${pageName(pagePath)}-nojs`);
  await noScript.context().close();

  const admin = await openPage(browser, 375);
  await signIn(admin);
  for (const [name, adminPath] of adminEditors) await capture(admin, adminPath, `admin-${name}`);
  await addSpeaker(admin, "Ana Beatriz Souza", longBio);
  await addSpeaker(admin, "Carlos Eduardo Menezes", "Pesquisador em segurança do paciente.");
  await admin.context().close();

  for (const width of publicWidths) {
    const page = await openPage(browser, width);
    await capture(page, "/", "home-speakers");
    if (width === 360) {
      await page
        .getByRole("button", { name: /Ler mais/ })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await shoot(page, "home-speakers-bio", false);
    }
    await page.context().close();
  }
  await browser.close();
  console.log(files.join("\n"));
} finally {
  await server.stop();
}

function pageName(pagePath: string) {
  return pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "__");
}

async function openPage(browser: Browser, width: number, options = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 800 : 900 },
    deviceScaleFactor: 1,
    locale: "pt-BR",
    ...options,
  });
  return context.newPage();
}

async function capture(page: Page, pagePath: string, name: string) {
  await page.goto(server.baseUrl + pagePath, { waitUntil: "networkidle" });
  await loadLazyImages(page);
  await shoot(page, name);
}

async function shoot(page: Page, name: string, fullPage = true) {
  const file = path.join(outDir, `${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path: file, fullPage });
  files.push(file);
}

/** The contact form sent: its 'Mensagem Enviada!' panel beside the contact cards. */
async function captureContactSuccess(page: Page) {
  await page.goto(server.baseUrl + "/contato", { waitUntil: "networkidle" });
  const values = {
    Nome: "Conceição Araújo",
    "E-mail": "conceicao@example.com",
    Telefone: "(71) 99999-0000",
    Assunto: "Inscrição em grupo",
    Mensagem: "Olá! Há desconto para grupos de enfermagem?",
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await page.getByRole("heading", { name: "Mensagem Enviada!" }).waitFor();
  // The fixed header would otherwise be drawn where the form scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "contato-enviado");
}

async function signIn(page: Page) {
  await page.goto(server.baseUrl + "/admin/login");
  await page.getByLabel("E-mail").fill(ADMIN_EMAIL);
  await page.getByLabel("Senha").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

async function addSpeaker(page: Page, name: string, bio: string) {
  await page.goto(server.baseUrl + "/admin/speakers");
  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("Cargo/título").fill("Enfermeira");
  await page.getByLabel("Biografia").fill(bio);
  await page.getByRole("button", { name: "Salvar palestrante" }).click();
  await page.getByText("Palestrante salvo com sucesso!").waitFor();
}

/** Loads `loading="lazy"` images now: a full-page capture never scrolls them into view. */
async function loadLazyImages(page: Page) {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
      img.loading = "eager";
    }
  });
  await page.waitForLoadState("networkidle");
}
