import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { uniqueText } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { publicPages } from "./public-routes";

// These tests change the event's facts, which every public page reads, so they run serially on
// a server and database of their own (the `ownServer` fixture).
test.describe.configure({ mode: "serial" });

const ownServer = "event-facts";
test.use({ ownServer });

let baseUrl = "";
test.beforeAll(async ({ ownServers }) => {
  baseUrl = await ownServers(ownServer);
});

/** A public page as a new visitor sees it: no cookies, nothing cached. */
async function visit(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}${path}`);
    await check(page);
  } finally {
    await context.close();
  }
}

/** Refused saves and missing pages (409, 404) are the point of some tests; Chromium logs each. */
function ignoreRefusals(pageProblems: string[]) {
  const rest = pageProblems.filter((p) => !/status of (404|409)/.test(p));
  pageProblems.splice(0, pageProblems.length, ...rest);
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Dados salvos", { exact: true })).toBeVisible();
}

test("'Evento e datas': the congress days and the courses' day reach the home and the programme", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/event/evento`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evento e datas");
  await expect(page.getByRole("link", { name: /Ver no site/ })).toHaveAttribute("href", "/");

  await page.getByLabel("Primeiro dia do congresso").fill("2026-09-17");
  await page.getByLabel("Segundo dia do congresso").fill("2026-09-16");
  // A click in the moment the editor hydrates may be lost: click again until it answers.
  await expect(async () => {
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(page.getByText("O último dia deve ser depois do primeiro")).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();

  await page.getByLabel("Primeiro dia do congresso").fill("2026-09-16");
  await page.getByLabel("Segundo dia do congresso").fill("2026-09-17");
  await page.getByLabel("Data dos cursos").fill("2026-09-15");
  await page.getByLabel("Prazo de submissão de trabalhos").fill("2026-06-30");
  await page.getByLabel("Prazo de envio dos trabalhos aprovados").fill("2026-08-31");
  await save(page);
  await expect(page.getByLabel("Segundo dia do congresso")).toHaveValue("2026-09-17");

  await visit(browser, "/", async (home) => {
    await expect(home.getByText("15 a 17 de setembro de 2026").first()).toBeVisible();
  });
  await visit(browser, "/programacao", async (programme) => {
    await programme.getByRole("tab", { name: /Congresso Nacional de Enfermagem/ }).click();
    await expect(programme.getByRole("tab", { name: "Dia 1 - 16/09" })).toBeVisible();
    await expect(programme.getByRole("tab", { name: "Dia 2 - 17/09" })).toBeVisible();
  });
  await visit(browser, "/local", async (venue) => {
    await expect(venue.getByText(/15 a 17 de setembro de 2026/).first()).toBeVisible();
  });
  await visit(browser, "/trabalhos", async (works) => {
    await expect(works.getByText(/30 de junho de 2026/).first()).toBeVisible();
  });
  await visit(browser, "/sobre", async (about) => {
    await expect(about.getByText(/setembro de 2026/).first()).toBeVisible();
  });
});

test("after 'Evento e datas', no public page is left with the old dates", async ({ browser }) => {
  // One fresh visitor per public page: about twenty page loads, slow on a loaded machine.
  test.setTimeout(180_000);
  // The footer of every page, and no page left with the old dates (the programme's own stored
  // day texts included: the days are labelled from the event's days).
  for (const { path } of publicPages) {
    await visit(browser, path, async (visitor) => {
      const footer = visitor.getByRole("contentinfo");
      await expect(footer).toContainText("15 a 17 de setembro de 2026");
      const text = await visitor.locator("body").innerText();
      expect(text, path).not.toMatch(/28\/08|agosto de 2025/);
    });
  }
});

test("'Inscrições e preços': the professional ticket's price reaches the home's card", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/event/inscricoes`);
  const professional = page.getByRole("region", { name: "Ingresso profissional" });
  await professional.getByLabel("Preço à vista").fill("42O");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(professional.getByText("Preço inválido")).toBeVisible();

  await professional.getByLabel("Preço à vista").fill("420,50");
  await save(page);
  await expect(
    page.getByRole("region", { name: "Ingresso profissional" }).getByLabel("Preço à vista"),
  ).toHaveValue("420,50");

  await visit(browser, "/", async (home) => {
    await expect(home.getByText(/R\$\s420,50/).first()).toBeVisible();
  });
});

test("'Perguntas frequentes': a new question, refused with an unknown placeholder, reaches /contato", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  const question = uniqueText("Pergunta E2E");
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/event/faq`);
  await page.getByRole("button", { name: "Adicionar pergunta" }).click();
  const added = page.getByRole("region", { name: /^Pergunta \d+$/ }).last();
  await added.getByLabel("Pergunta", { exact: true }).fill(question);
  await added.getByLabel("Resposta", { exact: true }).fill("Em {cidade}, no {lugar}.");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(added.getByText("Marcador desconhecido: {lugar}")).toBeVisible();

  await added.getByLabel("Resposta", { exact: true }).fill("Em {cidade}, no {local}.");
  // Moved up one place: the list's order is what the site shows.
  await added.getByRole("button", { name: /Mover para cima/ }).click();
  await save(page);

  await visit(browser, "/contato", async (contact) => {
    await expect(contact.getByText(question)).toBeVisible();
  });
  await visit(browser, "/", async (home) => {
    await expect(home.getByText(question)).toBeVisible();
  });
});

test("'Hospedagem': a new hotel with its photo reaches /local", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  const hotel = uniqueText("Hotel E2E");
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/event/hospedagem`);
  await page.getByRole("button", { name: "Adicionar hotel" }).click();
  const added = page.getByRole("region", { name: /^Hotel \d+$/ }).last();
  await added.getByLabel("Nome do hotel").fill(hotel);
  await added.getByLabel("Distância").fill("800 m do evento");
  await added.getByLabel("Diária a partir de").fill("290");
  await added.getByLabel("Avaliação (0 a 5)").fill("4,5");
  await added.getByLabel("Desconto (%)").fill("10");
  await added.getByLabel("Descrição").fill("Café da manhã incluso e traslado para o evento.");
  await added.getByLabel("Foto").setInputFiles({
    name: "hotel.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer(),
  });
  await expect(added.getByRole("img", { name: /Foto do hotel/ })).toBeVisible();
  await save(page);

  await visit(browser, "/local", async (venue) => {
    await venue.getByRole("tab", { name: "Hospedagem" }).click();
    await expect(venue.getByRole("heading", { name: hotel })).toBeVisible();
  });
});

test("'Contato e links': the WhatsApp number reaches the floating button", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/event/contato`);
  await page.getByLabel("Número do WhatsApp").fill("71 98888-7777");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Número do WhatsApp inválido")).toBeVisible();

  await page.getByLabel("Número do WhatsApp").fill("5571988887777");
  await save(page);

  await visit(browser, "/", async (home) => {
    await expect(home.getByRole("link", { name: "Conversar pelo WhatsApp" })).toHaveAttribute(
      "href",
      /wa\.me\/5571988887777/,
    );
  });
});

test("a save from a page opened before another save is refused and keeps what was typed", async ({
  loginAsAdmin,
  page,
  browser,
  pageProblems,
}) => {
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/event/contato`);
  const other = await browser.newContext();
  try {
    const second = await loginAsAdmin(await other.newPage());
    await second.goto(`${baseUrl}/admin/event/contato`);
    await second.getByLabel("Horário de atendimento").fill("Segunda a sexta, 9h às 17h");
    await save(second);
  } finally {
    await other.close();
  }
  await page.getByLabel("Horário de atendimento").fill("Todos os dias, 8h às 20h");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText(/alterados por outra pessoa/)).toBeVisible();
  await expect(page.getByLabel("Horário de atendimento")).toHaveValue("Todos os dias, 8h às 20h");
  ignoreRefusals(pageProblems);
});

test("an unknown section and a missing draft answer 404 in Portuguese", async ({
  loginAsAdmin,
  page,
  pageProblems,
}) => {
  await loginAsAdmin();
  const unknown = await page.goto(`${baseUrl}/admin/event/precos`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  const draft = await page.goto(`${baseUrl}/admin/event/faq?edicao=rascunho`);
  expect(draft?.status()).toBe(404);
  await expect(page.getByText(/Não há rascunho da próxima edição/)).toBeVisible();
  ignoreRefusals(pageProblems);
});

test("without JavaScript a list grows, moves and saves: a new question reaches /contato", async ({
  browser,
  loginAsAdmin,
}) => {
  const question = uniqueText("Pergunta sem JS");
  const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
  try {
    const page = await loginAsAdmin(await context.newPage());
    await page.goto("/admin/event/faq");
    const items = page.getByRole("region", { name: /^Pergunta \d+$/ });
    const before = await items.count();

    // Each list button is a form submission the server answers with the list changed.
    await page.getByRole("button", { name: "Adicionar pergunta" }).click();
    await expect(items).toHaveCount(before + 1);
    const added = page.getByRole("region", { name: `Pergunta ${before + 1}` });
    await added.getByLabel("Pergunta", { exact: true }).fill(question);
    await added.getByLabel("Resposta", { exact: true }).fill("Em {cidade}.");
    await added.getByRole("button", { name: /Mover para cima/ }).click();
    // Moved up one place, with what was typed.
    const moved = page.getByRole("region", { name: `Pergunta ${before}` });
    await expect(moved.getByLabel("Pergunta", { exact: true })).toHaveValue(question);
    await expect(moved.getByLabel("Resposta", { exact: true })).toHaveValue("Em {cidade}.");

    await save(page);
    await expect(
      page.getByRole("region", { name: `Pergunta ${before}` }).getByLabel("Pergunta", {
        exact: true,
      }),
    ).toHaveValue(question);
  } finally {
    await context.close();
  }
  await visit(browser, "/contato", async (contact) => {
    await expect(contact.getByText(question)).toBeVisible();
  });
});

test("'Cursos pré-congresso': a course's new time reaches the home, the programme and the exports", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  const id = "curso-certificacao-em-insercao-de-picc-para";
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/event/cursos`);
  await page.getByRole("region", { name: "Curso 1" }).getByLabel("Horário").fill("07h45 - 17h15");
  await save(page);

  // One place edits the courses: every page and export reads it.
  for (const path of ["/", "/programacao"]) {
    await visit(browser, path, async (visitor) => {
      await expect(visitor.getByText("07h45 - 17h15").first()).toBeAttached();
    });
  }
  const calendar = await page.request.get(`${baseUrl}/programacao/sessao/${id}.ics`);
  expect(await calendar.text()).toMatch(/DTSTART[^:\n]*:\d{8}T074500/);
  const schedule = await (await page.request.get(`${baseUrl}/schedule.xml`)).text();
  const course = schedule.split("<event ").find((event) => event.includes("Inserção de PICC"));
  expect(course).toContain("<start>07:45</start>");
});

test("restoring the facts as they were before these tests brings every change back", async ({
  loginAsAdmin,
  page,
  browser,
}) => {
  await loginAsAdmin();
  await page.goto(`${baseUrl}/admin/event`);
  const versions = page.getByRole("region", { name: "Histórico de versões" }).getByRole("listitem");
  // The oldest version is the seeded 2025 edition.
  await versions
    .last()
    .getByRole("button", { name: /^Restaurar versão de/ })
    .click();
  await page
    .getByRole("alertdialog", { name: "Restaurar versão?" })
    .getByRole("button", { name: "Restaurar versão" })
    .click();
  await expect(page.getByText("Versão restaurada com sucesso!")).toBeVisible();

  await visit(browser, "/", async (home) => {
    await expect(home.getByText("27 a 29 de agosto de 2025").first()).toBeVisible();
    await expect(home.getByText(/R\$\s377,00/).first()).toBeVisible();
    await expect(home.getByText(/R\$\s420,50/)).toHaveCount(0);
    await expect(home.getByRole("link", { name: "Conversar pelo WhatsApp" })).not.toHaveAttribute(
      "href",
      /5571988887777/,
    );
  });
  await visit(browser, "/programacao", async (programme) => {
    await programme.getByRole("tab", { name: /Congresso Nacional de Enfermagem/ }).click();
    await expect(programme.getByRole("tab", { name: "Dia 1 - 28/08" })).toBeVisible();
  });
});

test("every section editor opens with nothing to save and says so once something is typed", async ({
  loginAsAdmin,
  page,
}) => {
  await loginAsAdmin();
  for (const section of [
    "evento",
    "inscricoes",
    "cursos",
    "hospedagem",
    "faq",
    "contato",
    "certificados",
  ]) {
    await page.goto(`${baseUrl}/admin/event/${section}`);
    const saveRow = page.getByRole("region", { name: "Salvar" });
    await expect(saveRow.getByRole("status")).toHaveText("Nenhuma alteração pendente.");
  }
  await page.goto(`${baseUrl}/admin/event/contato`);
  // Typed in the moment the form hydrates, an input may go unseen: type again until it counts.
  await expect(async () => {
    await page.getByLabel("Telefone").fill(`(71) 3000-000${Date.now() % 10}`);
    await expect(page.getByRole("region", { name: "Salvar" }).getByRole("status")).toHaveText(
      "Alterações não salvas",
      { timeout: 2_000 },
    );
  }).toPass();
});
