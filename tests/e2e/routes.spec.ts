import { expect, test } from "./fixtures";
import { publicPages } from "./public-routes";

for (const { path, title } of publicPages) {
  test(`${path} answers 200 with its title and one main heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    const headings = page.getByRole("heading", { level: 1 });
    await expect(headings).toHaveCount(1);
    await expect(headings).toBeVisible();
    await expect(headings).not.toHaveText("");
  });

  test(`${path} is server-rendered and reads with JavaScript off`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await context.close();
  });
}

test("/home redirects to the home page", async ({ page }) => {
  const response = await page.goto("/home");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/home$/);
});

test("an unknown path answers 404 with the not-found page", async ({ page, pageProblems }) => {
  const response = await page.goto("/nao-existe/de-jeito-nenhum");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  // Chromium reports the document's own 404 in the console; that one is expected.
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !/404/.test(p)));
  await page.getByRole("link", { name: /voltar para o início/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/palestrantes takes the visitor to the speakers section of the home page", async ({
  page,
}) => {
  await page.goto("/palestrantes");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#speakers-section")).toBeInViewport();
});

test("each page view is recorded first-party with its path and title", async ({ page }) => {
  const firstView = page.waitForRequest((r) => r.url().endsWith("/api/page-view"));
  await page.goto("/sobre");
  const recorded = (await firstView).postDataJSON();
  expect(recorded).toEqual({
    path: "/sobre",
    title: "Sobre o Congresso | Congresso Nacional de Enfermagem",
  });

  const secondView = page.waitForResponse(
    (r) => r.url().endsWith("/api/page-view") && r.request().postDataJSON()?.path === "/local",
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Local" }).click();
  const response = await secondView;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toEqual({
    path: "/local",
    title: "Local e Hospedagem | Congresso Nacional de Enfermagem",
  });
});
