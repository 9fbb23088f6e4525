import type { Locator, Page } from "@playwright/test";
import { addSpeaker } from "./editor-actions";
import { expect, test } from "./fixtures";

// Issue 11, item 6: a carousel with fewer speakers than its view holds. Speakers are added
// through the editor, so these tests run in order on a server and database of their own.
test.use({ ownServer: "few-speakers" });
test.describe.configure({ mode: "serial" });

async function isInViewport(locator: Locator) {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.left >= -1 && rect.right <= window.innerWidth + 1;
  });
}

/** How far the middle of the speaker cards is from the middle of the page. */
const offCentre = async (page: Page) => {
  const cards = page.locator("#speakers-section").getByRole("article");
  const first = (await cards.first().boundingBox())!;
  const last = (await cards.last().boundingBox())!;
  const pageMiddle = await page.evaluate(() => document.documentElement.clientWidth / 2);
  return Math.abs((first.x + last.x + last.width) / 2 - pageMiddle);
};

for (const count of [1, 2]) {
  test(`${count} speaker(s): centred, with no arrows where all fit`, async ({
    page,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await addSpeaker(page, count === 1 ? "Ana Beatriz Souza" : "Beatriz Nogueira");
    const section = page.locator("#speakers-section");
    const arrows = section.getByRole("button", { name: /Palestrante anterior|Próximo/ });
    // 3 per view from 1024 px, 2 from 768 px, 1 below.
    for (const width of count === 1 ? [1280, 800, 375] : [1280, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole("article")).toHaveCount(count);
      expect(await offCentre(page), `${width} px`).toBeLessThan(1);
      await expect(arrows.first(), `${width} px`).toBeHidden();
      await expect(arrows.last(), `${width} px`).toBeHidden();
    }
    if (count === 2) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto("/");
      await expect(arrows).toHaveCount(2);
      await expect(arrows.first()).toBeVisible();
      await arrows.last().click();
      await expect
        .poll(() => isInViewport(section.getByRole("heading", { name: "Beatriz Nogueira" })))
        .toBe(true);
    }
  });
}
