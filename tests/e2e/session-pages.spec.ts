import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test, waitForElementHydration } from "./fixtures";
import { E2E_FIXTURES_URL } from "./servers";

// Issue 12, item 2: a page per session. The fixture programme was stored without session ids,
// so these pages also prove the ids given on read ("abertura-oficial").

test("a timeline title opens its session page, which leads back to its congress and day", async ({
  page,
}) => {
  await page.goto(E2E_FIXTURES_URL + "/programacao");
  await page.getByRole("tab", { name: "6º Congresso Internacional Feridas" }).click();
  await page.getByRole("link", { name: "Coberturas inteligentes" }).click();
  await expect(page).toHaveURL(/\/programacao\/sessao\/coberturas-inteligentes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coberturas inteligentes");
  await expect(page).toHaveTitle(
    "Coberturas inteligentes | Programação | Congresso Nacional de Enfermagem",
  );
  const session = page.getByRole("article");
  await expect(session).toContainText("Palestra");
  await expect(session).toContainText("Dia 1, 28 de agosto de 2025");
  await expect(session).toContainText("10h30 - 11h30 (horário de Brasília)");
  await expect(session).toContainText("Palestrante: Ana Beatriz Souza");

  await page.getByRole("link", { name: "Voltar para a programação" }).click();
  await expect(page).toHaveURL(/\/programacao\?congresso=feridas&dia=1$/);
  await expect(
    page.getByRole("tab", { name: "6º Congresso Internacional Feridas" }),
  ).toHaveAttribute("aria-selected", "true");
});

test("a shared session link previews the session (title, description, Open Graph)", async ({
  request,
}) => {
  const response = await request.get(E2E_FIXTURES_URL + "/programacao/sessao/abertura-oficial");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(
    "<title>Abertura oficial | Programação | Congresso Nacional de Enfermagem</title>",
  );
  expect(html).toContain(
    '<meta property="og:title" content="Abertura oficial | Programação | Congresso Nacional de Enfermagem"/>',
  );
  expect(html).toContain(
    '<meta property="og:description" content="6º Congresso Internacional Feridas · Dia 1, 28 de agosto de 2025 · 08:30 (horário de Brasília)"/>',
  );
});

test("a talk's id opens its round table with the talk marked", async ({ page }) => {
  await page.goto(E2E_FIXTURES_URL + "/programacao/sessao/pe-diabetico-na-atencao-basica");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Pé diabético na atenção básica",
  );
  await expect(page.getByRole("article")).toContainText(
    "Parte da mesa-redonda Mesa de casos clínicos",
  );
  await expect(page.getByRole("article")).toContainText("Moderação: Daniela Rocha");
  const talk = page.getByRole("listitem").filter({ hasText: "Pé diabético na atenção básica" });
  await expect(talk).toHaveAttribute("aria-current", "true");
});

test("an unknown session answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto("/programacao/sessao/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Página não encontrada | Congresso Nacional de Enfermagem");
  await expect(page.getByRole("banner")).toBeVisible();
});

test("session pages work with JavaScript off", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseURL + "/programacao");
  // Without scripts the courses are the programme's readable part (issue 12, item 3 is next).
  await page
    .getByRole("link", { name: "Certificação em Inserção de PICC para Enfermeiros", exact: true })
    .click();
  await expect(page).toHaveURL(
    /\/programacao\/sessao\/curso-certificacao-em-insercao-de-picc-para$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Certificação em Inserção de PICC para Enfermeiros",
  );
  await expect(page.getByRole("article")).toContainText("08h30 - 18h00 (horário de Brasília)");
  await expect(page.getByRole("article")).toContainText("Local: Sala 01");
  await context.close();
});

// Search and sharing on a phone: the way back from a search's result, and the share button.
const CRONICAS = "Biofilme e infecção em feridas crônicas: diagnóstico e manejo";
const PHONE = { width: 360, height: 640 };
const ABERTURA = `${E2E_FIXTURES_URL}/programacao/sessao/abertura-oficial`;

test("a session opened from a search's results leads back to that search", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/programacao");
  const search = page.getByLabel("Buscar por tema, palestrante ou moderador");
  await waitForElementHydration(search);
  await search.fill("cronicas");
  await expect(page).toHaveURL(/\/programacao\?q=cronicas$/);
  await page.getByRole("link", { name: CRONICAS }).click();
  await expect(page).toHaveURL(/\/programacao\/sessao\/[^?]+\?de=q%3Dcronicas$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CRONICAS);

  await page.getByRole("link", { name: "Voltar para a busca" }).click();
  await expect(page).toHaveURL(/\/programacao\?q=cronicas#resultados$/);
  await expect(search).toHaveValue("cronicas");
  await expect(page.getByText("1 sessão encontrada", { exact: true })).toBeInViewport();
});

test("without JavaScript, a result's session page leads back to the search", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(baseURL + "/programacao?q=cronicas&congresso=feridas&dia=&tipo=&sala=");
  await page.getByRole("link", { name: CRONICAS }).click();
  await expect(page).toHaveURL(/\?de=q%3Dcronicas%26congresso%3Dferidas$/);
  await page.getByRole("link", { name: "Voltar para a busca" }).click();
  await expect(page).toHaveURL(/\/programacao\?q=cronicas&congresso=feridas#resultados$/);
  await expect(page.getByText("1 sessão encontrada", { exact: true })).toBeInViewport();
  await context.close();
});

test("the way back is a programme search or the session's own day, never another address", async ({
  page,
  request,
}) => {
  const back = page.getByRole("link", { name: /^Voltar para/ });
  for (const from of ["https://example.com/", "//example.com/", "javascript:alert(1)", "dia=2"]) {
    await page.goto(`${ABERTURA}?de=${encodeURIComponent(from)}`);
    await expect(back).toHaveText("Voltar para a programação");
    await expect(back).toHaveAttribute("href", "/programacao?congresso=feridas&dia=1");
  }
  await page.goto(`${ABERTURA}?de=${encodeURIComponent('q="><script>&tipo=x&dia=99')}`);
  await expect(back).toHaveText("Voltar para a busca");
  await expect(back).toHaveAttribute("href", "/programacao?q=%22%3E%3Cscript%3E#resultados");

  // Such a page is drawn for its request; the session's own stays published.
  const fromSearch = await request.get(`${ABERTURA}?de=q%3Dx`);
  expect(fromSearch.headers()["cache-control"]).toBe("no-store");
  expect(await fromSearch.text()).toContain('href="/programacao?q=x#resultados"');
  const own = await request.get(ABERTURA);
  expect(own.headers()["cache-control"]).toMatch(/^public/);
  expect(await own.text()).not.toContain("#resultados");
});

/** What `navigator.share` was called with, in a page whose browser has the Web Share API. */
async function stubWebShare(page: Page) {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { sharedData: calls });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
}

test("a session's share button opens the share sheet where the browser has one", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const shared = await stubWebShare(page);
  await page.goto(ABERTURA);
  await page.getByRole("button", { name: "Compartilhar sessão" }).click();
  await expect.poll(shared).toHaveLength(1);
  const data = (await shared())[0]!;
  expect(data.title).toBe("Abertura oficial");
  expect(new URL(data.url!).pathname).toBe("/programacao/sessao/abertura-oficial");
  await expect(page.getByRole("button", { name: "Copiar link" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("without the Web Share API a session offers 'Copiar link' and WhatsApp; without scripts, WhatsApp", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(ABERTURA);
  await page.getByRole("button", { name: "Copiar link" }).click();
  await expect(page.getByText("Link copiado!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe("/programacao/sessao/abertura-oficial");
  const whatsApp = page.getByRole("link", { name: "Enviar pelo WhatsApp" });
  const href = new URL((await whatsApp.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/");
  const text = href.searchParams.get("text")!;
  expect(text.startsWith("Abertura oficial · ")).toBe(true);
  expect(text.endsWith(copied)).toBe(true);
  await expect(page.getByRole("button", { name: "Compartilhar sessão" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const plain = await context.newPage();
  await plain.goto(ABERTURA);
  await expect(plain.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(text)}`,
  );
  await expect(plain.getByRole("button", { name: "Copiar link" })).toHaveCount(0);
  await context.close();
});
