import { expect, test } from "./fixtures";

// Issue 12, item 3, on the home page: every congress and day of the programme section is a link
// the server draws selected.

/** The first session of each congress's day in the default programme, as its table shows it. */
const days = [
  {
    congress: "15º Congresso Nacional de Enfermagem",
    key: "nursing",
    sessions: ["Programação completa em breve", "Programação completa em breve"],
  },
  {
    congress: "6º Congresso Internacional Feridas",
    key: "feridas",
    sessions: [
      "Credenciamento e entrega de materiais",
      "Biofilme e infecção em feridas crônicas: diagnóstico e manejo",
    ],
  },
  {
    congress: "2º Congresso Brasileiro de Enfermagem em Estética",
    key: "estetica",
    sessions: [
      "Cerimônia de abertura do 2º Congresso Brasileiro de Enfermagem em Estética",
      "Peelings químicos: seleção de agentes e cuidados pós-procedimento",
    ],
  },
];

test("with JavaScript off, every congress and day of the home programme is reachable by its tab links", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/");
  const section = page.locator("#program-section");
  await expect(section).toContainText("Todos os horários estão no horário de Brasília.");

  for (const { congress, key, sessions } of days) {
    await section.getByRole("tab", { name: congress }).click();
    await expect(page).toHaveURL(`/?congresso=${key}&dia=1#program-section`);
    await expect(section.getByRole("tab", { name: congress })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(section.getByRole("tab", { name: "Dia 1 - 28/08/2025" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(section.getByRole("table")).toContainText(sessions[0]!);

    await section.getByRole("tab", { name: "Dia 2 - 29/08/2025" }).click();
    await expect(page).toHaveURL(`/?congresso=${key}&dia=2#program-section`);
    await expect(section.getByRole("tab", { name: "Dia 2 - 29/08/2025" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(section.getByRole("table")).toContainText(sessions[1]!);
  }

  await section.getByRole("tab", { name: "Cursos Pré-Congresso" }).click();
  await expect(page).toHaveURL("/#program-section");
  await expect(section.getByRole("table")).toContainText(
    "Certificação em Inserção de PICC para Enfermeiros",
  );
  await context.close();
});

test("with JavaScript the home tabs switch in place, the address follows and a reload keeps the tab", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#program-section");
  const feridas = section.getByRole("tab", { name: "6º Congresso Internacional Feridas" });
  const courses = section.getByRole("tab", { name: "Cursos Pré-Congresso" });
  const nursing = section.getByRole("tab", { name: "15º Congresso Nacional de Enfermagem" });
  // The section hydrates after the first paint; until then an arrow key does nothing, so it is
  // pressed again until the tabs answer (and the keyboard alone switches them).
  await expect(async () => {
    await courses.focus();
    await page.keyboard.press("ArrowRight");
    await expect(nursing).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await expect(nursing).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL("/?congresso=nursing&dia=1#program-section");
  // A mark on this document: it survives only if no new page was loaded.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await feridas.click();
  await expect(page).toHaveURL("/?congresso=feridas&dia=1#program-section");
  await expect(section.getByRole("table")).toContainText("Credenciamento e entrega de materiais");
  await section.getByRole("tab", { name: "Dia 2 - 29/08/2025" }).click();
  await expect(page).toHaveURL("/?congresso=feridas&dia=2#program-section");
  await expect(section.getByRole("table")).toContainText("Biofilme e infecção em feridas crônicas");
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);

  await page.reload();
  await expect(feridas).toHaveAttribute("aria-selected", "true");
  await expect(section.getByRole("tab", { name: "Dia 2 - 29/08/2025" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(section.getByRole("table")).toContainText("Biofilme e infecção em feridas crônicas");
});
