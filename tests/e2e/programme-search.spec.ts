import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL } from "./servers";

// Search and filters of /programacao (issue 12, item 4), on the default programme.
const CRONICAS = "Biofilme e infecção em feridas crônicas: diagnóstico e manejo";
/** The live region that says how many sessions matched. */
const results = (page: Page) => page.getByRole("status").filter({ hasText: /encontrad/ });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form loads the results page, and every state is a URL", async ({ page }) => {
    await page.goto("/programacao");
    await page.getByLabel("Buscar por tema, palestrante ou moderador").fill("cronicas");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/programacao\?q=cronicas&congresso=&dia=&tipo=&sala=$/);
    await expect(results(page)).toContainText("1 sessão encontrada");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([CRONICAS]);
    await expect(page.getByRole("heading", { level: 2, name: /Feridas · Dia 2/ })).toBeVisible();

    // Filters combine: the lectures of Feridas' day 2.
    await page.getByLabel("Buscar por tema, palestrante ou moderador").fill("");
    await page.getByRole("combobox", { name: "Congresso" }).selectOption("feridas");
    await page.getByRole("combobox", { name: "Dia" }).selectOption("2");
    await page.getByRole("combobox", { name: "Tipo" }).selectOption("palestra");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=&congresso=feridas&dia=2&tipo=palestra&sala=$/);
    const status = results(page);
    await expect(status).toContainText(/^\d+ sessões encontradas/);
    const count = Number((await status.textContent())!.match(/\d+/)![0]);
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(count);
    await expect(page.getByRole("listitem").getByText("Palestra", { exact: true })).toHaveCount(
      count,
    );
    await expect(page.getByRole("combobox", { name: "Congresso" })).toHaveValue("feridas");

    // A room narrows to its sessions.
    await page.getByRole("combobox", { name: "Tipo" }).selectOption("");
    await page.getByRole("combobox", { name: "Sala" }).selectOption("Sala 03");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      "Terapia compressiva e bota de Unna na prática",
    ]);

    // Nothing found says so for the day, and 'Limpar filtros' goes back to the tabs.
    await page.getByLabel("Buscar por tema, palestrante ou moderador").fill("zzz");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText("Nenhum evento encontrado para este dia.")).toBeVisible();
    await page.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(/\/programacao$/);
    await expect(page.getByRole("tab", { name: "Cursos Pré-Congresso" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("a shared search link opens with the form filled and its results", async ({ page }) => {
    await page.goto("/programacao?q=curativo&congresso=feridas&dia=2&tipo=palestra");
    await expect(page.getByLabel("Buscar por tema, palestrante ou moderador")).toHaveValue(
      "curativo",
    );
    await expect(page.getByRole("combobox", { name: "Tipo" })).toHaveValue("palestra");
    await expect(page.getByText("Nenhum evento encontrado para este dia.")).toBeVisible();
    await page.goto("/programacao?q=Cronicas&dia=2");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([CRONICAS]);
    // Across congresses, nothing found is said as such.
    await page.goto("/programacao?q=zzz");
    await expect(page.getByText("Nenhuma sessão encontrada.")).toBeVisible();
  });
});

test("with JavaScript the results follow the typing and the address follows the results", async ({
  page,
}) => {
  await page.goto("/programacao");
  const search = page.getByLabel("Buscar por tema, palestrante ou moderador");
  const status = results(page);
  // Typing before the page has hydrated is typed again.
  await expect(async () => {
    await search.fill("cronicas");
    await expect(status).toContainText("1 sessão encontrada", { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([CRONICAS]);
  await expect(page).toHaveURL(/\/programacao\?q=cronicas$/);

  await search.fill("");
  await page.getByRole("combobox", { name: "Congresso" }).selectOption("feridas");
  await page.getByRole("combobox", { name: "Dia" }).selectOption("2");
  await page.getByRole("combobox", { name: "Tipo" }).selectOption("palestra");
  await expect(page).toHaveURL(/\/programacao\?q=&congresso=feridas&dia=2&tipo=palestra$/);
  await expect(status).toContainText(/^\d+ sessões encontradas/);

  // The address is the state: reloading shows the same results.
  const before = await status.textContent();
  await page.reload();
  await expect(results(page)).toHaveText(before!);

  await search.fill("zzz");
  await expect(page.getByText("Nenhum evento encontrado para este dia.")).toBeVisible();
  await page.getByRole("link", { name: "Limpar filtros" }).click();
  await expect(page.getByRole("tab", { name: "Cursos Pré-Congresso" })).toBeVisible();
  await expect(page).toHaveURL(/\/programacao$/);
  await expect(search).toHaveValue("");
});

test("keyboard alone can search and filter", async ({ page }) => {
  await page.goto("/programacao?q=&congresso=feridas");
  await expect(results(page)).toBeVisible();
  const search = page.getByLabel("Buscar por tema, palestrante ou moderador");
  await search.focus();
  await page.keyboard.type("exsudato");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "Feridas oncológicas e cuidados paliativos",
  ]);
  // Tab past 'Buscar' to the congress, then choose another with the arrow keys.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Congresso" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("combobox", { name: "Congresso" })).toHaveValue("estetica");
  await expect(page.getByText("Nenhuma sessão encontrada.")).toBeVisible();
  await expect(page).toHaveURL(/q=exsudato&congresso=estetica$/);
});

test("a search is answered for its request only; the tabs' pages stay published", async ({
  request,
}) => {
  const search = await request.get(`${E2E_BASE_URL}/programacao?q=cronicas`);
  expect(search.status()).toBe(200);
  expect(search.headers()["cache-control"]).toBe("no-store");
  expect(await search.text()).toContain("1 sessão encontrada");
  const tab = await request.get(`${E2E_BASE_URL}/programacao?congresso=feridas&dia=2`);
  expect(tab.headers()["cache-control"]).toMatch(/^public/);
  // A hostile query is bounded and answered, never an error.
  const hostile = await request.get(
    `${E2E_BASE_URL}/programacao?q=${"%C3%A9".repeat(300)}&tipo[]=x&sala=%00&dia=99`,
  );
  expect(hostile.status()).toBe(200);
});
