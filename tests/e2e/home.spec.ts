import { expect, test, waitForElementHydration } from "./fixtures";
import { fixtureSpeakers } from "./fixture-content";
import { E2E_FIXTURES_URL } from "./servers";

test("the home sections come in the spec's order", async ({ page }) => {
  await page.goto("/");
  const ids = await page
    .locator("main section[id]")
    .evaluateAll((sections) => sections.map((s) => s.id));
  const expected = [
    "program-section",
    "speakers-section",
    "inscricao-section",
    "registration-section",
    "location-section",
  ];
  expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
});

test("hero: 'Inscreva-se agora' scrolls to registration with a 1 s toast", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("main section").first();
  for (const badge of [
    "15º Congresso Nacional de Enfermagem",
    "6º Congresso Internacional Feridas",
    "2º Congresso Brasileiro de Enfermagem em Estética",
  ]) {
    await expect(hero.getByText(badge, { exact: true })).toBeVisible();
  }
  // A click before the page has hydrated is the link's own jump, with no toast: once back at the
  // top, it is made again.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await hero.getByRole("link", { name: "Inscreva-se agora" }).click();
    await expect(page.getByText("Rolando para baixo...")).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.locator("#registration-section")).toBeInViewport();
  await expect(page.getByText("Rolando para baixo...")).toBeHidden({ timeout: 3000 });
});

test("hero: 'Ver programação' scrolls to the programme", async ({ page }) => {
  await page.goto("/");
  await page.locator("main section").first().getByRole("link", { name: "Ver programação" }).click();
  await expect(page.locator("#program-section")).toBeInViewport();
});

test("about block comes from the database with four professionals", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Sobre o Congresso", level: 2 })).toBeVisible();
  await expect(page.getByText("15ª edição")).toBeVisible();
  await expect(page.getByText("Dra. Helena Prado")).toBeVisible();
  await expect(page.getByText("Coordenação de Enfermagem em Estética")).toBeVisible();
});

test("programme section: congress tabs, day tabs and the pre-congress table", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#program-section");
  await expect(section.getByRole("tab", { name: "Cursos Pré-Congresso" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const coursesTable = section.getByRole("table");
  await expect(coursesTable.getByRole("columnheader")).toHaveText([
    "Horário",
    "Curso",
    "Instrutor",
    "Ação",
  ]);
  const courseRows = coursesTable.locator("tbody tr");
  expect(await courseRows.count()).toBeLessThanOrEqual(5);
  await expect(
    section.getByRole("link", { name: "Ver todos os cursos disponíveis" }),
  ).toBeVisible();

  const feridas = section.getByRole("tab", { name: "6º Congresso Internacional Feridas" });
  // The section hydrates after the first paint: a click that lands before is made again.
  await expect(async () => {
    await feridas.click();
    await expect(feridas).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass();
  await expect(section.getByRole("tab", { name: "Dia 1 - 28/08/2025" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const feridasDay1 = section.getByRole("tabpanel").getByRole("table").last();
  await expect(feridasDay1.getByRole("columnheader")).toHaveText(["Horário", "Atividade", "Tipo"]);
  expect(await feridasDay1.locator("tbody tr").count()).toBeLessThanOrEqual(5);

  await section.getByRole("tab", { name: "Dia 2 - 29/08/2025" }).click();
  const feridasDay2 = section.getByRole("tabpanel").getByRole("table").last();
  await expect(feridasDay2.getByRole("columnheader")).toHaveText([
    "Horário",
    "Atividade",
    "Palestrante",
  ]);

  await expect(section.getByRole("link", { name: "Ver programação completa" })).toHaveAttribute(
    "href",
    "/programacao",
  );
});

test("programme section: 'Adquirir' shows the courses toast before leaving for the store", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#program-section");
  // Keep the test on this site: the store is external. Its answer waits until the test has seen
  // the toast: until then the browser keeps showing this page, however long the toast takes to
  // load on a busy machine.
  let toastSeen!: () => void;
  const seen = new Promise<void>((resolve) => (toastSeen = resolve));
  await page.route(/inscricoes\.congressonacionaldeenfermagem\.com\.br/, async (route) => {
    await seen;
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Loja</title>" });
  });
  // The toast is the scripts' doing: before them, the link simply leads to the store (the test
  // without JavaScript below). The link sits in the tabs, whose code loads after the root has
  // hydrated, so the test waits for the link itself.
  const buy = section.getByRole("link", { name: /^Adquirir :/ }).first();
  await waitForElementHydration(buy);
  await buy.click();
  await expect(page.getByText("Cursos Pré-Congresso!")).toBeVisible();
  await expect(
    page.getByText("Você está sendo redirecionado para a página de aquisição dos cursos."),
  ).toBeVisible();
  toastSeen();
  await page.waitForURL(/inscricoes\.congressonacionaldeenfermagem\.com\.br\/.*cursos/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("programme section: 'Adquirir' still leads to the course store", async ({ page }) => {
    await page.route(/inscricoes\.congressonacionaldeenfermagem\.com\.br/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Loja</title>" }),
    );
    await page.goto("/");
    await page
      .locator("#program-section")
      .getByRole("link", { name: /^Adquirir :/ })
      .first()
      .click();
    await page.waitForURL(/inscricoes\.congressonacionaldeenfermagem\.com\.br\/.*cursos/);
    await expect(page).toHaveTitle("Loja");
  });
});

test("speakers: 'Em breve' when there are none", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#speakers-section");
  await expect(section.getByRole("heading", { name: "Palestrantes Confirmados" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Em breve" })).toBeVisible();
  await expect(section.getByRole("link", { name: "Ver programação" })).toHaveAttribute(
    "href",
    "/programacao",
  );
});

test("speakers: a looping carousel of cards ordered by name, 3 per view on large screens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(E2E_FIXTURES_URL + "/");
  const section = page.locator("#speakers-section");
  const names = [...fixtureSpeakers.map((s) => s.name)].sort((a, b) => a.localeCompare(b, "pt-BR"));
  const headings = section.getByRole("heading", { level: 3 });
  await expect(headings).toHaveText(names);

  const visible = async () => {
    const result: string[] = [];
    for (const heading of await headings.all())
      if ((await heading.isVisible()) && (await isInViewport(heading)))
        result.push(await heading.innerText());
    return result;
  };
  await expect.poll(visible).toHaveLength(3);

  // The bio is clamped to three lines.
  await expect(section.getByText(fixtureSpeakers[0]!.bio).first()).toHaveCSS(
    "-webkit-line-clamp",
    "3",
  );

  // Looping: "previous" from the first card shows the last one.
  await section.getByRole("button", { name: "Palestrante anterior" }).click();
  await expect.poll(visible).toContain(names[names.length - 1]);

  // A broken photo falls back to the placeholder.
  const broken = section.getByRole("img", { name: /Carlos Eduardo Menezes/ });
  await expect(broken).toHaveAttribute("src", /speaker-placeholder/);
});

test("speakers: one card per view on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(E2E_FIXTURES_URL + "/");
  const section = page.locator("#speakers-section");
  await section.scrollIntoViewIfNeeded();
  const headings = section.getByRole("heading", { level: 3 });
  await expect
    .poll(async () => {
      let count = 0;
      for (const heading of await headings.all()) if (await isInViewport(heading)) count++;
      return count;
    })
    .toBe(1);
});

test("registration section is sold out", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#registration-section");
  await expect(section.getByText("VAGAS LIMITADAS", { exact: true })).toBeVisible();
  await expect(
    section.getByRole("heading", { name: "Invista em sua carreira hoje mesmo!" }),
  ).toBeVisible();
  await expect(section.getByText("Capacidade máxima atingida")).toBeVisible();
  await expect(section.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  const buttons = section.getByRole("button", { name: "Vagas esgotadas" });
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
  await expect(section).toContainText("46,44");
  await expect(section).toContainText("377,00");
  await expect(section).toContainText("37,82");
  await expect(section).toContainText("307,00");
});

test("call to action, venue teaser and the sponsors carousel", async ({ page }) => {
  await page.goto("/");
  const cta = page.locator("#inscricao-section");
  await expect(cta.getByText("EXPERIÊNCIA TRANSFORMADORA", { exact: true })).toBeVisible();
  await expect(
    cta.getByText("Vagas limitadas. Preço promocional por tempo determinado."),
  ).toBeVisible();
  await expect(cta.getByRole("link", { name: "Adquirir Cursos Pré-Congresso" })).toBeVisible();

  const venue = page.locator("#location-section");
  await expect(venue.getByRole("heading", { name: "Local" })).toBeVisible();
  await expect(venue.getByRole("link", { name: "Saiba mais sobre o local" })).toHaveAttribute(
    "href",
    "/local",
  );

  await expect(page.getByRole("heading", { name: "Patrocinadores" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Bigfral" }).first()).toBeAttached();
});

test("the sponsors carousel advances by itself every 3 s", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const heading = page.getByRole("heading", { name: "Patrocinadores" });
  await heading.scrollIntoViewIfNeeded();
  const track = page.locator("[data-sponsors-track]");
  const start = await track.evaluate((el) => getComputedStyle(el).transform);
  await expect
    .poll(() => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 8000 })
    .not.toBe(start);
});

test("with no sponsors the carousel invites companies", async ({ page }) => {
  await page.goto(E2E_FIXTURES_URL + "/");
  await expect(page.getByText("Anuncie sua empresa aqui.")).toBeVisible();
});

test("FAQ: one answer open at a time", async ({ page }) => {
  await page.goto("/");
  const faq = page
    .getByRole("heading", { name: "Perguntas Frequentes" })
    .locator("xpath=ancestor::section[1]");
  const items = faq.locator("details");
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await expect(faq.getByRole("link", { name: "Ver todas as perguntas" })).toHaveCount(0);
});

async function isInViewport(locator: import("@playwright/test").Locator) {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.left >= -1 && rect.right <= window.innerWidth + 1;
  });
}

test("programme section: a round table names its speakers and its moderator as such; a long day says how many more and links there", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#program-section");
  const feridas = section.getByRole("tab", { name: "6º Congresso Internacional Feridas" });
  // The section hydrates after the first paint: a click that lands before is made again.
  await expect(async () => {
    await feridas.click();
    await expect(feridas).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass();
  await section.getByRole("tab", { name: "Dia 2 - 29/08/2025" }).click();
  const panel = section.getByRole("tabpanel").last();
  const row = panel
    .getByRole("row")
    .filter({ hasText: "Feridas oncológicas e cuidados paliativos" });
  await expect(row.getByRole("cell").last()).toHaveText(
    "Enf. Cláudia Regina Bastos, Dr. Eduardo Sales Guimarães · Moderação: Dra. Márcia Lopes Viana",
  );

  const more = panel.getByRole("link", { name: /^Ver mais \d+ atividades?$/ });
  await expect(more).toHaveAttribute("href", "/programacao?congresso=feridas&dia=2");
  await more.click();
  await expect(page).toHaveURL(/\/programacao\?congresso=feridas&dia=2$/);
  await expect(
    page.getByRole("tab", { name: "6º Congresso Internacional Feridas" }),
  ).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Dia 2 - 29/08" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("speakers: 'Ler mais' opens a clamped bio in full in a dialog, by mouse and by keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(E2E_FIXTURES_URL + "/");
  const section = page.locator("#speakers-section");
  const [long] = fixtureSpeakers;
  const readMore = section.getByRole("button", { name: `Ler mais sobre ${long!.name}` });
  // Short bios fit their three lines and have nothing more to read.
  await expect(section.getByRole("button", { name: /^Ler mais/ })).toHaveCount(1);

  await readMore.click();
  const dialog = page.getByRole("dialog", { name: long!.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(long!.bio)).toBeVisible();
  await expect(dialog.getByText(long!.bio)).toHaveCSS("-webkit-line-clamp", "none");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
});

test("speakers: without JavaScript 'Ler mais' shows the whole bio in place", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(E2E_FIXTURES_URL + "/");
  const section = page.locator("#speakers-section");
  const [long] = fixtureSpeakers;
  const full = section.locator("details").getByText(long!.bio);
  await expect(full).toBeHidden();
  await section.getByText(`Ler mais sobre ${long!.name}`).click();
  await expect(full).toBeVisible();
  await expect(full).toHaveCSS("-webkit-line-clamp", "none");
  await context.close();
});
