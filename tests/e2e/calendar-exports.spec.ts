import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

// The calendar links and the change list (issue 13, items 1 and 4) in a real browser, on a
// server of its own: an editor's save changes its programme.
test.use({ ownServer: "calendar-exports" });

const MOVED = "Fisiologia da cicatrização e avaliação sistematizada de feridas complexas";
const REMOVED = "Feridas na prática: casos que nos ensinaram";

test("the programme offers its calendars (webcal: and https), its last save and its changes", async ({
  page,
}) => {
  await page.goto("/programacao");
  await expect(
    page.getByText(/^Atualizada em \d+ de \w+ de \d{4} às \d{2}:\d{2}\.$/),
  ).toBeVisible();
  await page.getByText("Assinar no calendário").click();
  const all = page.getByRole("link", { name: "Assinar: Toda a programação" });
  await expect(all).toHaveAttribute("href", /^webcal:\/\/127\.0\.0\.1:\d+\/programacao\.ics$/);
  const https = page.getByRole("link", { name: /^Link https para Toda a programação/ });
  const feed = await page.request.get((await https.getAttribute("href"))!);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  await expect(page.getByRole("link", { name: /^Assinar: / })).toHaveCount(5);
  await page.getByRole("link", { name: "Alterações na programação" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alterações na programação");
});

test("a session page adds it to the calendar, or says why not; the agenda downloads", async ({
  page,
}) => {
  await page.goto("/programacao/sessao/fisiologia-da-cicatrizacao-e-avaliacao");
  const add = page.getByRole("link", { name: "Adicionar ao calendário" });
  const download = page.waitForEvent("download");
  await add.click();
  expect((await download).suggestedFilename()).toBe(
    "sessao-fisiologia-da-cicatrizacao-e-avaliacao.ics",
  );
  await expect(async () => {
    await page.getByRole("button", { name: /Adicionar à minha agenda/ }).click();
    await expect(page.getByRole("button", { name: /Remover da minha agenda/ })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();

  await page.goto("/programacao/sessao/nursing-em-breve-dia-1");
  await expect(page.getByText("não entra no calendário")).toBeVisible();
  await expect(page.getByRole("link", { name: "Adicionar ao calendário" })).toHaveCount(0);

  await page.goto("/minha-agenda");
  const agenda = page.getByRole("link", { name: "Baixar minha agenda (.ics)" });
  await expect(agenda).toHaveAttribute(
    "href",
    "/minha-agenda.ics?sessoes=fisiologia-da-cicatrizacao-e-avaliacao",
  );
  const file = await page.request.get((await agenda.getAttribute("href"))!);
  expect(await file.text()).toContain("UID:fisiologia-da-cicatrizacao-e-avaliacao@127.0.0.1");
});

test("after an editor moves a session and removes another, the change list shows both", async ({
  page,
  loginAsAdmin,
}) => {
  await loginAsAdmin(page);
  await page.goto("/admin/program");
  await expect(async () => {
    await page.getByLabel("Congresso").selectOption("feridas");
    await expect(page).toHaveURL(/[?&]congresso=feridas(&|$)/, { timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: `Editar ${MOVED}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Horário").fill("14h00 - 14h45");
  await dialog.getByRole("button", { name: "Salvar evento" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: `Excluir ${REMOVED}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir evento" }).click();
  await page.getByRole("button", { name: "Salvar Nova Versão" }).click();
  await expect(
    page.getByText("Nova versão salva com sucesso! Ela aparece no histórico de versões."),
  ).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/programacao/alteracoes");
    await expect(page.getByRole("link", { name: `Sessão alterada: ${MOVED}` })).toBeVisible();
    await expect(page.getByText("Horário: 09h15 - 10h00 → 14h00 - 14h45")).toBeVisible();
    await expect(page.getByText(`Sessão cancelada: ${REMOVED}`)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  }
  const atom = await page.request.get("/programacao/alteracoes.atom");
  expect(await atom.text()).toContain(`Sessão cancelada: ${REMOVED}`);
});
