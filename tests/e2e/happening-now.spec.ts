import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

// Issue 12, item 6: 'Acontecendo agora', computed in the browser in Salvador's time (UTC−3)
// whatever the visitor's own time zone: this browser believes it is in Tokyo (UTC+9).
test.use({ timezoneId: "Asia/Tokyo" });

/** 28/08/2025 10h15 in Salvador: both congresses' coffee breaks, the 10h30 sessions next. */
const DAY_1_AT_10_15 = new Date("2025-08-28T13:15:00Z");

const block = (page: Page, level: 2 | 3) =>
  page.getByRole("region", { name: "Acontecendo agora" }).filter({
    has: page.getByRole("heading", { name: "Acontecendo agora", level }),
  });

/** The block's list under a heading ("Em andamento", "A seguir, às 10h30"). */
const listUnder = (region: Locator, heading: string) =>
  region.getByRole("list", { name: heading, exact: true }).getByRole("listitem");

async function expectDay1At1015(region: Locator) {
  await expect(region).toContainText("Hoje, 28/08, 10h15 (horário de Brasília)");
  const inProgress = listUnder(region, "Em andamento");
  await expect(inProgress).toHaveCount(2);
  await expect(inProgress.nth(0)).toContainText("Coffee break e visita à exposição");
  await expect(inProgress.nth(0)).toContainText("6º Congresso Internacional Feridas");
  await expect(inProgress.nth(1)).toContainText("Coffee break e visita à exposição");
  await expect(inProgress.nth(1)).toContainText(
    "2º Congresso Brasileiro de Enfermagem em Estética",
  );

  const next = listUnder(region, "A seguir, às 10h30");
  await expect(next).toHaveCount(2);
  await expect(
    next.getByRole("link", { name: "Lesão por pressão: da prevenção ao tratamento" }),
  ).toHaveAttribute("href", "/programacao/sessao/lesao-por-pressao-da-prevencao-ao-tratamento");
  await expect(next.nth(1)).toContainText("Segurança do paciente em procedimentos injetáveis");
  await expect(next.nth(1)).toContainText("10h30 - 12h00");
}

/**
 * Waits until the tabs under `scope` answer the keyboard (the page has hydrated): an arrow key
 * does nothing before, so it is pressed again until focus moves.
 */
async function waitForTabs(page: Page, scope: Locator) {
  const tabs = scope.getByRole("tablist", { name: "Congressos" }).getByRole("tab");
  await expect(async () => {
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused({ timeout: 1_000 });
  }).toPass();
}

test("on 28/08 at 10h15 the programme page shows the breaks on now and the 10h30 sessions, linked", async ({
  page,
}) => {
  // axe over a whole page is slow on a loaded machine.
  test.setTimeout(120_000);
  await page.clock.install({ time: DAY_1_AT_10_15 });
  await page.goto("/programacao");
  await expect(page.getByText("Todos os horários estão no horário de Brasília.")).toBeVisible();
  const region = block(page, 2);
  await expectDay1At1015(region);
  // Above the congress tabs.
  const blockBox = await region.boundingBox();
  const tabsBox = await page.getByRole("tablist", { name: "Congressos" }).boundingBox();
  expect(blockBox!.y + blockBox!.height).toBeLessThanOrEqual(tabsBox!.y);

  expect(await axeViolations(page)).toEqual([]);

  const link = region.getByRole("link", { name: "Lesão por pressão: da prevenção ao tratamento" });
  await expect(link).toHaveAttribute(
    "href",
    "/programacao/sessao/lesao-por-pressao-da-prevencao-ao-tratamento",
  );
  await page.goto((await link.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Lesão por pressão: da prevenção ao tratamento",
  );
});

test("on 28/08 at 10h15 the home programme section shows the same block", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: DAY_1_AT_10_15 });
  await page.goto("/");
  const section = page.locator("#program-section");
  await expect(section).toContainText("Todos os horários estão no horário de Brasília.");
  // The section hydrates after the first paint; the block appears then.
  const region = section.getByRole("region", { name: "Acontecendo agora" });
  await expect(region.getByRole("heading", { name: "Acontecendo agora", level: 3 })).toBeVisible();
  await expectDay1At1015(region);
  await region.scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
});

test("on 27/08 only the courses are on, with their rooms", async ({ page }) => {
  await page.clock.install({ time: new Date("2025-08-27T12:00:00Z") });
  await page.goto("/programacao");
  const region = block(page, 2);
  await expect(region).toContainText("Hoje, 27/08, 09h00 (horário de Brasília)");
  const inProgress = listUnder(region, "Em andamento");
  await expect(inProgress).toHaveCount(3);
  await expect(inProgress.nth(0)).toContainText("Cursos Pré-Congresso");
  await expect(inProgress.nth(0)).toContainText("Sala 01");
  await expect(listUnder(region, "A seguir, às 13h00")).toHaveCount(2);
});

test("a minute later the block follows the clock", async ({ page }) => {
  await page.clock.install({ time: new Date("2025-08-28T13:29:30Z") });
  await page.goto("/programacao");
  const region = block(page, 2);
  await expect(region).toContainText("10h29");
  await expect(listUnder(region, "Em andamento").first()).toContainText("Coffee break");
  await page.clock.runFor(60_000);
  await expect(region).toContainText("Hoje, 28/08, 10h30 (horário de Brasília)");
  const inProgress = listUnder(region, "Em andamento");
  await expect(inProgress.first()).toContainText("Lesão por pressão: da prevenção ao tratamento");
  await expect(region.getByText("Coffee break e visita à exposição")).toHaveCount(0);
  await expect(listUnder(region, "A seguir, às 12h00")).toHaveCount(2);
});

test("on 01/09/2025 there is no block, on the programme page nor on the home page", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2025-09-01T13:15:00Z") });
  await page.goto("/programacao");
  await waitForTabs(page, page.locator("main"));
  await page.clock.runFor(60_000);
  await expect(page.getByText("Acontecendo agora")).toHaveCount(0);
  await expect(page.getByText("Todos os horários estão no horário de Brasília.")).toBeVisible();

  await page.goto("/");
  await waitForTabs(page, page.locator("#program-section"));
  await expect(page.getByText("Acontecendo agora")).toHaveCount(0);
});
