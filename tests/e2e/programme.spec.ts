import { expect, test, waitForElementHydration } from "./fixtures";
import { E2E_FIXTURES_URL } from "./servers";

test("the courses tab is the default and lists the five courses with their notes", async ({
  page,
}) => {
  await page.goto("/programacao");
  await expect(page.getByRole("tab", { name: "Cursos Pré-Congresso" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("link", { name: /Adquirir Curso/ })).toHaveCount(5);
  await expect(panel).toContainText(/vagas limitadas/i);
  await expect(panel).toContainText(/certificado/i);
});

test("the nursing tab shows the placeholder days", async ({ page }) => {
  await page.goto("/programacao");
  await page.getByRole("tab", { name: "15º Congresso Nacional de Enfermagem" }).click();
  await expect(page.getByRole("tab", { name: "Dia 1 - 28/08" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tabpanel").last()).toContainText("Programação completa em breve");
  await page.getByRole("tab", { name: "Dia 2 - 29/08" }).click();
  await expect(page.getByRole("tabpanel").last()).toContainText("Programação completa em breve");
});

test("events are sorted by start time, untimed first, with type badges and round-table talks", async ({
  page,
}) => {
  await page.goto(E2E_FIXTURES_URL + "/programacao");
  await page.getByRole("tab", { name: "6º Congresso Internacional Feridas" }).click();
  const day = page.getByRole("tabpanel").last();
  const titles = day.getByRole("heading", { level: 3 });
  await expect(titles).toHaveText([
    "Credenciamento contínuo",
    "Abertura oficial",
    "Coberturas inteligentes",
    "Mesa de casos clínicos",
  ]);
  await expect(day.getByText("Mesa-redonda", { exact: true })).toBeVisible();
  await expect(day.getByText("Cerimônia", { exact: true })).toBeVisible();
  await expect(day).toContainText("Pé diabético na atenção básica");

  await page.getByRole("tab", { name: "Dia 2 - 29/08" }).click();
  await expect(page.getByText("Nenhum evento encontrado para este dia.")).toBeVisible();
});

test("'Atualizar' reloads the programme and says so", async ({ page }) => {
  await page.goto("/programacao");
  // Before hydration it is a link that loads the page again (before-scripts.spec.ts).
  const update = page.getByRole("link", { name: "Atualizar" });
  await waitForElementHydration(update);
  const reload = page.waitForResponse((r) => r.url().includes("programacao.data"));
  await update.click();
  await reload;
  await expect(page.getByText("Programação atualizada!")).toBeVisible();
});

test("'Garanta sua vaga agora mesmo!' goes to the registration packages", async ({ page }) => {
  await page.goto("/programacao");
  const register = page.getByRole("link", { name: "Garanta sua vaga agora mesmo!" });
  await waitForElementHydration(register);
  await register.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Excelente escolha!")).toBeVisible();
  await expect(page.locator("#inscricao-section")).toBeInViewport();
});

test("the programme reads with JavaScript off", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/programacao");
  await expect(page.getByRole("link", { name: /Adquirir Curso/ }).first()).toBeVisible();
  await context.close();
});

// Issue 12, item 3: every congress and day is a link the server draws selected.
test("with JavaScript off, every congress and day of the programme is reachable by its tab links", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(E2E_FIXTURES_URL + "/programacao");
  await page.getByRole("tab", { name: "6º Congresso Internacional Feridas" }).click();
  await expect(page).toHaveURL(/\/programacao\?congresso=feridas&dia=1$/);
  await expect(
    page.getByRole("tab", { name: "6º Congresso Internacional Feridas" }),
  ).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").last()).toContainText("Coberturas inteligentes");

  await page.getByRole("tab", { name: "Dia 2 - 29/08" }).click();
  await expect(page).toHaveURL(/\/programacao\?congresso=feridas&dia=2$/);
  await expect(page.getByRole("tab", { name: "Dia 2 - 29/08" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tabpanel").last()).toContainText(
    "Nenhum evento encontrado para este dia.",
  );

  for (const congress of ["15º Congresso Nacional de Enfermagem", "Cursos Pré-Congresso"]) {
    await page.getByRole("tab", { name: congress }).click();
    await expect(page.getByRole("tab", { name: congress })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  }
  await context.close();
});

test("with JavaScript the tabs switch in place, the address follows and a reload keeps the tab", async ({
  page,
}) => {
  await page.goto(E2E_FIXTURES_URL + "/programacao");
  const feridas = page.getByRole("tab", { name: "6º Congresso Internacional Feridas" });
  // Hydrated: the agenda buttons are enabled only once the scripts run.
  await expect(
    page.getByRole("button", { name: /Adicionar à minha agenda/ }).first(),
  ).toBeEnabled();
  // A mark on this document: it survives only if no new page was loaded.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await feridas.click();
  await expect(page).toHaveURL(/\/programacao\?congresso=feridas&dia=1$/);
  await page.getByRole("tab", { name: "Dia 2 - 29/08" }).click();
  await expect(page).toHaveURL(/\/programacao\?congresso=feridas&dia=2$/);
  await expect(page.getByRole("tab", { name: "Dia 2 - 29/08" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);

  await page.reload();
  await expect(feridas).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Dia 2 - 29/08" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

// Issue 12, item 8: printing the programme gives the sessions, not the screen's chrome.
test("printed, the programme shows every day of the chosen congress without the site's chrome", async ({
  page,
}) => {
  await page.goto(E2E_FIXTURES_URL + "/programacao?congresso=feridas&dia=1");
  await expect(page.getByRole("tab", { name: "Dia 1 - 28/08" })).toHaveAttribute("id", /.+/);
  // On screen only the open day is shown.
  await expect(page.getByRole("heading", { name: /^Dia 2/ })).toBeHidden();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("link", { name: "Conversar pelo WhatsApp" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Atualizar" })).toBeHidden();
  await expect(page.getByRole("tablist")).toHaveCount(0);
  // The congress is named above its days (its tab is gone).
  await expect(
    page.locator("p").filter({ hasText: /^6º Congresso Internacional Feridas$/ }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Dia 1/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Dia 2/ })).toBeVisible();
  await expect(page.getByText("Coberturas inteligentes")).toBeVisible();
  const session = page.getByRole("listitem").filter({ hasText: "Coberturas inteligentes" });
  expect(await session.evaluate((element) => getComputedStyle(element).breakInside)).toBe("avoid");
  // The print footer hydrates with the frame's later parts: print again until it has answered.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await expect(page.getByText(/impresso em \d{2}\/\d{2}\/\d{4}/)).toContainText(
      "/programacao?congresso=feridas&dia=1",
      { timeout: 1_000 },
    );
  }).toPass();
});
