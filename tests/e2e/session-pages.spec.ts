import { expect, test } from "./fixtures";
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
