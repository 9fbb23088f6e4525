import type { Browser, BrowserContextOptions } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * A visitor on a slow phone uses the header before the scripts have run. The site's scripts are
 * blocked here (never arriving is the limit of arriving late), so what works below is the
 * server-rendered markup and its CSS alone.
 */
async function pageWithoutScripts(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions,
) {
  const context = await browser.newContext({ baseURL, ...options });
  await context.route("**/assets/**/*.js", (route) => route.abort());
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test("before the scripts run, hovering 'O Congresso' at 1280 px reaches /anais", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await pageWithoutScripts(browser, baseURL, {
    viewport: { width: 1280, height: 800 },
  });
  await page.goto("/sobre");
  const nav = page.getByRole("navigation", { name: /principal/i });
  const anais = nav.getByRole("link", { name: "Anais", exact: true });
  await expect(anais).toBeHidden();
  await nav.getByRole("button", { name: "O Congresso" }).hover();
  await expect(anais).toBeVisible();
  await anais.click();
  await expect(page).toHaveURL(/\/anais$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await close();
});

test("before the scripts run, tapping or focusing 'O Congresso' opens its list", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await pageWithoutScripts(browser, baseURL, {
    viewport: { width: 1024, height: 800 },
    hasTouch: true,
  });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: /principal/i });
  await nav.getByRole("button", { name: "O Congresso" }).tap();
  await expect(nav.getByRole("link", { name: "Cancelamentos" })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).tap();
  await expect(nav.getByRole("link", { name: "Cancelamentos" })).toBeHidden();

  await nav.getByRole("button", { name: "Trabalhos Científicos" }).focus();
  await expect(nav.getByRole("link", { name: "Prêmio Bigfral" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Normas de Submissão" })).toBeFocused();
  await close();
});

test("before the scripts run, the menu button at 375 px reaches /anais", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await pageWithoutScripts(browser, baseURL, {
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  await page.goto("/");
  const banner = page.getByRole("banner");
  const anais = banner.getByRole("link", { name: "Anais" });
  await expect(anais).toBeHidden();
  // A native disclosure (<details>) until the drawer's script takes over.
  await banner.locator("summary").tap();
  await expect(anais).toBeVisible();
  await anais.tap();
  await expect(page).toHaveURL(/\/anais$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await close();
});

test("once hydrated, a dropdown opens after the hover delay, on click and closes on Escape", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page's clock is driven by the test, so the spec's delays are checked to the millisecond
  // whatever the machine's load.
  await page.clock.install();
  await page.goto("/sobre");
  const nav = page.getByRole("navigation", { name: /principal/i });
  const trigger = nav.getByRole("button", { name: "O Congresso" });
  const anais = nav.getByRole("link", { name: "Anais" });
  // aria-expanded appears with hydration.
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await page.clock.pauseAt(Date.now() + 60_000);
  await trigger.hover();
  // Spec §2: 200 ms before it opens, then open; 150 ms after the pointer leaves, closed.
  await page.clock.runFor(190);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await page.clock.runFor(20);
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.mouse.move(640, 600);
  await page.clock.runFor(140);
  await expect(anais).toBeVisible();
  await page.clock.runFor(20);
  await expect(anais).toBeHidden();
  await page.clock.resume();
  await trigger.click();
  await expect(anais).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(anais).toBeHidden();
  await expect(trigger).toBeFocused();
});
