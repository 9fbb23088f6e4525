import { expect, test } from "./fixtures";

test("desktop header: dropdowns open on hover and list their pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/sobre");
  const nav = page.getByRole("navigation", { name: /principal/i });

  await nav.getByRole("button", { name: "O Congresso" }).hover();
  for (const name of [
    "Sobre o Congresso",
    "Local e Hospedagem",
    "Palestrantes",
    "Anais",
    "Certificados",
    "Cancelamentos",
    "Contato",
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await nav.getByRole("button", { name: "Trabalhos Científicos" }).hover();
  for (const name of ["Normas de Submissão", "Prêmio Bigfral", "Trabalhos Aprovados"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Normas de Submissão" }).click();
  await expect(page).toHaveURL(/\/trabalhos$/);
});

test("desktop header: the active route is bold dark blue", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/programacao");
  const active = page
    .getByRole("navigation", { name: /principal/i })
    .getByRole("link", { name: "Programação" });
  await expect(active).toHaveAttribute("aria-current", "page");
  await expect(active).toHaveCSS("font-weight", "700");
  await expect(active).toHaveCSS("color", "rgb(26, 52, 125)");
  const inactive = page
    .getByRole("navigation", { name: /principal/i })
    .getByRole("link", { name: "Inscrições em Grupo" });
  await expect(inactive).not.toHaveAttribute("aria-current", "page");
});

test("desktop header: the bold current item does not move the items beside it", async ({
  page,
}) => {
  const positions = async (path: string) => {
    await page.goto(path);
    const items = page
      .getByRole("navigation", { name: /principal/i })
      .locator(":scope > ul > li > :is(a, button)");
    return items.evaluateAll((elements) =>
      elements.map((element) => `${element.textContent} ${element.getBoundingClientRect().x}`),
    );
  };
  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // 'Programação' is current on one page, 'O Congresso' (a dropdown) on the other.
    const onProgramme = await positions("/programacao");
    expect(onProgramme.length).toBeGreaterThan(4);
    expect(await positions("/sobre"), `${width} px`).toEqual(onProgramme);
    expect(await positions("/inscricoes-grupo"), `${width} px`).toEqual(onProgramme);
  }
});

test("desktop header: a shadow appears after 50 px of scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/sobre");
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("box-shadow", "none");
  await page.mouse.wheel(0, 400);
  await expect(header).not.toHaveCSS("box-shadow", "none");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS("box-shadow", "none");
});

test("desktop header: 'Área do Inscrito' goes to the provider's login with the event and pt", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const link = page.getByRole("banner").getByRole("link", { name: "Área do Inscrito" });
  await expect(link).toHaveAttribute("href", /evento=cne2025.*lang=pt|lang=pt.*evento=cne2025/);
});

test("'Inscreva-se' on another page goes home and scrolls to the registration packages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/local");
  await page.getByRole("banner").getByRole("link", { name: "Inscreva-se" }).click();
  await expect(page).toHaveURL(/\/(#inscricao-section)?$/);
  await expect(page.locator("#inscricao-section")).toBeInViewport();
});

test("mobile header: the menu is a bottom drawer with collapsible groups that closes on navigation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: /principal/i })).toBeHidden();
  await page.getByRole("button", { name: "Abrir menu" }).click();

  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box).not.toBeNull();
  // Anchored at the bottom and 85 % of the viewport high.
  expect(Math.round(box!.y + box!.height)).toBeGreaterThanOrEqual(810);
  expect(box!.height).toBeGreaterThan(812 * 0.8);
  expect(box!.height).toBeLessThan(812 * 0.9);

  await expect(drawer.getByRole("link", { name: "Anais" })).toBeHidden();
  await drawer.getByRole("button", { name: "O Congresso" }).click();
  await expect(drawer.getByRole("link", { name: "Anais" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Inscreva-se" })).toBeVisible();

  await drawer.getByRole("link", { name: "Anais" }).click();
  await expect(page).toHaveURL(/\/anais$/);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("footer: six links, the current year, the phone and the support e-mail", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const href of [
    "/sobre",
    "/programacao",
    "/palestrantes",
    "/inscricao",
    "/local",
    "/contato",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
  await expect(footer.locator('a[href^="mailto:suporte@"]')).toBeVisible();
});

test("the floating WhatsApp button opens a chat with a Portuguese message", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("link", { name: "Conversar pelo WhatsApp" });
  await expect(button).toBeVisible();
  const href = await button.getAttribute("href");
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(href!.split("text=")[1]!)).toMatch(/Olá!.*Congresso/);
});

test("every route change scrolls back to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/sobre");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Local" }).click();
  await expect(page).toHaveURL(/\/local$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("every header control fits the page at every desktop width (one row from 1280 px)", async ({
  page,
}) => {
  for (const width of [768, 1024, 1279, 1280, 1366, 1536, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/sobre");
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("header a, header button")]
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
        .map((element) => element.textContent),
    );
    expect(overflowing, `${width} px`).toEqual([]);
  }
});
