import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { startBuiltServer } from "../support/server-process";
import { uniqueClientAddress } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { E2E_TEMPLATE_DATA_DIR, e2eSparePort } from "./servers";

// A server of its own: turning on the second factor for the shared servers' administrator would
// stop every other spec from signing in. The tests build on each other, in order.
test.describe.configure({ mode: "serial" });

const ADMIN_EMAIL = "mfa@congresso.test";
const ADMIN_PASSWORD = "senha-do-teste-mfa-1";
const port = e2eSparePort(2);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(".tmp/e2e/mfa");

let server: Awaited<ReturnType<typeof startBuiltServer>>;
/** What enrolment showed, for the later tests. */
let secret = "";
let recoveryCodes: string[] = [];

test.beforeAll(async () => {
  server = await startBuiltServer({
    port,
    dataDir,
    from: E2E_TEMPLATE_DATA_DIR,
    quiet: true,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: baseUrl });

/**
 * The code an authenticator app shows `offset` steps of 30 s from now. A code works once, so
 * each test uses a later step than the one before (the server accepts one step of drift).
 */
function codeAt(offset: number) {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: Date.now() + offset * 30_000,
  });
}

/** Refused answers (400, 429) are the point of some steps; Chromium logs each one. */
function ignoreRefusals(pageProblems: string[]) {
  const rest = pageProblems.filter((p) => !/status of (400|401|403|429)/.test(p));
  pageProblems.splice(0, pageProblems.length, ...rest);
}

async function passwordStep(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(ADMIN_EMAIL);
  await page.getByLabel("Senha").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test("an administrator turns on the second factor: QR code, secret, a code, recovery codes once", async ({
  page,
  pageProblems,
}) => {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const sidebar = page.getByRole("complementary", { name: "Menu da área administrativa" });
  await sidebar.getByRole("link", { name: "Autenticação em dois fatores" }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page).toHaveTitle("Autenticação em dois fatores | Área Administrativa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Autenticação em dois fatores");
  await page.getByRole("button", { name: "Ativar autenticação em dois fatores" }).click();

  await expect(
    page.getByRole("img", { name: "QR code para o aplicativo autenticador" }),
  ).toBeVisible();
  const shown = await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
  secret = shown!.replace(/\s/g, "");
  expect(secret).toHaveLength(32);

  // A wrong code is refused and nothing changes.
  await page.getByLabel("Código de verificação").fill("000000");
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(page.getByText("Código inválido. Tente novamente.")).toBeVisible();
  ignoreRefusals(pageProblems);

  // The step before now (the sign-in tests use the current one), accepted until the clock enters
  // the next step: a slow machine can cross it between making the code and its check, so a new
  // code is made then.
  await expect(async () => {
    await page.getByLabel("Código de verificação").fill(codeAt(-1));
    await page.getByRole("button", { name: "Confirmar e ativar" }).click();
    await expect(page.getByText("Autenticação em dois fatores ativada.")).toBeVisible({
      timeout: 10_000,
    });
  }).toPass({ timeout: 45_000 });
  // A retry's refused code, and a refusal logged after its message showed, are expected too.
  ignoreRefusals(pageProblems);
  const list = page.getByRole("list", { name: "Códigos de recuperação" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  recoveryCodes = await list.getByRole("listitem").allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

  // Shown once: the page itself no longer has them.
  await page.goto("/admin/two-factor");
  await expect(page.getByText(/está\s+ativada\s+desde/)).toBeVisible();
  await expect(page.getByText(/Códigos de recuperação restantes:\s*10/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Códigos de recuperação" })).toHaveCount(0);
  await expect(page.getByText(recoveryCodes[0]!)).toHaveCount(0);
});

test("the password alone gives no access", async ({ page, request }) => {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/login\/verify$/);
  await expect(page).toHaveTitle("Verificação em duas etapas | Área Administrativa");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?motivo=restrito$/);

  // By hand: the session cookie of the password step opens nothing either.
  const login = await request.post("/admin/login", {
    form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  expect(login.headers()["location"]).toBe("/admin/login/verify");
  const dashboard = await request.get("/admin/dashboard", { maxRedirects: 0 });
  expect(dashboard.status()).toBe(302);
  expect(dashboard.headers()["location"]).toMatch(/\/admin\/login\?motivo=restrito$/);
});

test("password and code sign in, with a new session id; the same code does not work twice", async ({
  page,
  context,
  pageProblems,
}) => {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/login\/verify$/);
  const pending = (await context.cookies()).find((c) => c.name === "__session")?.value;
  expect(pending).toBeDefined();

  const code = codeAt(0);
  await page.getByLabel("Código de verificação").fill(code);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === "__session")?.value;
  expect(session).toBeDefined();
  expect(session).not.toBe(pending);

  await page
    .getByRole("complementary", { name: "Menu da área administrativa" })
    .getByRole("button", { name: "Sair" })
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await passwordStep(page);
  await page.getByLabel("Código de verificação").fill(code);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByText("Código inválido. Tente novamente.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\/verify$/);
  ignoreRefusals(pageProblems);
});

test("a recovery code signs in once", async ({ page, pageProblems }) => {
  await passwordStep(page);
  await page.getByLabel("Código de verificação").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(/Código de recuperação usado\. Restam 9 códigos\./)).toBeVisible();
  await page
    .getByRole("complementary", { name: "Menu da área administrativa" })
    .getByRole("button", { name: "Sair" })
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await passwordStep(page);
  await page.getByLabel("Código de verificação").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByText("Código inválido. Tente novamente.")).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?motivo=restrito$/);
  ignoreRefusals(pageProblems);
});

test("both steps work with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl });
  const page = await context.newPage();
  try {
    await passwordStep(page);
    await expect(page).toHaveURL(/\/admin\/login\/verify$/);
    await page.getByLabel("Código de verificação").fill(codeAt(1));
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  } finally {
    await context.close();
  }
});

test("`npm run admin -- reset-mfa` removes the factor; the account then needs only its password", async ({
  page,
  request,
}) => {
  // The embedded database has one owner: the command runs while the server is stopped.
  await server.stop();
  const output = execFileSync(process.execPath, ["scripts/admin.ts", "reset-mfa", ADMIN_EMAIL], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(output).toContain(`Autenticação em dois fatores removida de ${ADMIN_EMAIL}`);
  server = await startBuiltServer({
    port,
    dataDir,
    fresh: false,
    quiet: true,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });

  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/two-factor");
  await expect(
    page.getByRole("button", { name: "Ativar autenticação em dois fatores" }),
  ).toBeVisible();

  // Someone guessing from many addresses gets the account's checks spaced, but never locks it:
  // after five failures, a guess that comes too soon is answered at once with a short wait.
  for (let i = 0; i < 8; i++) {
    const guess = await request.post("/admin/login", {
      form: { email: ADMIN_EMAIL.toUpperCase(), password: `chute-${i}` },
      headers: { "X-Forwarded-For": uniqueClientAddress() },
      maxRedirects: 0,
    });
    if (i < 5) {
      expect(guess.status(), `chute ${i}`).toBe(400);
    } else {
      expect([400, 429], `chute ${i}`).toContain(guess.status());
      if (guess.status() === 429) {
        expect(Number(guess.headers()["retry-after"])).toBeLessThanOrEqual(4);
        expect(await guess.text()).toContain(
          "Muitas tentativas. Aguarde alguns segundos e tente novamente.",
        );
      }
    }
  }
  // The administrator gets in, at most a few seconds later.
  await expect(async () => {
    const admin = await request.post("/admin/login", {
      form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { "X-Forwarded-For": uniqueClientAddress() },
      maxRedirects: 0,
    });
    expect(admin.status()).toBe(302);
    expect(admin.headers()["location"]).toBe("/admin/dashboard");
  }).toPass({ timeout: 10_000 });
});
