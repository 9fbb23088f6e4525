import type { Browser, Page } from "@playwright/test";
import { ADMIN_EMAIL } from "./admin-helpers";
import { type LoginAsAdmin, expect, test } from "./fixtures";

const ESTETICA = "2º Congresso Brasileiro de Enfermagem em Estética";
const savedToast = "Nova versão salva com sucesso! Ela aparece no histórico de versões.";

// The tests save, restore and delete versions: they run on a server of their own, so no other
// spec sees their versions, and each one saves the versions it needs first, so that it passes
// alone, after the others or in another worker.
test.use({ ownServer: "programme" });

async function openEditor(page: Page, loginAsAdmin: LoginAsAdmin) {
  await loginAsAdmin(page);
  await page.goto("/admin/program");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programação");
}

const history = (page: Page) => page.getByRole("region", { name: "Histórico de versões" });
const versionItems = (page: Page) => history(page).getByRole("listitem");

/** Chooses a congress and waits for the choice in the URL, so the list shown is that congress's;
 * a choice made before hydration changes only the native select, so it is made again. */
async function chooseCongress(page: Page, option: string | { label: string }, slug: string) {
  await expect(async () => {
    await page.getByLabel("Congresso").selectOption(option);
    await expect(page).toHaveURL(new RegExp(`[?&]congresso=${slug}(&|$)`), { timeout: 1_000 });
  }).toPass();
}

/** The aesthetics congress's second day, the one no other test reads. */
async function chooseEsteticaDay2(page: Page) {
  await chooseCongress(page, { label: ESTETICA }, "estetica");
  await page.getByLabel("Dia", { exact: true }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]congresso=estetica&dia=2$/);
  await expect(page.getByLabel("Rótulo do dia")).toHaveValue("Dia 2");
}

/** Adds an event to the working copy of the day shown, through the event dialog. */
async function addEvent(page: Page, title: string, time = "18h50 - 19h00", room = "") {
  await page.getByRole("button", { name: "Adicionar evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar evento" });
  await dialog.getByLabel("Horário").fill(time);
  await dialog.getByLabel("Título", { exact: true }).fill(title);
  await dialog.getByLabel("Tipo de evento").selectOption("palestra");
  if (room) await dialog.getByLabel("Sala").fill(room);
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);
}

/** Adds an event titled `title` on the aesthetics congress's second day and saves a version. */
async function saveVersionWith(page: Page, title: string) {
  const count = await versionItems(page).count();
  await chooseEsteticaDay2(page);
  await page.getByRole("button", { name: "Adicionar evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar evento" });
  await dialog.getByLabel("Horário").fill("18h50 - 19h00");
  await dialog.getByLabel("Título", { exact: true }).fill(title);
  await dialog.getByLabel("Tipo de evento").selectOption("palestra");
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Salvar Nova Versão" }).click();
  await expect(versionItems(page)).toHaveCount(count + 1);
  await expect(page.getByText("Há alterações não salvas.")).toHaveCount(0);
}

/** Restores the version just before the current one, confirming the question. */
async function restorePreviousVersion(page: Page) {
  await versionItems(page)
    .nth(1)
    .getByRole("button", { name: /Restaurar/ })
    .click();
  await page
    .getByRole("alertdialog", { name: "Restaurar versão?" })
    .getByRole("button", { name: "Restaurar versão" })
    .click();
  await expect(page.getByText("Versão restaurada com sucesso!")).toBeVisible();
}

/** What a visitor who never saw the site gets on the aesthetics congress's second day. */
async function publicEsteticaDay2(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/programacao");
  await page.getByRole("tab", { name: ESTETICA }).click();
  await page.getByRole("tab", { name: "Dia 2 - 29/08" }).click();
  const text = (await page.getByRole("tabpanel").last().textContent()) ?? "";
  await context.close();
  return text;
}

test("the event form shows the spec's messages for missing fields", async ({
  loginAsAdmin,
  page,
}) => {
  await openEditor(page, loginAsAdmin);
  // A day's date is the event facts': shown with a way to change it there, not a field here. The
  // courses are not edited here at all ('Cursos pré-congresso' is their one place).
  await expect(page.getByLabel("Data", { exact: true })).toHaveCount(0);
  await expect(page.getByText("28 de agosto de 2025", { exact: true })).toBeVisible();
  const congresses = await page.getByLabel("Congresso").locator("option").allTextContents();
  expect(congresses.filter((name) => /Cursos/i.test(name))).toEqual([]);
  await expect(
    page.getByRole("link", { name: "Dados do evento › Cursos pré-congresso" }),
  ).toHaveAttribute("href", "/admin/event/cursos");
  await expect(page.getByRole("link", { name: "Alterar em Evento e datas" })).toHaveAttribute(
    "href",
    "/admin/event/evento",
  );
  await page.getByRole("button", { name: "Adicionar evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar evento" });
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog.getByText("Horário é obrigatório")).toBeVisible();
  await expect(dialog.getByText("Título é obrigatório")).toBeVisible();
  await expect(dialog.getByText("Tipo de evento é obrigatório")).toBeVisible();
  await expect(dialog.getByLabel("Horário")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Horário").fill("10h00");
  await expect(dialog.getByText("Horário é obrigatório")).toHaveCount(0);
  await dialog.getByLabel("Título", { exact: true }).fill("Mesa de validação");
  await dialog.getByLabel("Tipo de evento").selectOption("mesa-redonda");

  // A round table's talk needs its own title.
  await dialog.getByRole("button", { name: "Adicionar palestra" }).click();
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog.getByText("Título é obrigatório")).toBeVisible();
  await expect(dialog.getByLabel("Título da palestra 1")).toHaveAttribute("aria-invalid", "true");

  // What was typed is thrown away only after a question: Escape asks, 'Continuar editando' keeps
  // it; 'Cancelar' asks too, and 'Descartar' closes the dialog.
  const discard = page.getByRole("alertdialog", { name: "Descartar alterações?" });
  await page.keyboard.press("Escape");
  await discard.getByRole("button", { name: "Continuar editando" }).click();
  await expect(dialog.getByLabel("Título", { exact: true })).toHaveValue("Mesa de validação");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await discard.getByRole("button", { name: "Descartar" }).click();
  await expect(dialog).toHaveCount(0);
  // Focus is back on the button that opened the dialog, not at the page's top.
  await expect(page.getByRole("button", { name: "Adicionar evento" })).toBeFocused();
  // Nothing changed: there is nothing to save.
  await expect(page.getByRole("button", { name: "Salvar Nova Versão" })).toBeDisabled();
});

test("on a phone, the event dialog's round-table talks fit inside it", async ({
  loginAsAdmin,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openEditor(page, loginAsAdmin);
  await page.getByRole("button", { name: "Adicionar evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar evento" });
  await dialog.getByRole("button", { name: "Adicionar palestra" }).click();
  await expect(dialog.getByLabel("Título da palestra 1")).toBeVisible();
  const talks = dialog.getByRole("group", { name: "Palestras da mesa-redonda" });
  const [outer, inner] = [await dialog.boundingBox(), await talks.boundingBox()];
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
  // Nothing typed yet: closing does not ask.
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
});

test("an added event is saved as a new version and every visitor sees it at once", async ({
  loginAsAdmin,
  page,
  browser,
  baseURL,
}) => {
  const title = `Palestra e2e ${Date.now()}`;
  await openEditor(page, loginAsAdmin);
  const versionsBefore = await versionItems(page).count();
  await chooseEsteticaDay2(page);

  await page.getByRole("button", { name: "Adicionar evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar evento" });
  await dialog.getByLabel("Horário").fill("18h50 - 19h00");
  await dialog.getByLabel("Título", { exact: true }).fill(title);
  await dialog.getByLabel("Tipo de evento").selectOption("palestra");
  await dialog.getByLabel("Palestrantes (separados por vírgula)").fill(" Ana Souza ,, Bruno Lima ");
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByTestId("programme-event").filter({ hasText: title });
  await expect(row).toContainText("Ana Souza, Bruno Lima");
  await expect(page.getByText("Há alterações não salvas.")).toBeVisible();
  // Only the working copy changed: the public site does not have it yet.
  expect(await publicEsteticaDay2(browser, baseURL)).not.toContain(title);

  await page.getByRole("button", { name: "Salvar Nova Versão" }).click();
  await expect(page.getByText(savedToast)).toBeVisible();
  await expect(versionItems(page)).toHaveCount(versionsBefore + 1);
  await expect(page.getByText("Há alterações não salvas.")).toHaveCount(0);

  const [newest, previous] = [versionItems(page).nth(0), versionItems(page).nth(1)];
  await expect(newest.getByRole("heading", { name: "Atual" })).toBeVisible();
  await expect(newest.getByText("Ativa", { exact: true })).toBeVisible();
  await expect(newest.getByText(`Por ${ADMIN_EMAIL}`)).toBeVisible();
  await expect(newest.getByRole("button", { name: /Restaurar/ })).toHaveCount(0);
  await expect(previous.getByRole("heading", { name: "Anterior" })).toBeVisible();
  await expect(previous.getByText("Ativa", { exact: true })).toHaveCount(0);

  // Delete is offered only while more than two versions exist, never on the current one.
  const count = await versionItems(page).count();
  await expect(history(page).getByRole("button", { name: /Excluir/ })).toHaveCount(
    count > 2 ? count - 1 : 0,
  );

  expect(await publicEsteticaDay2(browser, baseURL)).toContain(title);
});

test("restoring an older version makes it current again, on the public page too", async ({
  loginAsAdmin,
  page,
  browser,
  baseURL,
}) => {
  await openEditor(page, loginAsAdmin);
  const titleNow = `Palestra a desfazer ${Date.now()}`;
  await saveVersionWith(page, titleNow);
  const count = await versionItems(page).count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(await publicEsteticaDay2(browser, baseURL)).toContain(titleNow);

  await restorePreviousVersion(page);
  await expect(versionItems(page)).toHaveCount(count + 1);
  await expect(versionItems(page).nth(0).getByRole("heading", { name: "Atual" })).toBeVisible();
  if (count + 1 > 2) {
    await expect(versionItems(page).nth(2).getByRole("heading")).toHaveText("2 versões atrás");
  }

  await chooseEsteticaDay2(page);
  await expect(page.getByTestId("programme-event").filter({ hasText: titleNow })).toHaveCount(0);
  expect(await publicEsteticaDay2(browser, baseURL)).not.toContain(titleNow);
});

test("with more than two versions an old one is deleted after a confirmation", async ({
  loginAsAdmin,
  page,
}) => {
  await openEditor(page, loginAsAdmin);
  // Deleting needs more than two versions: save as many as that takes.
  while ((await versionItems(page).count()) <= 2) {
    await saveVersionWith(page, `Versão a excluir ${Date.now()}`);
  }
  const count = await versionItems(page).count();
  expect(count).toBeGreaterThan(2);
  const deleteButtons = history(page).getByRole("button", { name: /Excluir/ });
  await expect(deleteButtons).toHaveCount(count - 1);
  await expect(
    versionItems(page)
      .first()
      .getByRole("button", { name: /Excluir/ }),
  ).toHaveCount(0);

  const oldest = versionItems(page).last();
  const oldestTime = await oldest.locator("time").getAttribute("datetime");
  await oldest.getByRole("button", { name: /Excluir/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir versão?" });
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(versionItems(page)).toHaveCount(count);

  await oldest.getByRole("button", { name: /Excluir/ }).click();
  await confirm.getByRole("button", { name: "Excluir versão" }).click();
  await expect(page.getByText("Versão deletada com sucesso!")).toBeVisible();
  await expect(versionItems(page)).toHaveCount(count - 1);
  await expect(history(page).locator(`time[datetime="${oldestTime}"]`)).toHaveCount(0);
});

test("leaving with unsaved changes asks first", async ({ loginAsAdmin, page }) => {
  await openEditor(page, loginAsAdmin);
  await chooseEsteticaDay2(page);
  await page.getByLabel("Rótulo do dia").fill("Dia 2 (rascunho)");
  await expect(page.getByRole("button", { name: "Salvar Nova Versão" })).toBeEnabled();

  const sidebar = page.getByRole("complementary", { name: "Menu da área administrativa" });
  await sidebar.getByRole("link", { name: "Dashboard", exact: true }).click();
  const question = page.getByRole("alertdialog", { name: "Sair sem salvar?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Continuar editando" }).click();
  await expect(page).toHaveURL(/\/admin\/program\?congresso=estetica&dia=2$/);
  await expect(page.getByLabel("Rótulo do dia")).toHaveValue("Dia 2 (rascunho)");

  await sidebar.getByRole("link", { name: "Dashboard", exact: true }).click();
  await question.getByRole("button", { name: "Sair sem salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("a programme that is not valid is refused with 400, and a stale base with 409", async ({
  loginAsAdmin,
  page,
}) => {
  await openEditor(page, loginAsAdmin);
  const count = await versionItems(page).count();
  const post = (form: Record<string, string>) =>
    page.request.post("/admin/program", { form, maxRedirects: 0 });

  expect(
    (await post({ intent: "save", programme: "{não é json", basedOnVersion: "1" })).status(),
  ).toBe(400);
  expect(
    (
      await post({ intent: "save", programme: JSON.stringify({ outro: [] }), basedOnVersion: "1" })
    ).status(),
  ).toBe(400);
  expect((await post({ intent: "qualquer" })).status()).toBe(400);
  const stale = await post({
    intent: "save",
    programme: JSON.stringify({ nursing: [] }),
    basedOnVersion: "1",
  });
  expect(stale.status()).toBe(409);
  expect(await stale.text()).toContain("A programação foi alterada por outra pessoa");

  await page.reload();
  await expect(versionItems(page)).toHaveCount(count);
});

test("the editor keeps its congress and day after a save, a restore and a reload; restore asks", async ({
  loginAsAdmin,
  page,
}) => {
  await openEditor(page, loginAsAdmin);
  await chooseEsteticaDay2(page);
  await expect(page).toHaveURL(/\?congresso=estetica&dia=2$/);
  const congress = page.getByLabel("Congresso");
  const day = page.getByLabel("Dia", { exact: true });
  const keptPlace = async () => {
    await expect(congress).toHaveValue("estetica");
    await expect(day).toHaveValue("1");
  };

  // Two sessions added in one version: its summary in the history says so.
  const count = await versionItems(page).count();
  await addEvent(page, `Sessão A ${Date.now()}`, "19h00 - 19h30");
  await addEvent(page, `Sessão B ${Date.now()}`, "19h30 - 20h00");
  await page.getByRole("button", { name: "Salvar Nova Versão" }).click();
  await expect(page.getByText(savedToast)).toBeVisible();
  await expect(versionItems(page)).toHaveCount(count + 1);
  await expect(versionItems(page).first().getByTestId("version-summary")).toHaveText("+2 sessões");
  await keptPlace();

  // Restoring asks first, even without unsaved changes; cancelling restores nothing.
  const restore = () =>
    versionItems(page)
      .nth(1)
      .getByRole("button", { name: /Restaurar/ })
      .click();
  const question = page.getByRole("alertdialog", { name: "Restaurar versão?" });
  await restore();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancelar" }).click();
  await expect(question).toHaveCount(0);
  await expect(versionItems(page)).toHaveCount(count + 1);

  const restoredFrom = await versionItems(page).nth(1).locator("time").textContent();
  await restore();
  await question.getByRole("button", { name: "Restaurar versão" }).click();
  await expect(page.getByText("Versão restaurada com sucesso!")).toBeVisible();
  await expect(versionItems(page)).toHaveCount(count + 2);
  await expect(versionItems(page).first().getByTestId("version-summary")).toHaveText(
    `Restaurada da versão de ${restoredFrom} · 2 sessões removidas`,
  );
  await keptPlace();

  await page.reload();
  await keptPlace();
  await expect(page).toHaveURL(/\?congresso=estetica&dia=2$/);
});

test("an event overlapping another in the same room and day is warned about, not refused", async ({
  loginAsAdmin,
  page,
}) => {
  await openEditor(page, loginAsAdmin);
  await chooseEsteticaDay2(page);
  await addEvent(page, "Oficina de sobreposição", "20h00 - 21h00", "Sala 09");
  await expect(page.getByText("Conflito de horário", { exact: false })).toHaveCount(0);
  await addEvent(page, "Palestra sobreposta", "20h30 - 21h30", "Sala 09");
  const warning = page.getByRole("status").filter({ hasText: "Conflito de horário neste dia" });
  await expect(warning).toContainText(
    "“Oficina de sobreposição” (20h00 - 21h00) e “Palestra sobreposta” (20h30 - 21h30) se sobrepõem em Sala 09.",
  );
  await expect(
    page.getByTestId("programme-event").filter({ hasText: "Conflito de horário" }),
  ).toHaveCount(2);
  // Another room at the same time is no conflict; saving stays possible.
  await expect(page.getByRole("button", { name: "Salvar Nova Versão" })).toBeEnabled();
});

test("on a phone, unsaved changes far down the page show a bar with the save button", async ({
  loginAsAdmin,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openEditor(page, loginAsAdmin);
  const bar = page.getByRole("region", { name: "Salvar" });
  await expect(bar.getByText("Alterações não salvas", { exact: true })).toHaveCount(0);
  await chooseCongress(page, "feridas", "feridas");
  await expect(page.getByTestId("programme-event")).not.toHaveCount(0);

  const last = page.getByTestId("programme-event").last();
  await last.getByRole("button", { name: /Editar/ }).click();
  const dialog = page.getByRole("dialog", { name: "Editar evento" });
  await dialog.getByLabel("Sala").fill("Sala editada no celular");
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);

  await last.scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  await expect(bar.getByText("Alterações não salvas", { exact: true })).toBeInViewport();
  await expect(bar.getByRole("button", { name: "Salvar Nova Versão" })).toBeInViewport();
});

/** The session page a visitor reaches from the aesthetics congress's second day, by title. */
async function publicSessionLink(browser: Browser, baseURL: string | undefined, title: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/programacao?congresso=estetica&dia=2");
  const href = await page.getByRole("link", { name: title, exact: true }).getAttribute("href");
  await context.close();
  return href;
}

test("a session keeps its id through an edit, a save and a restore (issue 12)", async ({
  loginAsAdmin,
  page,
  browser,
  baseURL,
}) => {
  await openEditor(page, loginAsAdmin);
  const before = `Sessão com id ${Date.now()}`;
  const after = `${before} (editada)`;
  await saveVersionWith(page, before);
  const path = await publicSessionLink(browser, baseURL, before);
  expect(path).toMatch(/^\/programacao\/sessao\/[a-z0-9-]+$/);

  // Edited and saved: the same page, with the new title.
  await chooseEsteticaDay2(page);
  const row = page.getByTestId("programme-event").filter({ hasText: before });
  await row.getByRole("button", { name: `Editar ${before}` }).click();
  const dialog = page.getByRole("dialog", { name: "Editar evento" });
  await dialog.getByLabel("Título", { exact: true }).fill(after);
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);
  const count = await versionItems(page).count();
  await page.getByRole("button", { name: "Salvar Nova Versão" }).click();
  await expect(versionItems(page)).toHaveCount(count + 1);
  expect(await publicSessionLink(browser, baseURL, after)).toBe(path);
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(path!);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(after);

  // Restoring the version before the edit brings the old title back under the same id.
  await restorePreviousVersion(page);
  expect(await publicSessionLink(browser, baseURL, before)).toBe(path);
  await visitor.goto(path!);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(before);
  await visitor.close();
});

test("a title pasted with an invisible control character (Word's Shift+Enter) is refused at its field", async ({
  page,
  loginAsAdmin,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openEditor(page, loginAsAdmin);
  await page.getByRole("button", { name: "Adicionar evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar evento" });
  await dialog.getByLabel("Horário").fill("18h50 - 19h00");
  await dialog.getByLabel("Título", { exact: true }).fill("Abertura\u000Boficial");
  await dialog.getByLabel("Tipo de evento").selectOption("palestra");
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(
    dialog.getByText(/^Contém um caractere invisível que não pode ser salvo/),
  ).toBeVisible();
  await expect(dialog.getByLabel("Título", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.screenshot({ path: "test-results/event-title-control-character.png" });
  // Typed again without it, the event is added.
  await dialog.getByLabel("Título", { exact: true }).fill("Abertura oficial");
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);
});

test("a 'Resumo' typed in the event dialog shows on the session page, in its description and its calendar", async ({
  loginAsAdmin,
  page,
  browser,
  baseURL,
}) => {
  const title = `Sessão com resumo ${Date.now()}`;
  const abstract = "Quando indicar o procedimento. Como evitar intercorrências.";
  await openEditor(page, loginAsAdmin);
  await chooseEsteticaDay2(page);
  await page.getByRole("button", { name: "Adicionar evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar evento" });
  await dialog.getByLabel("Horário").fill("18h50 - 19h00");
  await dialog.getByLabel("Título", { exact: true }).fill(title);
  await dialog.getByLabel("Tipo de evento").selectOption("palestra");
  // One paragraph: a line break typed in the box is kept as a space.
  await dialog
    .getByLabel("Resumo", { exact: true })
    .fill("Quando indicar o procedimento.\nComo evitar intercorrências.");
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);
  const count = await versionItems(page).count();
  await page.getByRole("button", { name: "Salvar Nova Versão" }).click();
  await expect(versionItems(page)).toHaveCount(count + 1);

  const path = await publicSessionLink(browser, baseURL, title);
  expect(path).toMatch(/^\/programacao\/sessao\/[a-z0-9-]+$/);
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(path!);
  await expect(visitor.getByRole("region", { name: "Resumo" })).toContainText(abstract);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    new RegExp(`^${abstract} — 2º Congresso Brasileiro de Enfermagem em Estética · `),
  );

  const calendar = await visitor.request.get(`${path}.ics`);
  expect(calendar.status()).toBe(200);
  const ics = (await calendar.text()).replace(/\r\n /g, ""); // unfolded (RFC 5545 §3.1)
  expect(ics).toContain(`DESCRIPTION:${abstract}\\n`);
  // No room in the programme: the congress's hall, then the venue.
  expect(ics).toContain(
    "LOCATION:Auditório – 2º Congresso Brasileiro de Enfermagem em Estética\\, Gran Hotel Stella Maris\\,",
  );
  await visitor.close();
});
