import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { UNSAVED_LABEL } from "~/components/admin/save-bar";
import { ADMIN_EMAIL, uniqueText } from "./admin-helpers";
import { type LoginAsAdmin, expect, test, watchPageProblems } from "./fixtures";

// These tests change speakers, sponsors and the about block, which other files assert on, so
// they run serially on a server and database of their own (the `ownServer` fixture).
test.describe.configure({ mode: "serial" });

const ownServer = "editors";
test.use({ ownServer });

let baseUrl = "";
test.beforeAll(async ({ ownServers }) => {
  baseUrl = await ownServers(ownServer);
});

/** Refused uploads (400, 413) are the point of some tests; Chromium logs each one. */
function ignoreRefusals(pageProblems: string[]) {
  const rest = pageProblems.filter((p) => !/status of (400|413)/.test(p));
  pageProblems.splice(0, pageProblems.length, ...rest);
}

/** The public home as a new visitor sees it: no cookies, nothing cached. */
async function visitHome(browser: Browser, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/`);
    await check(page);
  } finally {
    await context.close();
  }
}

const pngFile = async (name: string, width = 800, height = 600) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer(),
});

test("speakers: validation, create with photo, edit, delete — and the home page follows", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  const name = `Palestrante E2E ${Date.now()}`;
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/speakers`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Palestrantes");
  await expect(page.getByText("Nenhum palestrante cadastrado...")).toBeVisible();

  await page.getByRole("button", { name: "Salvar palestrante" }).click();
  await expect(page.getByText("Nome é obrigatório")).toBeVisible();
  await expect(page.getByText("Cargo/título é obrigatório")).toBeVisible();
  await expect(page.getByText("Biografia é obrigatória")).toBeVisible();

  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("Cargo/título").fill("Enfermeira obstetra");
  await page.getByLabel("Biografia").fill("Vinte anos de experiência em saúde da mulher.");
  await page.getByLabel("Foto (opcional)").setInputFiles(await pngFile("foto.png"));
  const preview = page.getByRole("img", { name: "Pré-visualização da foto do palestrante" });
  await expect(preview).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Salvar palestrante" }).click();
  await expect(page.getByText("Palestrante salvo com sucesso!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();

  const photoSrc = await page.getByRole("img", { name: `Foto de ${name}` }).getAttribute("src");
  const photo = await page.request.get(`${baseUrl}${photoSrc}`);
  expect(photo.headers()["content-type"]).toBe("image/webp");
  expect(photo.headers()["x-content-type-options"]).toBe("nosniff");
  expect(photo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  await visitHome(browser, async (home) => {
    const section = home.locator("section", { has: home.getByText("Palestrantes Confirmados") });
    await expect(section.getByRole("heading", { name })).toBeAttached();
    await expect(section.getByText("Enfermeira obstetra")).toBeAttached();
  });

  await page.getByRole("link", { name: `Editar ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Editar palestrante" })).toBeVisible();
  await page.getByLabel("Cargo/título").fill("");
  await page.getByRole("button", { name: "Salvar palestrante" }).click();
  await expect(page.getByText("Cargo/título é obrigatório")).toBeVisible();
  await page.getByLabel("Cargo/título").fill("Doutora em Enfermagem");
  await page.getByRole("button", { name: "Salvar palestrante" }).click();
  await expect(page.getByText("Palestrante salvo com sucesso!").first()).toBeVisible();
  await expect(page.getByText("Doutora em Enfermagem")).toBeVisible();

  await visitHome(browser, async (home) => {
    await expect(home.getByText("Doutora em Enfermagem")).toBeAttached();
    await expect(home.getByText("Enfermeira obstetra")).toHaveCount(0);
  });

  await page.getByRole("button", { name: `Remover ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remover palestrante?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  await page.getByRole("button", { name: `Remover ${name}` }).click();
  await dialog.getByRole("button", { name: "Remover" }).click();
  await expect(page.getByText("Palestrante removido com sucesso!")).toBeVisible();
  await expect(page.getByText("Nenhum palestrante cadastrado...")).toBeVisible();

  await visitHome(browser, async (home) => {
    await expect(home.getByRole("heading", { name: "Em breve" })).toBeVisible();
  });
});

test("a script or onerror payload in a speaker's bio is shown as text", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  const name = `Palestrante XSS ${Date.now()}`;
  const bio = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">`;
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/speakers`);
  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("Cargo/título").fill("<b>Cargo</b>");
  await page.getByLabel("Biografia").fill(bio);
  await page.getByRole("button", { name: "Salvar palestrante" }).click();
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();

  await visitHome(browser, async (home) => {
    await expect(home.getByText(bio)).toBeAttached();
    await expect(home.getByText("<b>Cargo</b>")).toBeAttached();
    expect(await home.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  await page.getByRole("button", { name: `Remover ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remover" }).click();
  await expect(page.getByText("Nenhum palestrante cadastrado...")).toBeVisible();
});

test("uploads: over 2 MB and a text file named .png are refused, a real PNG accepted", async ({
  loginAsAdmin,
  page,
  pageProblems,
}) => {
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/speakers`);
  const field = page.getByLabel("Foto (opcional)");
  const preview = page.getByRole("img", { name: "Pré-visualização da foto do palestrante" });

  const big = {
    name: "grande.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  };
  await field.setInputFiles(big);
  await expect(page.getByText("A imagem deve ter no máximo 2MB")).toBeVisible();

  const fake = { name: "falsa.png", mimeType: "image/png", buffer: Buffer.from("não sou imagem") };
  await field.setInputFiles(fake);
  await expect(page.getByText("O arquivo deve ser uma imagem")).toBeVisible();
  await expect(preview).toHaveCount(0);

  await field.setInputFiles(await pngFile("real.png"));
  await expect(preview).toHaveAttribute("src", /^\/media\//);
  await expect(page.getByText("O arquivo deve ser uma imagem")).toHaveCount(0);

  // The server refuses on its own, whatever the browser checked.
  const tooBig = await page.request.post(`${baseUrl}/admin/media`, {
    headers: { Origin: baseUrl },
    multipart: { purpose: "speaker", file: big },
  });
  expect(tooBig.status()).toBe(413);
  expect(await tooBig.json()).toEqual({ error: "A imagem deve ter no máximo 2MB" });
  const notImage = await page.request.post(`${baseUrl}/admin/media`, {
    headers: { Origin: baseUrl },
    multipart: { purpose: "speaker", file: fake },
  });
  expect(notImage.status()).toBe(400);
  expect(await notImage.json()).toEqual({ error: "O arquivo deve ser uma imagem" });
  ignoreRefusals(pageProblems);
});

test("sponsors: add with validation, reorder, save — every visitor's home shows it", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  const name = `Patrocinador E2E ${Date.now()}`;
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/sponsors`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patrocinadores");
  await expect(page.getByRole("heading", { level: 2, name: "Bigfral" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Salvar Alterações" })).toBeDisabled();

  await page.getByRole("button", { name: "Adicionar patrocinador" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo patrocinador" });
  await dialog.getByRole("button", { name: "Adicionar" }).click();
  await expect(dialog.getByText("Nome é obrigatório")).toBeVisible();
  await expect(dialog.getByText("Logo é obrigatória")).toBeVisible();
  await dialog.getByLabel("Nome").fill(name);
  await dialog
    .getByLabel("Logo", { exact: true })
    .setInputFiles(await pngFile("logo.png", 1000, 400));
  await expect(dialog.getByRole("img", { name: "Pré-visualização da logo" })).toHaveAttribute(
    "src",
    /^\/media\//,
  );
  await dialog.getByLabel("Tamanho da logo (opcional)").selectOption("max-h-10");
  await dialog.getByRole("button", { name: "Adicionar" }).click();
  await expect(dialog).toHaveCount(0);

  const rows = page
    .getByRole("list", { name: "Patrocinadores, na ordem de exibição" })
    .getByRole("heading");
  await expect(rows.last()).toHaveText(name);
  await page.getByRole("button", { name: `Mover ${name} para cima` }).click();
  await expect(rows.nth(3)).toHaveText(name);

  // A change typed in the edit dialog is dropped only after a question; closing returns focus.
  const editButton = page.getByRole("button", { name: `Editar ${name}` });
  await editButton.click();
  const edit = page.getByRole("dialog", { name: "Editar patrocinador" });
  await edit.getByLabel("Nome").fill(`${name} (rascunho)`);
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await page
    .getByRole("alertdialog", { name: "Descartar alterações?" })
    .getByRole("button", { name: "Descartar" })
    .click();
  await expect(edit).toHaveCount(0);
  await expect(editButton).toBeFocused();
  await expect(rows.nth(3)).toHaveText(name);

  // Not saved yet: a visitor still sees the old list, and leaving asks first.
  await visitHome(browser, async (home) => {
    await expect(home.getByRole("img", { name })).toHaveCount(0);
  });
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  const leave = page.getByRole("alertdialog", { name: "Sair sem salvar?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Continuar editando" }).click();
  await expect(page).toHaveURL(/\/admin\/sponsors$/);

  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Patrocinadores salvos com sucesso!")).toBeVisible();
  await expect(rows.nth(3)).toHaveText(name);

  await visitHome(browser, async (home) => {
    const logo = home.getByRole("img", { name });
    await expect(logo).toBeAttached();
    await expect(logo).toHaveClass(/max-h-10/);
  });

  await page.goto(`${baseUrl}/admin/audit-log`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registro de alterações");
  await expect(page.getByRole("cell", { name: "Salvou patrocinadores" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: ADMIN_EMAIL }).first()).toBeVisible();
});

test("about: paragraph rules and a saved change shown on the home page", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  const text = `Parágrafo editado no teste ${Date.now()}.`;
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/about-congress`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre o Congresso");

  // Down to one paragraph: its delete control disappears.
  while ((await page.getByRole("button", { name: /^Remover parágrafo/ }).count()) > 0) {
    await page
      .getByRole("button", { name: /^Remover parágrafo/ })
      .first()
      .click();
  }
  await expect(page.getByLabel("Parágrafo 1", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Parágrafo 2", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Adicionar parágrafo" }).click();
  await expect(page.getByRole("button", { name: "Remover parágrafo 2" })).toBeVisible();
  await page.getByLabel("Título").fill("");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Título é obrigatório")).toBeVisible();
  await expect(page.getByText("Parágrafo não pode estar vazio")).toBeVisible();

  await page.getByLabel("Título").fill("Sobre o Congresso");
  await page.getByLabel("Parágrafo 1", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Remover parágrafo 2" }).click();
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Dados salvos com sucesso!")).toBeVisible();

  await visitHome(browser, async (home) => {
    await expect(home.getByText(text)).toBeVisible();
  });
});

/** Refused stale saves (409) are the point of the tests below; Chromium logs each one. */
function ignoreConflicts(pageProblems: string[]) {
  const rest = pageProblems.filter((p) => !/status of 409/.test(p));
  pageProblems.splice(0, pageProblems.length, ...rest);
}

/**
 * Two organisers, each signed in in a browser of their own, both about to edit from the same
 * starting point. Their pages' console problems go to the test's list.
 */
async function twoOrganisers(browser: Browser, pageProblems: string[], loginAsAdmin: LoginAsAdmin) {
  const contexts = await Promise.all([0, 1].map(() => browser.newContext({ baseURL: baseUrl })));
  const pages: Page[] = [];
  for (const context of contexts) {
    const page = await context.newPage();
    await watchPageProblems(page, pageProblems);
    await loginAsAdmin(page);
    pages.push(page);
  }
  return {
    first: pages[0]!,
    second: pages[1]!,
    close: () => Promise.all(contexts.map((context) => context.close())),
  };
}

async function addSponsor(page: Page, name: string) {
  await page.getByRole("button", { name: "Adicionar patrocinador" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo patrocinador" });
  await dialog.getByLabel("Nome").fill(name);
  await dialog
    .getByLabel("Logo", { exact: true })
    .setInputFiles(await pngFile("logo.png", 1000, 400));
  await expect(dialog.getByRole("img", { name: "Pré-visualização da logo" })).toHaveAttribute(
    "src",
    /^\/media\//,
  );
  await dialog.getByRole("button", { name: "Adicionar" }).click();
  await expect(dialog).toHaveCount(0);
}

test("sponsors: a save from a list someone else saved since is refused, the typed list kept", async ({
  loginAsAdmin,
  browser,
  pageProblems,
}) => {
  const { first, second, close } = await twoOrganisers(browser, pageProblems, loginAsAdmin);
  try {
    const firstName = uniqueText("Patrocinador do primeiro");
    const secondName = uniqueText("Patrocinador do segundo");
    await first.goto("/admin/sponsors");
    await second.goto("/admin/sponsors");

    await addSponsor(first, firstName);
    await first.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(first.getByText("Patrocinadores salvos com sucesso!")).toBeVisible();

    await addSponsor(second, secondName);
    await second.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(
      second.getByText(
        "Erro ao salvar patrocinadores: A lista de patrocinadores foi alterada por outra pessoa desde que você abriu a página.",
        { exact: false },
      ),
    ).toBeVisible();
    await expect(second.getByRole("link", { name: "Recarregar" })).toBeVisible();
    // Nothing typed is lost: the second organiser's list is still there, still unsaved.
    await expect(second.getByRole("heading", { level: 2, name: secondName })).toBeVisible();
    await expect(second.getByRole("heading", { level: 2, name: firstName })).toHaveCount(0);
    await expect(second.getByText("Há alterações não salvas.", { exact: false })).toBeVisible();

    await visitHome(browser, async (home) => {
      await expect(home.getByRole("img", { name: firstName })).toBeAttached();
      await expect(home.getByRole("img", { name: secondName })).toHaveCount(0);
    });
  } finally {
    await close();
  }
  ignoreConflicts(pageProblems);
});

test("about: a save over someone else's newer save is refused; 'Recarregar' shows theirs", async ({
  loginAsAdmin,
  browser,
  pageProblems,
}) => {
  const { first, second, close } = await twoOrganisers(browser, pageProblems, loginAsAdmin);
  try {
    const firstText = uniqueText("Parágrafo do primeiro organizador");
    const secondText = uniqueText("Parágrafo do segundo organizador");
    await first.goto("/admin/about-congress");
    await second.goto("/admin/about-congress");
    const paragraph = (page: Page) => page.getByLabel("Parágrafo 1", { exact: true });

    await paragraph(first).fill(firstText);
    await first.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(first.getByText("Dados salvos com sucesso!")).toBeVisible();

    await paragraph(second).fill(secondText);
    await second.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(
      second.getByText(
        "Erro ao salvar: Estes dados foram alterados por outra pessoa desde que você abriu a página. Recarregue para ver a versão atual; suas alterações não foram salvas.",
      ),
    ).toBeVisible();
    await expect(paragraph(second)).toHaveValue(secondText);

    await visitHome(browser, async (home) => {
      await expect(home.getByText(firstText)).toBeVisible();
      await expect(home.getByText(secondText)).toHaveCount(0);
    });

    // Reloaded, the form shows the current text and saves from its revision.
    await second.getByRole("link", { name: "Recarregar" }).click();
    await expect(paragraph(second)).toHaveValue(firstText);
    await paragraph(second).fill(secondText);
    await second.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(second.getByText("Dados salvos com sucesso!")).toBeVisible();
    await visitHome(browser, async (home) => {
      await expect(home.getByText(secondText)).toBeVisible();
    });
  } finally {
    await close();
  }
  ignoreConflicts(pageProblems);
});

test("speakers: an edit or removal of a speaker someone else changed since is refused", async ({
  loginAsAdmin,
  browser,
  pageProblems,
}) => {
  const { first, second, close } = await twoOrganisers(browser, pageProblems, loginAsAdmin);
  try {
    const name = uniqueText("Palestrante concorrente");
    const firstRole = uniqueText("Cargo do primeiro");
    const secondRole = uniqueText("Cargo do segundo");
    await first.goto("/admin/speakers");
    await first.getByLabel("Nome").fill(name);
    await first.getByLabel("Cargo/título").fill("Enfermeira");
    await first.getByLabel("Biografia").fill("Uma biografia.");
    await first.getByRole("button", { name: "Salvar palestrante" }).click();
    await expect(first.getByText("Palestrante salvo com sucesso!")).toBeVisible();

    for (const page of [first, second]) {
      await page.goto("/admin/speakers");
      await page.getByRole("link", { name: `Editar ${name}` }).click();
      await expect(page.getByRole("heading", { name: "Editar palestrante" })).toBeVisible();
    }

    await first.getByLabel("Cargo/título").fill(firstRole);
    await first.getByRole("button", { name: "Salvar palestrante" }).click();
    await expect(first.getByText("Palestrante salvo com sucesso!")).toBeVisible();

    await second.getByLabel("Cargo/título").fill(secondRole);
    await second.getByRole("button", { name: "Salvar palestrante" }).click();
    const stale =
      "Este palestrante foi alterado por outra pessoa desde que você abriu a página. Recarregue para ver a versão atual; suas alterações não foram salvas.";
    await expect(second.getByText(`Erro ao salvar palestrante: ${stale}`)).toBeVisible();
    await expect(second.getByLabel("Cargo/título")).toHaveValue(secondRole);
    await expect(second.getByLabel("Nome")).toHaveValue(name);

    await visitHome(browser, async (home) => {
      await expect(home.getByText(firstRole)).toBeAttached();
      await expect(home.getByText(secondRole)).toHaveCount(0);
    });

    // The second organiser's list still shows the speaker as it was: removing it is refused too.
    await second.getByRole("button", { name: `Remover ${name}` }).click();
    await second
      .getByRole("alertdialog", { name: "Remover palestrante?" })
      .getByRole("button", { name: "Remover" })
      .click();
    await expect(second.getByText(`Erro ao remover palestrante: ${stale}`)).toBeVisible();
    await expect(second.getByRole("heading", { level: 3, name })).toBeVisible();

    await second.getByRole("link", { name: "Recarregar" }).first().click();
    await expect(second.getByLabel("Cargo/título")).toHaveValue(firstRole);
    await second.getByRole("button", { name: `Remover ${name}` }).click();
    await second
      .getByRole("alertdialog", { name: "Remover palestrante?" })
      .getByRole("button", { name: "Remover" })
      .click();
    await expect(second.getByText("Palestrante removido com sucesso!")).toBeVisible();
    await expect(second.getByRole("heading", { level: 3, name })).toHaveCount(0);
  } finally {
    await close();
  }
  ignoreConflicts(pageProblems);
});

test("speakers: pressing save again after a create updates that speaker instead of adding a second", async ({
  loginAsAdmin,
  page,
}) => {
  const name = uniqueText("Palestrante Único");
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/speakers`);
  await expect(page.getByRole("heading", { name: "Novo palestrante" })).toBeVisible();
  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("Cargo/título").fill("Enfermeira");
  await page.getByLabel("Biografia").fill("Uma biografia curta.");
  await page.getByRole("button", { name: "Salvar palestrante" }).click();
  await expect(page.getByText("Palestrante salvo com sucesso!")).toBeVisible();
  // The editor now shows the saved speaker, with what was stored.
  await expect(page.getByRole("heading", { name: "Editar palestrante" })).toBeVisible();
  await expect(page).toHaveURL(/\?editar=[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Nome")).toHaveValue(name);
  // Saved means clean: no 'Alterações não salvas', and leaving does not ask.
  await expect(page.getByText(UNSAVED_LABEL)).toHaveCount(0);

  // The first save's toast may still be on screen: the second save is seen by its answer.
  const secondSave = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/speakers"),
  );
  await page.getByRole("button", { name: "Salvar palestrante" }).click();
  await secondSave;
  await expect(page.getByRole("heading", { level: 3, name })).toHaveCount(1);
  await expect(page.getByText(UNSAVED_LABEL)).toHaveCount(0);

  await page.goto(`${baseUrl}/admin/audit-log`);
  const rows = page.getByRole("row").filter({ hasText: name });
  await expect(rows.filter({ hasText: "Criou palestrante" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Editou palestrante" })).toHaveCount(1);
});

for (const editor of [
  { path: "/admin/about-congress", field: "Título", heading: "Sobre o Congresso" },
  { path: "/admin/speakers", field: "Nome", heading: "Palestrantes" },
]) {
  test(`${editor.path}: leaving with unsaved changes asks first; without changes it does not`, async ({
    loginAsAdmin,
    page,
  }) => {
    await loginAsAdmin();
    const sidebar = page.getByRole("complementary", { name: "Menu da área administrativa" });
    await page.goto(`${baseUrl}${editor.path}`);
    await sidebar.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto(`${baseUrl}${editor.path}`);
    await page.getByLabel(editor.field, { exact: true }).fill("Um texto que ainda não foi salvo");
    await sidebar.getByRole("link", { name: "Dashboard", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sair sem salvar?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Continuar editando" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(editor.heading);
    await expect(page.getByLabel(editor.field, { exact: true })).toHaveValue(
      "Um texto que ainda não foi salvo",
    );
    await sidebar.getByRole("link", { name: "Dashboard", exact: true }).click();
    await dialog.getByRole("button", { name: "Sair sem salvar" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
}

test("speakers: the create form sent twice with its token creates one speaker", async ({
  loginAsAdmin,
  page,
}) => {
  const name = uniqueText("Palestrante Enviado Duas Vezes");
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/speakers`);
  const formToken = await page.locator('input[name="formToken"]').inputValue();
  expect(formToken).toMatch(/^[0-9a-f-]{36}$/);
  const form = { intent: "save", formToken, name, role: "Enfermeira", bio: "Uma biografia." };
  const post = () =>
    page.request.post(`${baseUrl}/admin/speakers`, {
      form,
      headers: { Origin: baseUrl },
      maxRedirects: 0,
    });
  const first = await post();
  const second = await post();
  // The second answers as the first did: to the same saved speaker, with the same message.
  expect(first.status()).toBe(302);
  expect(second.status()).toBe(302);
  expect(first.headers()["location"]).toMatch(/\/admin\/speakers\?editar=[0-9a-f-]{36}$/);
  expect(second.headers()["location"]).toBe(first.headers()["location"]);

  await page.goto(`${baseUrl}${second.headers()["location"]}`);
  await expect(page.getByText("Palestrante salvo com sucesso!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toHaveCount(1);
  await expect(page.getByLabel("Nome")).toHaveValue(name);
});

test("speakers: switching to another speaker with unsaved changes asks first", async ({
  loginAsAdmin,
  page,
}) => {
  const names = [uniqueText("Palestrante Um"), uniqueText("Palestrante Dois")];
  await loginAsAdmin();
  for (const name of names) {
    const created = await page.request.post(`${baseUrl}/admin/speakers`, {
      form: { intent: "save", name, role: "Enfermeira", bio: "Uma biografia." },
      headers: { Origin: baseUrl },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
  }
  await page.goto(`${baseUrl}/admin/speakers`);
  await page.getByRole("link", { name: `Editar ${names[0]}` }).click();
  await expect(page.getByLabel("Nome")).toHaveValue(names[0]!);
  const firstUrl = page.url();
  await page.getByLabel("Cargo/título").fill("Cargo ainda não salvo");

  await page.getByRole("link", { name: `Editar ${names[1]}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sair sem salvar?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Continuar editando" }).click();
  expect(page.url()).toBe(firstUrl);
  await expect(page.getByLabel("Cargo/título")).toHaveValue("Cargo ainda não salvo");

  await page.getByRole("link", { name: `Editar ${names[1]}` }).click();
  await dialog.getByRole("button", { name: "Sair sem salvar" }).click();
  await expect(page.getByLabel("Nome")).toHaveValue(names[1]!);
});

for (const editor of [
  {
    path: "/admin/about-congress",
    save: "Salvar Alterações",
    // The last text field of the page, below the paragraphs and professionals.
    edit: (page: Page) => page.getByRole("main").getByRole("textbox").last().fill("Editado"),
  },
  {
    path: "/admin/sponsors",
    save: "Salvar Alterações",
    edit: (page: Page) =>
      page
        .getByRole("button", { name: /^Mover .* para cima$/ })
        .last()
        .click(),
  },
  {
    path: "/admin/speakers",
    save: "Salvar palestrante",
    edit: (page: Page) => page.getByLabel("Biografia").fill("Uma biografia ainda não salva."),
  },
]) {
  test(`${editor.path}: on a phone, unsaved changes show a bar with the save button in view`, async ({
    loginAsAdmin,
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAsAdmin();
    await page.goto(`${baseUrl}${editor.path}`);
    const bar = page.getByRole("region", { name: "Salvar" });
    const unsaved = bar.getByText("Alterações não salvas", { exact: true });
    await expect(unsaved).toHaveCount(0);
    await editor.edit(page);
    await expect(unsaved).toBeInViewport();
    await expect(bar.getByRole("button", { name: editor.save })).toBeInViewport();
  });
}
