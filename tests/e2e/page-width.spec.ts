import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminPaths, publicPages } from "./public-routes";

/** Issue 11: no page scrolls sideways at any common width, phones to desktops. */
const widths = [320, 360, 375, 800, 1024, 1280] as const;

/** The paths, among those given, whose document is wider than the window at this width. */
async function overflowingPaths(page: Page, paths: readonly string[], width: number) {
  await page.setViewportSize({ width, height: 800 });
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
      // The deepest element reaching past the window, to say what to fix.
      const past = [...document.querySelectorAll("body *")].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      const deepest = past.find(
        (element) => !past.some((other) => element.contains(other) && other !== element),
      );
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        culprit: deepest
          ? `${deepest.tagName.toLowerCase()} "${deepest.textContent?.trim().slice(0, 40)}"`
          : "",
      };
    });
    if (scrollWidth > innerWidth)
      overflowing.push(`${path} (${scrollWidth} > ${innerWidth}: ${culprit})`);
  }
  return overflowing;
}

for (const width of widths) {
  test(`public pages do not scroll sideways at ${width} px`, async ({ page }) => {
    const paths = publicPages.map((p) => p.path);
    expect(await overflowingPaths(page, paths, width)).toEqual([]);
  });

  test(`admin pages do not scroll sideways at ${width} px`, async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    expect(await overflowingPaths(page, ["/admin/login", ...adminPaths], width)).toEqual([]);
  });
}
