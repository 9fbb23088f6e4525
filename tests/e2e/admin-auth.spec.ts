import { ADMIN_EMAIL, ADMIN_PASSWORD, uniqueClientAddress } from "./admin-helpers";
import { expect, test } from "./fixtures";

const guardMessage = "Acesso restrito. Faça login para continuar.";
const invalidCredentials = "Credenciais inválidas. Tente novamente.";
const unauthenticated = "Você precisa estar autenticado para realizar esta operação";

const adminPages = [
  "/admin",
  "/admin/dashboard",
  "/admin/program",
  "/admin/speakers",
  "/admin/sponsors",
  "/admin/about-congress",
];

/** Refused answers (400, 401, 403, 429) are the point of some tests; Chromium logs each one. */
function ignoreRefusals(pageProblems: string[]) {
  const rest = pageProblems.filter((p) => !/status of (400|401|403|429)/.test(p));
  pageProblems.splice(0, pageProblems.length, ...rest);
}

for (const path of adminPages) {
  test(`${path} without a session redirects to the login page with the guard's message`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login\?motivo=restrito$/);
    await expect(page).toHaveTitle("Login | Área Administrativa");
    await expect(page.getByText(guardMessage)).toBeVisible();
  });
}

test("the login form requires both fields and a valid e-mail", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Área Administrativa");
  await expect(page.getByText(guardMessage)).toHaveCount(0);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("E-mail é obrigatório")).toBeVisible();
  await expect(page.getByText("Senha é obrigatória")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("E-mail").fill("nao-e-um-email");
  await expect(page.getByText("E-mail inválido")).toBeVisible();
  await page.getByLabel("Senha").fill("x");
  await expect(page.getByText("Senha é obrigatória")).toHaveCount(0);
});

test("a wrong e-mail and a wrong password get the same message", async ({ page, pageProblems }) => {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill("ninguem@congresso.test");
  await page.getByLabel("Senha").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: invalidCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.getByLabel("E-mail").fill(ADMIN_EMAIL);
  await page.getByLabel("Senha").fill("senha-errada-123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: invalidCredentials })).toBeVisible();
  // The typed password is never sent back into the page.
  await expect(page.getByLabel("Senha")).toHaveValue("");
  await expect(page.getByLabel("E-mail")).toHaveValue(ADMIN_EMAIL);
  ignoreRefusals(pageProblems);
});

test("login shows the toast and the dashboard; logout ends the session", async ({
  page,
  context,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(ADMIN_EMAIL);
  await page.getByLabel("Senha").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveTitle("Dashboard | Área Administrativa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const sections = page.getByRole("region", { name: "Seções" });
  for (const [name, path] of [
    ["Programação", "/admin/program"],
    ["Palestrantes", "/admin/speakers"],
    ["Patrocinadores", "/admin/sponsors"],
    ["Sobre o Congresso", "/admin/about-congress"],
    ["Dados do evento", "/admin/event"],
  ] as const) {
    await expect(sections.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
      "href",
      path,
    );
  }
  const eventFacts = sections.getByRole("link", { name: /Dados do evento/ });
  await expect(eventFacts).toContainText("15ª edição");
  await expect(eventFacts).toContainText("27 a 29 de agosto de 2025");
  // The admin area has its own frame, not the public site's header and footer.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Conversar pelo WhatsApp" })).toHaveCount(0);

  const sidebar = page.getByRole("complementary", { name: "Menu da área administrativa" });
  await sidebar.getByRole("link", { name: "Palestrantes" }).click();
  await expect(page).toHaveURL(/\/admin\/speakers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Palestrantes");

  const cookiesBefore = await context.cookies();
  // The admin document is replaced, not navigated in place: nothing of it stays in the tab.
  await page.evaluate(() => Object.assign(window, { adminDocument: true }));
  const logout = page.waitForResponse((response) => response.url().endsWith("/admin/logout"));
  await sidebar.getByRole("button", { name: "Sair" }).click();
  expect((await (await logout).allHeaders())["clear-site-data"]).toBe('"cache"');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText("Logout realizado com sucesso")).toBeVisible();
  expect(await page.evaluate(() => "adminDocument" in window)).toBe(false);
  expect((await context.cookies()).find((c) => c.name === "__session")).toBeUndefined();
  // Back asks the server again, which no longer knows the session: no admin page comes back.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login\?motivo=restrito$/);
  await expect(page.getByRole("heading", { name: "Palestrantes" })).toHaveCount(0);

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?motivo=restrito$/);

  // The old cookie, replayed by hand, is worthless: the session was deleted on the server.
  const session = cookiesBefore.find((c) => c.name === "__session");
  expect(session).toBeDefined();
  const replay = await page.request.fetch("/admin/dashboard", {
    headers: { Cookie: `__session=${session!.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
  expect(replay.headers()["location"]).toMatch(/\/admin\/login\?motivo=restrito$/);
});

test("an already signed-in administrator skips the login page", async ({ loginAsAdmin, page }) => {
  await loginAsAdmin();
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the session cookie is HttpOnly, SameSite=Lax, for the whole site, not Secure over http", async ({
  loginAsAdmin,
  page,
  context,
}) => {
  await loginAsAdmin();
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "__session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
  // It outlives neither the absolute expiry (12 h) nor the browser's idea of a session by much.
  expect(session!.expires * 1000 - Date.now()).toBeLessThanOrEqual(12 * 60 * 60_000);
  // Nothing about the session is readable by scripts or kept in local storage.
  expect(await page.evaluate(() => document.cookie)).not.toContain("__session");
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
});

test("writes without a session get 401 and change nothing", async ({
  loginAsAdmin,
  page,
  request,
}) => {
  await loginAsAdmin();
  // `request` has no cookies: a write replayed by hand without the session.
  for (const path of [
    "/admin/logout",
    "/admin/dashboard",
    "/admin/speakers",
    "/admin/program.data",
  ]) {
    const response = await request.post(path, { form: { qualquer: "coisa" }, maxRedirects: 0 });
    expect(response.status(), path).toBe(401);
    expect(await response.text(), path).toContain(unauthenticated);
  }
  // The administrator's own session is untouched.
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});

test("writes from another origin are refused, even with a valid session", async ({
  loginAsAdmin,
  page,
}) => {
  await loginAsAdmin();
  // page.request carries the browser's cookies: a forged cross-site request with the session.
  const logout = await page.request.post("/admin/logout", {
    headers: { Origin: "https://site-malicioso.example" },
    maxRedirects: 0,
  });
  expect(logout.status()).toBe(403);
  expect(await logout.text()).toContain("Origem não permitida.");

  // Route actions are refused by React Router's own origin check (400) before the guard (403).
  const pageAction = await page.request.post("/admin/speakers", {
    headers: { Origin: "https://site-malicioso.example" },
    form: { name: "x" },
    maxRedirects: 0,
  });
  expect([400, 403]).toContain(pageAction.status());

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});

test("five failures for one account from one address: that pair waits, with Retry-After and the time", async ({
  page,
  pageProblems,
  request,
}) => {
  // An account and an address of its own, so no other test is slowed or limited.
  const email = `bloqueio-${Date.now()}@congresso.test`;
  const address = uniqueClientAddress();
  const from = (ip: string) => ({ "X-Forwarded-For": ip });
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await request.post("/admin/login", {
      form: { email, password: `tentativa-${attempt}` },
      headers: from(address),
      maxRedirects: 0,
    });
    expect(response.status(), `tentativa ${attempt}`).toBe(400);
    expect(await response.text()).toContain(invalidCredentials);
  }

  await page.setExtraHTTPHeaders(from(address));
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("tentativa-6");
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/login"),
  );
  await page.getByRole("button", { name: "Entrar" }).click();
  const limited = await answer;
  expect(limited.status()).toBe(429);
  const retryAfter = Number(limited.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  await expect(
    page.getByText(/^Muitas tentativas\. Tente novamente às \d{2}:\d{2}\.$/),
  ).toBeVisible();
  ignoreRefusals(pageProblems);

  // Any password is refused for that account from that address…
  const again = await request.post("/admin/login", {
    form: { email, password: ADMIN_PASSWORD },
    headers: from(address),
    maxRedirects: 0,
  });
  expect(again.status()).toBe(429);
  expect(Number(again.headers()["retry-after"])).toBeGreaterThan(0);
  // …the same account from another address is still checked…
  const elsewhere = await request.post("/admin/login", {
    form: { email, password: "outra" },
    headers: from(uniqueClientAddress()),
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(400);
  // …and the administrator still signs in from the same address.
  const admin = await request.post("/admin/login", {
    form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: from(address),
    maxRedirects: 0,
  });
  expect(admin.status()).toBe(302);
  expect(admin.headers()["location"]).toBe("/admin/dashboard");
});

test("login, navigation and logout work with JavaScript off", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto("/admin/sponsors");
    await expect(page.getByText(guardMessage)).toBeVisible();
    await page.getByLabel("E-mail").fill(ADMIN_EMAIL);
    await page.getByLabel("Senha").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");

    const sidebar = page.getByRole("complementary", { name: "Menu da área administrativa" });
    await sidebar.getByRole("link", { name: "Sobre o Congresso" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre o Congresso");
    await sidebar.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?motivo=restrito$/);
  } finally {
    await context.close();
  }
});

test("on a phone the sidebar becomes a top bar with a menu", async ({ loginAsAdmin, page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAsAdmin();
  await expect(
    page.getByRole("complementary", { name: "Menu da área administrativa" }),
  ).toBeHidden();
  // The login toast is up, and it must not cover the top bar or its menu.
  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Login realizado com sucesso!" });
  await expect(toast).toBeVisible();
  const banner = page.getByRole("banner");
  const bannerBox = await banner.boundingBox();
  expect(bannerBox).toBeTruthy();
  // The toast slides in from above: where it comes to rest is what counts.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? 0, {
      message: "o aviso fica abaixo da barra",
    })
    .toBeGreaterThan(bannerBox!.y + bannerBox!.height);
  await banner.locator("summary").click();
  await banner.getByRole("link", { name: "Programação" }).click();
  await expect(page).toHaveURL(/\/admin\/program$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programação");
  // The menu closes on navigation.
  await expect(banner.getByRole("link", { name: "Programação" })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
