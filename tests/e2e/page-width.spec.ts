import type { Page } from "@playwright/test";
import { uniqueClientAddress } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { adminPaths, publicPages } from "./public-routes";

/** Issue 11: no page scrolls sideways at any common width, phones to wide desktops. */
const widths = [320, 360, 375, 800, 1024, 1280, 1920] as const;
const phoneWidths = widths.filter((width) => width < 768);
const desktopWidths = widths.filter((width) => width >= 768);

/** How far the page now reaches past the window, naming the deepest element that does. */
async function overflow(page: Page) {
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

/**
 * The widths, among all, at which this page's document is wider than the window. The page is
 * loaded once, at the narrowest, and the window then widened step by step (as a phone turned on
 * its side): the server draws the same HTML at every width, so the layout is CSS's alone.
 */
async function overflowingWidths(page: Page, path: string) {
  await page.setViewportSize({ width: widths[0], height: 800 });
  await page.goto(path);
  const overflowing: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const past = await overflow(page);
    if (past) overflowing.push(`${path} at ${width} px (${past})`);
  }
  return overflowing;
}

for (const { path } of publicPages) {
  test(`${path} does not scroll sideways at any width, ${widths[0]} to ${widths.at(-1)} px`, async ({
    page,
  }) => {
    expect(await overflowingWidths(page, path)).toEqual([]);
  });
}

test(`admin pages do not scroll sideways at any width, ${widths[0]} to ${widths.at(-1)} px`, async ({
  page,
  loginAsAdmin,
}) => {
  // Each page is loaded in turn: the time grows with the list.
  test.setTimeout(30_000 + 5_000 * adminPaths.length);
  await loginAsAdmin();
  const overflowing: string[] = [];
  for (const path of ["/admin/login", ...adminPaths]) {
    overflowing.push(...(await overflowingWidths(page, path)));
  }
  expect(overflowing).toEqual([]);
});

test("with the 'O Congresso' dropdown open, no desktop width scrolls sideways", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: /principal/i });
  for (const width of desktopWidths) {
    await page.setViewportSize({ width, height: 800 });
    const trigger = nav.getByRole("button", { name: "O Congresso" });
    // Hydrated (the attribute appears then): a click before it would race the CSS-only menu.
    await expect(trigger).toHaveAttribute("aria-expanded", /^(true|false)$/);
    // By keyboard: a mouse click would race the hover's own opening delay (spec §2).
    if ((await trigger.getAttribute("aria-expanded")) !== "true") {
      await trigger.focus();
      await page.keyboard.press("Enter");
    }
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Cancelamentos" })).toBeVisible();
    expect(await overflow(page), `${width} px`).toBe("");
  }
});

test("with the phone menu open, no phone width scrolls sideways", async ({ page }) => {
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("button", { name: "O Congresso" }).click();
    await expect(drawer.getByRole("link", { name: "Cancelamentos" })).toBeVisible();
    expect(await overflow(page), `${width} px`).toBe("");
  }
});

test("the contact form's success panel does not widen the page at 360 and 800 px", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientAddress() });
  for (const width of [360, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/contato");
    for (const [label, value] of Object.entries({
      Nome: "Conceição Araújo",
      "E-mail": "conceicao@example.com",
      Telefone: "(71) 99999-0000",
      Assunto: `Largura da página ${width}`,
      Mensagem: "Olá! Há desconto para grupos de enfermagem?",
    }))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada!" })).toBeVisible();
    expect(await overflow(page), `${width} px`).toBe("");
  }
});

/** The texts whose lines (any of their boxes) meet the floating WhatsApp button on screen. */
async function textUnderWhatsApp(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('a[aria-label="Conversar pelo WhatsApp"]')!;
    const b = button.getBoundingClientRect();
    const under: string[] = [];
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
      if (meets) under.push(node.textContent.trim().slice(0, 40));
    }
    return under;
  });
}

test("the WhatsApp button covers no text at a page's end, nor the hero's buttons, at 375 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const whatsapp = await page.getByRole("link", { name: "Conversar pelo WhatsApp" }).boundingBox();
  for (const name of ["Ver programação", "Inscreva-se agora"]) {
    const box = await page
      .getByRole("region", { name: /Congresso Nacional de Enfermagem/ })
      .getByRole("link", { name })
      .boundingBox();
    expect(box!.x + box!.width, name).toBeLessThan(whatsapp!.x);
  }

  const covered: string[] = [];
  for (const { path } of publicPages) {
    await page.goto(path);
    // The page may still grow (images, hydration) after a first scroll: scroll again on every
    // try until the viewport's bottom is the page's end.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const end = document.documentElement.scrollHeight;
          window.scrollTo({ top: end, behavior: "instant" });
          return end - Math.ceil(window.scrollY + window.innerHeight);
        }),
      )
      .toBeLessThanOrEqual(0);
    for (const text of await textUnderWhatsApp(page)) covered.push(`${path}: ${text}`);
  }
  expect(covered).toEqual([]);
});

test("the contact e-mail breaks only at its '@' and dots from 360 px", async ({ page }) => {
  for (const width of [360, 375, 800, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/contato");
    const brokenWords = await page
      .locator('#conteudo a[href^="mailto:"]')
      .first()
      .evaluate((link) => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          range.selectNodeContents(node);
          if (range.getClientRects().length > 1) broken.push(node.textContent ?? "");
        }
        return broken;
      });
    expect(brokenWords, `${width} px`).toEqual([]);
  }
});
