import type { Page } from "@playwright/test";

/** How far the page now reaches past the window, naming the deepest element that does. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const past = [...document.querySelectorAll("body *")].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const deepest = past.find(
      (element) => !past.some((other) => element.contains(other) && other !== element),
    );
    const { scrollWidth } = document.documentElement;
    return scrollWidth > window.innerWidth
      ? `${scrollWidth} > ${window.innerWidth}: ${
          deepest
            ? `${deepest.tagName.toLowerCase()} "${deepest.textContent?.trim().slice(0, 40)}"`
            : ""
        }`
      : "";
  });
}
