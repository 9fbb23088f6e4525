import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test, watchPageProblems } from "./fixtures";
import { E2E_FIXTURES_URL } from "./servers";

// Issue 12, item 5: 'Minha agenda' without login, kept in the browser's localStorage.

const PICC = "Certificação em Inserção de PICC para Enfermeiros";
const PUNCAO = "Punção Venosa Periférica Guiada por Ultrassom";
const QUEIMADO = "Cuidados ao Paciente Queimado: da Avaliação à Reabilitação";

/** A session's toggle, by the session's title (its accessible name ends with it). */
const toggle = (page: Page, title: string) =>
  page.getByRole("button", { name: new RegExp(`minha agenda: ${escape(title)}$`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A browser without the Web Share API, whatever the one running the tests has. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
}

/** The names of `links` whose boxes meet the box of `over`. */
async function linksUnder(over: Locator, links: Locator) {
  const box = await over.boundingBox();
  if (!box) return ["(no toast)"];
  return links.evaluateAll(
    (elements, b) =>
      elements
        .filter((element) => {
          const r = element.getBoundingClientRect();
          return (
            r.width > 0 &&
            r.left < b.x + b.width &&
            r.right > b.x &&
            r.top < b.y + b.height &&
            r.bottom > b.y
          );
        })
        .map((element) => element.textContent?.trim() || element.getAttribute("aria-label")),
    box,
  );
}

/** The titles of the agenda's sessions, day by day, as the page lists them. */
async function listedDays(page: Page) {
  return page
    .getByRole("main")
    .locator("section:has(> ol)")
    .evaluateAll((sections) =>
      sections.map((section) => [
        section.querySelector("h2")?.textContent,
        [...section.querySelectorAll("h3")].map((h3) => h3.textContent),
      ]),
    );
}

test("sessions added from the timeline and from a session page are listed by day and time", async ({
  page,
}) => {
  await page.goto(E2E_FIXTURES_URL + "/programacao?congresso=feridas&dia=1");
  const add = toggle(page, "Coberturas inteligentes");
  await expect(add).toHaveAttribute("aria-pressed", "false");
  await expect(add).toContainText("Adicionar à minha agenda");
  await add.click();
  await expect(add).toHaveAttribute("aria-pressed", "true");
  await expect(add).toContainText("Remover da minha agenda");
  // Breaks are not chosen.
  await expect(page.getByRole("button", { name: /Credenciamento contínuo/ })).toHaveCount(0);

  await page.goto(E2E_FIXTURES_URL + "/programacao/sessao/abertura-oficial");
  await toggle(page, "Abertura oficial").click();
  await expect(toggle(page, "Abertura oficial")).toHaveAttribute("aria-pressed", "true");
  // A talk of a round table can be chosen on its own page.
  await page.goto(E2E_FIXTURES_URL + "/programacao/sessao/pe-diabetico-na-atencao-basica");
  await toggle(page, "Pé diabético na atenção básica").click();
  await expect(toggle(page, "Pé diabético na atenção básica")).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto(E2E_FIXTURES_URL + "/minha-agenda");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minha agenda");
  await expect(page.getByText("3 sessões na sua agenda")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("horário de Brasília");
  await expect
    .poll(() => listedDays(page))
    .toEqual([
      [
        "Quinta-feira, 28 de agosto de 2025",
        ["Abertura oficial", "Coberturas inteligentes", "Pé diabético na atenção básica"],
      ],
    ]);
  const talk = page.getByRole("article").filter({ hasText: "Pé diabético" });
  await expect(talk).toContainText("Parte da mesa-redonda Mesa de casos clínicos");
  await expect(talk).toContainText("14h00 - 15h00");

  // Removing one takes it off the list and offers an undo.
  await toggle(page, "Coberturas inteligentes").click();
  await expect(page.getByRole("heading", { name: "Coberturas inteligentes" })).toHaveCount(0);
  await expect(page.getByText("2 sessões na sua agenda")).toBeVisible();
  await page.getByRole("button", { name: "Desfazer" }).click();
  await expect(page.getByRole("heading", { name: "Coberturas inteligentes" })).toBeVisible();

  // Each session's title opens its page.
  await page.getByRole("link", { name: "Abertura oficial" }).click();
  await expect(page).toHaveURL(/\/programacao\/sessao\/abertura-oficial$/);
});

test("the buttons of a page and of the visitor's other tabs follow each other", async ({
  page,
  context,
  pageProblems,
}) => {
  const other = await context.newPage();
  await watchPageProblems(other, pageProblems);
  await other.goto("/minha-agenda");
  await expect(other.getByRole("heading", { name: "Sua agenda está vazia" })).toBeVisible();

  await page.goto("/programacao/sessao/fisiologia-da-cicatrizacao-e-avaliacao");
  const title = "Fisiologia da cicatrização e avaliação sistematizada de feridas complexas";
  await toggle(page, title).click();
  await expect(other.getByRole("heading", { name: title })).toBeVisible();
  await expect(toggle(other, title)).toHaveAttribute("aria-pressed", "true");
  await toggle(other, title).click();
  await expect(toggle(page, title)).toHaveAttribute("aria-pressed", "false");
});

test("overlapping sessions are marked 'Conflito de horário'", async ({ page }) => {
  await page.goto("/programacao");
  for (const title of [PUNCAO, PICC, QUEIMADO]) await toggle(page, title).click();
  await page.goto("/minha-agenda");
  // The list is built in the browser once the page has hydrated.
  await expect
    .poll(() => listedDays(page))
    .toEqual([
      // Equal starts: the one ending first comes first.
      ["Quarta-feira, 27 de agosto de 2025", [PUNCAO, PICC, QUEIMADO]],
    ]);
  const card = (title: string) =>
    page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  // PICC (08h30–18h00) clashes with both; the morning and afternoon courses follow each other.
  await expect(card(PICC)).toContainText("Conflito de horário");
  await expect(card(PUNCAO)).toContainText("Conflito de horário");
  await expect(card(PUNCAO)).toContainText(`No mesmo horário: ${PICC} (08h30 - 18h00)`);
  await expect(card(QUEIMADO)).toContainText(`No mesmo horário: ${PICC} (08h30 - 18h00)`);
  await expect(page.getByText("3 sessões com conflito de horário")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a shared link shows the agenda read-only in a fresh browser, and imports it", async ({
  page,
  browser,
  pageProblems,
}) => {
  await withoutWebShare(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/programacao");
  await toggle(page, PICC).click();
  await toggle(page, QUEIMADO).click();
  await page.goto("/minha-agenda");
  const share = page.getByRole("region", { name: "Compartilhar minha agenda" });
  const link = await share.getByLabel("Link da sua agenda").inputValue();
  expect(new URL(link).pathname + new URL(link).search).toBe(
    "/minha-agenda?sessoes=curso-certificacao-em-insercao-de-picc-para,curso-cuidados-ao-paciente-queimado-da-avaliacao-a",
  );
  // Without the Web Share API: 'Copiar link' and a WhatsApp link.
  await expect(share.getByRole("button", { name: "Compartilhar" })).toHaveCount(0);
  await share.getByRole("button", { name: "Copiar link" }).click();
  await expect(page.getByText("Link copiado!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const whatsApp = new URL(
    (await share.getByRole("link", { name: "Enviar pelo WhatsApp" }).getAttribute("href"))!,
  );
  expect(whatsApp.origin + whatsApp.pathname).toBe("https://wa.me/");
  expect(whatsApp.searchParams.get("text")!.endsWith(link)).toBe(true);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await watchPageProblems(other, pageProblems);
  await other.goto(link);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Agenda compartilhada");
  await expect(other.getByText("2 sessões nesta agenda")).toBeVisible();
  expect(await listedDays(other)).toEqual([
    ["Quarta-feira, 27 de agosto de 2025", [PICC, QUEIMADO]],
  ]);
  // Read-only: no toggles, no share box.
  await expect(other.getByRole("button", { name: /minha agenda:/ })).toHaveCount(0);
  await expect(other.getByRole("region", { name: "Compartilhar minha agenda" })).toHaveCount(0);
  expect(await axeViolations(other)).toEqual([]);

  await other.getByRole("button", { name: "Importar para minha agenda" }).click();
  await expect(other).toHaveURL(/\/minha-agenda$/);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Minha agenda");
  await expect(other.getByText("2 sessões importadas para a sua agenda.")).toBeVisible();
  await expect(toggle(other, PICC)).toHaveAttribute("aria-pressed", "true");
  await expect(toggle(other, QUEIMADO)).toHaveAttribute("aria-pressed", "true");
  await fresh.close();
});

test("'Compartilhar minha agenda' opens the share sheet where the browser has one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
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
  await page.goto("/programacao");
  await toggle(page, PICC).click();
  await page.goto("/minha-agenda");
  const share = page.getByRole("region", { name: "Compartilhar minha agenda" });
  const link = await share.getByLabel("Link da sua agenda").inputValue();
  await share.getByRole("button", { name: "Compartilhar" }).click();
  const shared = () =>
    page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
  await expect.poll(shared).toHaveLength(1);
  expect((await shared())[0]!.url).toBe(link);
  // The share sheet has both: no second way is offered.
  await expect(share.getByRole("button", { name: "Copiar link" })).toHaveCount(0);
  await expect(share.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("on a phone, a toast covers neither the footer's links nor the WhatsApp button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await withoutWebShare(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/programacao");
  await toggle(page, PICC).click();
  await page.goto("/minha-agenda");
  const copy = page
    .getByRole("region", { name: "Compartilhar minha agenda" })
    .getByRole("button", { name: "Copiar link" });
  await expect(copy).toBeVisible();
  // The footer's links where a toast at the bottom of the screen used to be, then the toast.
  await page
    .getByRole("navigation", { name: "Rodapé" })
    .evaluate((nav) => nav.scrollIntoView({ block: "end", behavior: "instant" }));
  await copy.evaluate((button: HTMLButtonElement) => button.focus({ preventScroll: true }));
  await page.keyboard.press("Enter");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Link copiado!" });
  await expect(toast).toBeVisible();
  const covered = page
    .getByRole("contentinfo")
    .getByRole("link")
    .or(page.getByRole("link", { name: "Conversar pelo WhatsApp" }));
  await expect.poll(() => linksUnder(toast, covered)).toEqual([]);
  // Nor the header's menu button.
  const header = (await page.getByRole("banner").boundingBox())!;
  await expect
    .poll(async () => (await toast.boundingBox())?.y)
    .toBeGreaterThanOrEqual(header.y + header.height);
});

test("a session no longer in the programme shows as 'Cancelada' and can be removed", async ({
  page,
}) => {
  await page.goto("/minha-agenda");
  await page.evaluate(() =>
    localStorage.setItem(
      "minha-agenda:v1",
      JSON.stringify({
        sessions: [
          { id: "sessao-que-saiu", title: "Oficina que saiu", day: "Dia 2", time: "09h00" },
          { id: "outra-que-saiu" },
          { id: "almoco-nao" },
          "credenciamento-e-entrega-de-materiais",
        ],
      }),
    ),
  );
  await page.reload();
  const cancelled = page.getByRole("region", { name: "Sessões canceladas" });
  await expect(cancelled.getByText("Cancelada", { exact: true })).toHaveCount(3);
  await expect(cancelled).toContainText("Oficina que saiu");
  await expect(cancelled).toContainText("Era: Dia 2 · 09h00.");
  await expect(cancelled.getByText("Sessão removida da programação")).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await cancelled.getByRole("button", { name: /Oficina que saiu/ }).click();
  await expect(cancelled.getByText("Cancelada", { exact: true })).toHaveCount(2);

  // The same in a shared link: a removed id is named, not dropped.
  await page.goto(
    "/minha-agenda?sessoes=sessao-que-saiu,curso-certificacao-em-insercao-de-picc-para",
  );
  await expect(page.getByRole("region", { name: "Sessões canceladas" })).toContainText(
    "Sessão removida da programação",
  );
  await expect(page.getByRole("heading", { name: PICC })).toBeVisible();
});

test("the keyboard alone adds and removes a session", async ({ page }) => {
  await page.goto("/programacao/sessao/coberturas-interativas-e-bioativas-como-escolher");
  const button = toggle(page, "Coberturas interativas e bioativas: como escolher a melhor opção");
  await expect(button).toBeEnabled();
  await page.getByRole("link", { name: "Voltar para a programação" }).focus();
  for (let i = 0; i < 10 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(button).toBeFocused();
  await page.keyboard.press("Space");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-pressed", "true");
});

test("the empty agenda leads to the programme and has no accessibility violation", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/minha-agenda");
    await expect(page.getByRole("heading", { name: "Sua agenda está vazia" })).toBeVisible();
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
  await page.getByRole("link", { name: "Ver a programação" }).click();
  await expect(page).toHaveURL(/\/programacao$/);
});

test("printed, the agenda has no buttons, share box or site header", async ({ page }) => {
  await page.goto("/programacao");
  await toggle(page, PICC).click();
  await page.goto("/minha-agenda");
  await expect(page.getByRole("heading", { name: PICC })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: PICC })).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("region", { name: "Compartilhar minha agenda" })).toBeHidden();
  await expect(page.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Adicionar mais sessões" })).toBeHidden();
});

test("without JavaScript the agenda says it needs it, and the programme shows no toggle", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseURL + "/minha-agenda");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minha agenda");
  await expect(page.getByRole("main")).toContainText("precisa de JavaScript");
  await page.goto(baseURL + "/programacao");
  await expect(page.getByRole("heading", { name: PICC })).toBeVisible();
  await expect(page.getByRole("button", { name: /minha agenda/ })).toHaveCount(0);
  await context.close();
});

test("'Minha agenda' is linked from the desktop header and the phone drawer", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/sobre");
  const nav = page.getByRole("navigation", { name: /principal/i });
  await nav.getByRole("button", { name: "O Congresso" }).click();
  await nav.getByRole("link", { name: "Minha agenda" }).click();
  await expect(page).toHaveURL(/\/minha-agenda$/);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/sobre");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Minha agenda" }).click();
  await expect(page).toHaveURL(/\/minha-agenda$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minha agenda");
});
