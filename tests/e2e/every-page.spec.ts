import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";
import { adminPaths, publicPages } from "./public-routes";
import { E2E_FIXTURES_URL } from "./servers";

// Every page, loaded once: no axe violation at a desktop and a phone width (the rules are in
// ./axe.ts), no sideways scroll from phones to wide desktops, and on the public pages no text
// under the floating WhatsApp button at the page's end on a phone. The server draws the same
// HTML at every width and the layout is CSS's alone (no component reads the window's width), so
// the page is loaded at the narrowest width and the window then widened step by step, as a phone
// turned on its side.
const widths = [320, 360, 375, 800, 1024, 1280, 1920] as const;
const axeWidths: readonly number[] = [375, 1280];
const whatsAppWidth = 375;

const otherPublicPaths = [
  "/pagina-que-nao-existe",
  // With speakers and a full programme (the fixture server): the home page's carousels and tabs.
  `${E2E_FIXTURES_URL}/`,
  `${E2E_FIXTURES_URL}/programacao`,
  // A search's results and a search that finds nothing.
  "/programacao?q=cronicas",
  "/programacao?q=zzz&congresso=feridas&dia=2",
];

/** The texts whose lines (any of their boxes) meet the floating WhatsApp button, at the page's end. */
async function textUnderWhatsApp(page: Page) {
  // The page may still grow (images, hydration) after a first scroll: scroll again on every try
  // until the viewport's bottom is the page's end.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const end = document.documentElement.scrollHeight;
        window.scrollTo({ top: end, behavior: "instant" });
        return end - Math.ceil(window.scrollY + window.innerHeight);
      }),
    )
    .toBeLessThanOrEqual(0);
  const under = await page.evaluate(() => {
    const button = document.querySelector('a[aria-label="Conversar pelo WhatsApp"]')!;
    const b = button.getBoundingClientRect();
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      range.selectNodeContents(node);
      const meets = [...range.getClientRects()].some(
        (r) =>
          r.width > 0 &&
          r.left < b.right &&
          r.right > b.left &&
          r.top < b.bottom &&
          r.bottom > b.top,
      );
      if (meets) found.push(node.textContent.trim().slice(0, 40));
    }
    return found;
  });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  return under;
}

/** What is wrong with the page at `path`, one line each: nothing for a page that passes. */
async function problemsOf(page: Page, path: string, { whatsApp = false } = {}) {
  await page.setViewportSize({ width: widths[0], height: 800 });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const past = await overflow(page);
    if (past) problems.push(`${path} at ${width} px scrolls sideways (${past})`);
    if (whatsApp && width === whatsAppWidth)
      for (const text of await textUnderWhatsApp(page))
        problems.push(`${path} at ${width} px: WhatsApp button over "${text}"`);
    if (axeWidths.includes(width))
      for (const violation of await axeViolations(page))
        problems.push(`${path} at ${width} px: ${violation}`);
  }
  return problems;
}

for (const { path } of publicPages) {
  test(`${path}: accessible, no sideways scroll, nothing under the WhatsApp button`, async ({
    page,
  }) => {
    expect(await problemsOf(page, path, { whatsApp: true })).toEqual([]);
  });
}

for (const path of otherPublicPaths) {
  test(`${path}: accessible, no sideways scroll`, async ({ page, pageProblems }) => {
    const problems = await problemsOf(page, path);
    // Chromium reports the not-found page's own 404 in the console; that one is expected.
    if (path === "/pagina-que-nao-existe") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !/404/.test(p)));
    }
    expect(problems).toEqual([]);
  });
}

test("/admin/login: accessible, no sideways scroll", async ({ page }) => {
  expect(await problemsOf(page, "/admin/login")).toEqual([]);
});

test("the admin pages: accessible, no sideways scroll", async ({ page, loginAsAdmin }) => {
  // Each page is loaded and checked in turn: the time grows with the list.
  test.setTimeout(30_000 + 15_000 * adminPaths.length);
  await loginAsAdmin();
  const problems: string[] = [];
  for (const path of adminPaths) problems.push(...(await problemsOf(page, path)));
  expect(problems).toEqual([]);
});
