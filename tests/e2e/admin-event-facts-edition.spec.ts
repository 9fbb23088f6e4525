import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";

// 'Nova edição', publications and restores change every public page: a server of its own. Each
// test reads the edition it starts from, so it passes alone or after the others.
test.use({ ownServer: "event-facts-edition" });

const congress = (edition: number) => `${edition}º Congresso Nacional de Enfermagem`;

/** The congresses the home page's hero names, as a visitor who never saw the site gets them. */
async function publicCongresses(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/");
    return await page
      .getByRole("list", { name: "Congressos desta edição" })
      .getByRole("listitem")
      .allTextContents();
  } finally {
    await context.close();
  }
}

const currentEdition = (page: Page) => page.getByRole("region", { name: "Edição atual" });
const nextEdition = (page: Page) => page.getByRole("region", { name: "Próxima edição" });

/** The edition number the overview shows as current. */
async function readCurrentEdition(page: Page) {
  const heading = await currentEdition(page).getByRole("heading", { level: 2 }).textContent();
  return Number(/^(\d+)º/.exec(heading ?? "")?.[1]);
}

async function confirm(page: Page, button: string, dialog: string, confirmLabel: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await page
    .getByRole("alertdialog", { name: dialog })
    .getByRole("button", { name: confirmLabel })
    .click();
}

const history = (page: Page) =>
  page.getByRole("region", { name: "Histórico de versões" }).getByRole("listitem");

test("'Nova edição' prepares the next edition as a draft; the site changes only when it is published", async ({
  page,
  browser,
  baseURL,
  loginAsAdmin,
}) => {
  await loginAsAdmin();
  await page
    .getByRole("complementary", { name: "Menu da área administrativa" })
    .getByRole("link", { name: "Dados do evento" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dados do evento");
  const edition = await readCurrentEdition(page);
  expect(edition).toBeGreaterThanOrEqual(15);
  if (edition === 15) {
    await expect(currentEdition(page)).toContainText("27 a 29 de agosto de 2025");
  }
  const editors = page.getByRole("navigation", { name: "Editar os dados da edição atual" });
  await expect(editors.getByRole("link", { name: /^Inscrições e preços/ })).toHaveAttribute(
    "href",
    "/admin/event/inscricoes",
  );

  await confirm(page, "Nova edição", "Criar a próxima edição?", "Criar rascunho");
  await expect(
    page.getByText(`Rascunho da ${edition + 1}ª edição criado.`, { exact: false }),
  ).toBeVisible();
  const draft = nextEdition(page);
  await expect(draft.getByRole("heading", { level: 2 })).toHaveText(congress(edition + 1));
  await expect(draft).toContainText(`Rascunho · ${edition + 1}ª edição`);
  await expect(draft.getByRole("status")).toHaveText(
    `O site continua mostrando a ${edition}ª edição até a publicação do rascunho.`,
  );
  await expect(
    draft.getByRole("link", { name: "Evento e datas (rascunho)", exact: false }),
  ).toHaveAttribute("href", "/admin/event/evento?edicao=rascunho");
  if (edition === 15) await expect(draft).toContainText("27 a 29 de agosto de 2026");
  await expect(page.getByRole("button", { name: "Nova edição" })).toHaveCount(0);

  // Until it is published, visitors still see the current edition.
  expect(await publicCongresses(browser, baseURL)).toContain(congress(edition));

  await confirm(page, "Publicar edição", "Publicar a nova edição?", "Publicar edição");
  await expect(page.getByText(`${edition + 1}ª edição publicada no site.`)).toBeVisible();
  await expect(history(page).first()).toContainText(`Publicação da ${edition + 1}ª edição`);
  await expect(history(page).first()).toContainText("Atual");
  await expect(page.getByRole("button", { name: "Publicar edição" })).toHaveCount(0);

  const shown = await publicCongresses(browser, baseURL);
  expect(shown).toContain(congress(edition + 1));
  expect(shown).not.toContain(congress(edition));

  // The new edition's programme is not out yet: each congress day says so.
  const visitor = await browser.newContext({ baseURL });
  const programme = await visitor.newPage();
  await programme.goto("/programacao?congresso=feridas");
  await expect(programme.getByText("Programação completa em breve").first()).toBeVisible();
  await expect(programme.getByText("Fisiologia da cicatrização", { exact: false })).toHaveCount(0);

  // The new edition has its certificate card, not linked until the organiser sets it; the
  // edition before keeps its card.
  await programme.goto("/certificados");
  const cards = programme.locator("#edicoes").getByRole("listitem");
  const newCard = cards.filter({
    has: programme.getByRole("heading", { name: `${edition + 1}ª edição` }),
  });
  await expect(newCard).toContainText("Edição atual");
  await expect(newCard).toContainText("Disponível após o evento");
  await expect(
    cards.filter({ has: programme.getByRole("heading", { name: `${edition}ª edição` }) }),
  ).toHaveCount(1);

  // The edition before's programme stays readable, linked from its proceedings card.
  if (edition === 15) {
    await programme.goto("/anais");
    await programme
      .locator("#edicoes")
      .getByRole("link", { name: "Programação da 15ª edição" })
      .click();
    await expect(programme).toHaveURL(/\/edicoes\/15\/programacao$/);
    await expect(programme.getByRole("heading", { level: 1 })).toHaveText(
      "Programação da 15ª edição (2025)",
    );
    await expect(
      programme.getByRole("heading", { name: /Fisiologia da cicatrização/ }).first(),
    ).toBeVisible();
    await expect(
      programme.getByRole("heading", { name: /28 de agosto de 2025/ }).first(),
    ).toBeVisible();
    await programme.getByRole("link", { name: "Ver a programação atual" }).click();
    await expect(programme).toHaveURL(/\/programacao$/);
  }

  // The edition before's sessions are not cancelled sessions of this one.
  await programme.goto("/programacao/alteracoes");
  await expect(programme.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(programme.getByText("Sessão cancelada", { exact: false })).toHaveCount(0);
  const calendar = await programme.request.get("/programacao.ics");
  expect(await calendar.text()).not.toContain("STATUS:CANCELLED");

  // The about block names the new edition too (its placeholders follow the facts).
  await programme.goto("/");
  const about = programme.getByRole("region", { name: "Sobre o Congresso" });
  await expect(about).toContainText(`${edition + 1}ª edição`);
  await expect(about).toContainText(`o ${congress(edition + 1)}`);
  await visitor.close();
});

const previewBanner = (page: Page) =>
  page.getByRole("region", { name: "Pré-visualização", exact: true });
const previewNotice = (edition: number) => `Pré-visualização da ${edition}ª edição — não publicada`;
const heroCongresses = (page: Page) =>
  page.getByRole("list", { name: "Congressos desta edição" }).getByRole("listitem");

test("'Pré-visualizar no site' shows the draft edition on every page, bannered, while visitors still see the current one", async ({
  page,
  browser,
  baseURL,
  loginAsAdmin,
}) => {
  await loginAsAdmin();
  await page.goto("/admin/event");
  const edition = await readCurrentEdition(page);
  await confirm(page, "Nova edição", "Criar a próxima edição?", "Criar rascunho");
  await nextEdition(page).getByRole("button", { name: "Pré-visualizar no site" }).click();
  await expect(page).toHaveURL(new URL("/", baseURL).href);

  // The home, then every page the acceptance names, as the draft edition.
  await expect(previewBanner(page)).toContainText(previewNotice(edition + 1));
  await expect(heroCongresses(page)).toContainText([congress(edition + 1)]);
  await page.goto("/sobre");
  await expect(previewBanner(page)).toContainText(previewNotice(edition + 1));
  await expect(page.getByRole("region", { name: "Sobre o Congresso", exact: true })).toContainText(
    `${edition + 1}ª edição`,
  );
  await page.goto("/programacao?congresso=feridas");
  await expect(previewBanner(page)).toContainText(previewNotice(edition + 1));
  await expect(page.getByText("Programação completa em breve").first()).toBeVisible();
  await expect(page.getByText("Fisiologia da cicatrização", { exact: false })).toHaveCount(0);
  await page.goto("/certificados");
  await expect(previewBanner(page)).toContainText(previewNotice(edition + 1));
  await expect(
    page.locator("#edicoes").getByRole("heading", { name: `${edition + 1}ª edição` }),
  ).toBeVisible();

  // Meanwhile a visitor without the session sees the current edition, with no banner.
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  for (const path of ["/", "/sobre", "/programacao", "/certificados"]) {
    await visit.goto(path);
    await expect(visit.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(previewBanner(visit), path).toHaveCount(0);
  }
  await visit.goto("/");
  await expect(heroCongresses(visit)).toContainText([congress(edition)]);
  // And the organiser, after that visitor filled the published pages, still the draft.
  await page.goto("/");
  await expect(previewBanner(page)).toContainText(previewNotice(edition + 1));

  await previewBanner(page).getByRole("button", { name: "Sair da pré-visualização" }).click();
  await expect(page).toHaveURL(/\/admin\/event$/);
  await page.goto("/");
  await expect(previewBanner(page)).toHaveCount(0);
  await expect(heroCongresses(page)).toContainText([congress(edition)]);

  await page.goto("/admin/event");
  await confirm(page, "Publicar edição", "Publicar a nova edição?", "Publicar edição");
  await expect(page.getByText(`${edition + 1}ª edição publicada no site.`)).toBeVisible();
  await visit.goto("/");
  await expect(heroCongresses(visit)).toContainText([congress(edition + 1)]);
  await expect(previewBanner(visit)).toHaveCount(0);
  await visitor.close();
});

test("without JavaScript, at 360 px, the preview's banner shows and leads back to the panel", async ({
  browser,
  baseURL,
  loginAsAdmin,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await loginAsAdmin(page);
  await page.goto("/admin/event");
  const edition = await readCurrentEdition(page);
  await page.getByRole("button", { name: "Nova edição" }).click();
  await page
    .getByRole("region", { name: "Criar a próxima edição?" })
    .getByRole("button", { name: "Criar rascunho" })
    .click();
  await nextEdition(page).getByRole("button", { name: "Pré-visualizar no site" }).click();

  const banner = previewBanner(page);
  await expect(banner).toContainText(previewNotice(edition + 1));
  await expect(banner).toBeInViewport();
  await expect(banner.getByRole("button", { name: "Sair da pré-visualização" })).toBeVisible();
  expect(await overflow(page)).toBe("");

  await banner.getByRole("link", { name: "Voltar ao painel" }).click();
  await expect(page).toHaveURL(/\/admin\/event$/);
  // Discarded, the draft is gone and the preview with it.
  await nextEdition(page).getByRole("button", { name: "Descartar rascunho" }).click();
  await page
    .getByRole("region", { name: "Descartar o rascunho?" })
    .getByRole("button", { name: "Descartar rascunho" })
    .click();
  await expect(page).toHaveURL(/\/admin\/event$/);
  await page.goto("/");
  await expect(previewBanner(page)).toHaveCount(0);
  await context.close();
});

test("an older version restored from the history is on the site again", async ({
  page,
  browser,
  baseURL,
  loginAsAdmin,
}) => {
  await loginAsAdmin();
  await page.goto("/admin/event");
  const edition = await readCurrentEdition(page);
  // A newer version to go back from: the next edition, published.
  await confirm(page, "Nova edição", "Criar a próxima edição?", "Criar rascunho");
  await confirm(page, "Publicar edição", "Publicar a nova edição?", "Publicar edição");
  await expect(history(page).first()).toContainText(`Publicação da ${edition + 1}ª edição`);
  expect(await publicCongresses(browser, baseURL)).toContain(congress(edition + 1));

  const previous = history(page).nth(1);
  await expect(previous.getByRole("heading", { level: 3 })).toHaveText("Anterior");
  await expect(previous).toContainText(`${edition}ª edição`);
  await previous.getByRole("button", { name: /^Restaurar versão de/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Restaurar versão?" });
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await publicCongresses(browser, baseURL)).toContain(congress(edition + 1));

  await previous.getByRole("button", { name: /^Restaurar versão de/ }).click();
  await dialog.getByRole("button", { name: "Restaurar versão" }).click();
  await expect(page.getByText("Versão restaurada com sucesso!")).toBeVisible();
  await expect(history(page).first()).toContainText("Restaurada da versão de");
  await expect(history(page).nth(2).getByRole("heading", { level: 3 })).toHaveText(
    "2 versões atrás",
  );
  expect(await publicCongresses(browser, baseURL)).toContain(congress(edition));
});

test("without JavaScript the page asks on its own before a new edition and a discard", async ({
  browser,
  baseURL,
  loginAsAdmin,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAsAdmin(page);
  await page.goto("/admin/event");
  const edition = await readCurrentEdition(page);

  await page.getByRole("button", { name: "Nova edição" }).click();
  const question = page.getByRole("region", { name: "Criar a próxima edição?" });
  await expect(question).toContainText(`Um rascunho da ${edition + 1}ª edição será criado`);
  await question.getByRole("button", { name: "Criar rascunho" }).click();
  await expect(page).toHaveURL(/\/admin\/event$/);
  const draft = nextEdition(page);
  await expect(draft.getByRole("heading", { level: 2 })).toHaveText(congress(edition + 1));
  await expect(draft).toContainText(`Rascunho · ${edition + 1}ª edição`);

  await draft.getByRole("button", { name: "Descartar rascunho" }).click();
  const discard = page.getByRole("region", { name: "Descartar o rascunho?" });
  await discard.getByRole("link", { name: "Cancelar" }).click();
  await expect(page.getByRole("region", { name: "Descartar o rascunho?" })).toHaveCount(0);
  await expect(draft).toBeVisible();

  await draft.getByRole("button", { name: "Descartar rascunho" }).click();
  await discard.getByRole("button", { name: "Descartar rascunho" }).click();
  await expect(page).toHaveURL(/\/admin\/event$/);
  await expect(page.getByRole("button", { name: "Nova edição" })).toBeVisible();
  expect(await readCurrentEdition(page)).toBe(edition);
  await context.close();
});
