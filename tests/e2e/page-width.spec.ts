import { uniqueClientAddress } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";

// Each page's own width checks are in every-page.spec.ts; these open menus, panels and words.
const widths = [320, 360, 375, 800, 1024, 1280, 1920] as const;
const phoneWidths = widths.filter((width) => width < 768);
const desktopWidths = widths.filter((width) => width >= 768);

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

test("at 375 px the WhatsApp button is beside the hero's buttons, not over them", async ({
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
});

test("the contact e-mail breaks only at its '@' and dots from 360 px", async ({ page }) => {
  await page.goto("/contato");
  for (const width of [360, 375, 800, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
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
