import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminPaths, publicPages } from "./public-routes";
import { E2E_FIXTURES_URL } from "./servers";

// axe on every page at a desktop and a phone width (the rules are in ./axe.ts).
const widths = [1280, 375];

const publicPaths = [
  ...publicPages.map(({ path }) => path),
  "/pagina-que-nao-existe",
  // With speakers and a full programme (the fixture server): the home page's carousels and tabs.
  `${E2E_FIXTURES_URL}/`,
  `${E2E_FIXTURES_URL}/programacao`,
  // A search's results and a search that finds nothing (issue 12).
  "/programacao?q=cronicas",
  "/programacao?q=zzz&congresso=feridas&dia=2",
];

/**
 * The violations of the page loaded at the first width, then at each other width. The server
 * draws the same HTML at every width and the layout is CSS's alone (no component reads the
 * window's width), so one load serves every width.
 */
async function violationsAtEveryWidth(page: Page) {
  const found: string[] = [];
  await page.waitForLoadState("networkidle");
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await axeViolations(page)).map((violation) => `${width} px: ${violation}`));
  }
  return found;
}

for (const path of publicPaths) {
  test(`${path} has no accessibility violation of any impact at ${widths.join(" and ")} px`, async ({
    page,
    pageProblems,
  }) => {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(path);
    // Chromium reports the not-found page's own 404 in the console; that one is expected.
    if (path === "/pagina-que-nao-existe") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !/404/.test(p)));
    }
    expect(await violationsAtEveryWidth(page)).toEqual([]);
  });
}

test(`/admin/login has no accessibility violation of any impact at ${widths.join(" and ")} px`, async ({
  page,
}) => {
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  await page.goto("/admin/login");
  expect(await violationsAtEveryWidth(page)).toEqual([]);
});

test(`the admin pages have no accessibility violation of any impact at ${widths.join(" and ")} px`, async ({
  page,
  loginAsAdmin,
}) => {
  // Each page is loaded and scanned in turn: the time grows with the list.
  test.setTimeout(30_000 + 15_000 * adminPaths.length);
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  await loginAsAdmin();
  const found: Record<string, string[]> = {};
  for (const path of adminPaths) {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    found[path] = await violationsAtEveryWidth(page);
  }
  expect(found).toEqual(Object.fromEntries(adminPaths.map((path) => [path, []])));
});
