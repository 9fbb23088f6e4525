import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test, waitForElementHydration } from "./fixtures";
import { E2E_BASE_URL } from "./servers";

// Search and filters of /programacao (issue 12, item 4), on the default programme.
const CRONICAS = "Biofilme e infecção em feridas crônicas: diagnóstico e manejo";
/** The live region that says how many sessions matched. */
const results = (page: Page) => page.getByRole("status").filter({ hasText: /encontrad/ });
const searchBox = (page: Page) => page.getByLabel("Buscar por tema, palestrante ou moderador");
/** A phone held upright: the form fills the screen, the results start below it. */
const PHONE = { width: 360, height: 640 };

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form loads the results page, and every state is a URL", async ({ page }) => {
    await page.goto("/programacao");
    await page.getByLabel("Buscar por tema, palestrante ou moderador").fill("cronicas");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(
      /\/programacao\?q=cronicas&congresso=&dia=&tipo=&sala=#resultados$/,
    );
    await expect(results(page)).toContainText("1 sessão encontrada");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([CRONICAS]);
    await expect(page.getByRole("heading", { level: 2, name: /Feridas · Dia 2/ })).toBeVisible();

    // Filters combine: the lectures of Feridas' day 2.
    await page.getByLabel("Buscar por tema, palestrante ou moderador").fill("");
    await page.getByRole("combobox", { name: "Congresso" }).selectOption("feridas");
    await page.getByRole("combobox", { name: "Dia" }).selectOption("2");
    await page.getByRole("combobox", { name: "Tipo" }).selectOption("palestra");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=&congresso=feridas&dia=2&tipo=palestra&sala=#resultados$/);
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

  test("on a phone, Enter loads the results page at the count", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/programacao");
    await searchBox(page).fill("cronicas");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/programacao\?q=cronicas&.*#resultados$/);
    await expect(page.getByText("1 sessão encontrada", { exact: true })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 3, name: CRONICAS })).toBeInViewport();
  });

  test("the filters show the tab the address opens", async ({ page }) => {
    await page.goto("/programacao?congresso=feridas&dia=2");
    await expect(page.getByRole("tab", { name: /Feridas/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("combobox", { name: "Congresso" })).toHaveValue("feridas");
    await expect(page.getByRole("combobox", { name: "Dia" })).toHaveValue("2");
    // Sent from there, a search is made in that congress and day, as the form says.
    await searchBox(page).fill("cronicas");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\?q=cronicas&congresso=feridas&dia=2&tipo=&sala=#resultados$/);
    await expect(results(page)).toContainText("1 sessão encontrada");
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

test("on a phone, Enter or 'Buscar' brings the count and the first result into view", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/programacao");
  const search = searchBox(page);
  await waitForElementHydration(search);
  const count = page.getByText("1 sessão encontrada", { exact: true });
  // Typed from the top of the page: the results start below the fold.
  await search.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
  await page.keyboard.type("cronicas");
  // The count is a live region: it is read out as the results change.
  await expect(results(page)).toContainText("1 sessão encontrada");
  await expect(count).not.toBeInViewport();

  await page.keyboard.press("Enter");
  await expect(count).toBeInViewport();
  // Focused, so it is read out and the phone's keyboard closes.
  await expect(count).toBeFocused();
  await expect(page.getByRole("heading", { level: 3, name: CRONICAS })).toBeInViewport();
  await expect(page).toHaveURL(/\/programacao\?q=cronicas$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(count).not.toBeInViewport();
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(count).toBeInViewport();
  await expect(count).toBeFocused();

  // Nothing found is brought into view the same way.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await search.fill("zzz");
  await search.press("Enter");
  await expect(page.getByText("Nenhuma sessão encontrada.")).toBeInViewport();
  await expect(page.getByText("Nenhuma sessão encontrada.")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test("the filters and the tabs are one state: each follows the other, in one address", async ({
  page,
}) => {
  await page.goto("/programacao?congresso=feridas&dia=2");
  const congress = page.getByRole("combobox", { name: "Congresso" });
  const day = page.getByRole("combobox", { name: "Dia" });
  await expect(congress).toHaveValue("feridas");
  await expect(day).toHaveValue("2");

  // A tab chosen: the filters follow.
  const estetica = page.getByRole("tab", { name: /Estética/ });
  await waitForElementHydration(estetica);
  await estetica.click();
  await expect(page).toHaveURL(/\/programacao\?congresso=estetica&dia=1$/);
  await expect(congress).toHaveValue("estetica");
  await expect(day).toHaveValue("1");
  await page.getByRole("tab", { name: /^Dia 2/ }).click();
  await expect(day).toHaveValue("2");

  // A congress and day chosen in the form: the tabs follow.
  await congress.selectOption("feridas");
  await expect(page).toHaveURL(/\/programacao\?congresso=feridas&dia=2$/);
  await expect(page.getByRole("tab", { name: /Feridas/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: /^Dia 2/ })).toHaveAttribute("aria-selected", "true");
  await day.selectOption("1");
  await expect(page).toHaveURL(/\/programacao\?congresso=feridas&dia=1$/);
  await expect(page.getByRole("tab", { name: /^Dia 1/ })).toHaveAttribute("aria-selected", "true");

  // Typing searches the congress and day the form shows; 'Todos' widens it.
  await searchBox(page).fill("cronicas");
  await expect(page.getByText("Nenhum evento encontrado para este dia.")).toBeVisible();
  await day.selectOption("");
  await expect(results(page)).toContainText("1 sessão encontrada");
  await expect(page).toHaveURL(/\/programacao\?q=cronicas&congresso=feridas$/);

  // With nothing typed, the opening tab (the courses) is no congress chosen.
  await searchBox(page).fill("");
  await congress.selectOption("");
  await expect(page).toHaveURL(/\/programacao$/);
  await expect(page.getByRole("tab", { name: "Cursos Pré-Congresso" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(day).toHaveValue("");
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
