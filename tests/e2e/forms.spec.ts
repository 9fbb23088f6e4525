import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { uniqueClientAddress, uniqueText } from "./admin-helpers";
import { type LoginAsAdmin, expect, test } from "./fixtures";

const contactErrors = [
  "O nome precisa ter pelo menos 2 caracteres.",
  "Por favor, insira um endereço de e-mail válido.",
  "O telefone precisa ter pelo menos 10 caracteres.",
  "O assunto precisa ter pelo menos 5 caracteres.",
  "A mensagem precisa ter pelo menos 10 caracteres.",
];
const sponsorshipErrors = [
  "Nome deve ter pelo menos 2 caracteres",
  "Nome da empresa deve ter pelo menos 2 caracteres",
  "Digite um email válido",
  "Digite um telefone válido",
  "Descreva seu interesse em pelo menos 5 caracteres",
];
const contactNonOk = "Não foi possível enviar sua mensagem. Por favor, tente novamente.";
const sponsorshipNonOk = "Não foi possível enviar sua solicitação. Por favor, tente novamente.";
const processingError = "Ocorreu um erro ao processar sua solicitação.";

/** Refused or aborted requests are the point of some tests; Chromium logs each one. */
function ignoreFailedRequests(pageProblems: string[]) {
  const rest = pageProblems.filter(
    (p) => !/status of (400|413|415|429|500|502)|net::ERR_FAILED/.test(p),
  );
  pageProblems.splice(0, pageProblems.length, ...rest);
}

function contactValues() {
  return {
    Nome: "Conceição Araújo",
    "E-mail": "conceicao@example.com",
    Telefone: "(71) 99999-0000",
    Assunto: uniqueText("Inscrição"),
    Mensagem: "Olá! Há desconto para grupos de enfermagem?",
  };
}

function sponsorshipValues() {
  return {
    Nome: "João Lima",
    Empresa: uniqueText("Açaí Dermocuidados"),
    "E-mail": "joao@acai.com.br",
    Telefone: "(71) 3333-4444",
    Interesse: "Cota de patrocínio e estande na exposição.",
  };
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

/** The admin's CSV export, read as text (BOM removed). */
async function exportedCsv(page: Page) {
  const response = await page.request.get("/admin/inbox.csv");
  expect(response.status()).toBe(200);
  return new TextDecoder().decode(await response.body());
}

async function inboxShows(browser: Browser, text: string, loginAsAdmin: LoginAsAdmin) {
  const context = await browser.newContext();
  const page = await loginAsAdmin(await context.newPage());
  await page.goto("/admin/inbox");
  await expect(page.getByTestId("inbox-item").filter({ hasText: text })).toBeVisible();
  await context.close();
}

async function csvAsAdmin(browser: Browser, loginAsAdmin: LoginAsAdmin) {
  const context = await browser.newContext();
  const page = await loginAsAdmin(await context.newPage());
  const csv = await exportedCsv(page);
  await context.close();
  return csv;
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientAddress() });
  });

  test("contact: an empty submit shows all five messages; fixing a field clears its own", async ({
    page,
  }) => {
    await page.goto("/contato");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    for (const message of contactErrors) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel("Nome", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Nome", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: contactErrors[0] })).toHaveCount(1);

    await page.getByLabel("Nome", { exact: true }).fill("Maria");
    await expect(page.getByText(contactErrors[0]!)).toHaveCount(0);
    await expect(page.getByText(contactErrors[1]!)).toBeVisible();
  });

  test("contact: a valid message shows the success panel, then an empty form, and reaches the inbox", async ({
    loginAsAdmin,
    page,
    browser,
  }) => {
    const values = contactValues();
    await page.goto("/contato");
    await fill(page, values);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada!" })).toBeVisible();
    await expect(toast(page, "Mensagem enviada com sucesso!")).toBeVisible();

    await page.getByRole("button", { name: "Enviar nova mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada!" })).toHaveCount(0);
    await expectValues(page, { Nome: "", "E-mail": "", Telefone: "", Assunto: "", Mensagem: "" });

    await inboxShows(browser, values.Assunto, loginAsAdmin);
  });

  test("contact: a non-ok answer and an exception show the spec's texts and keep the values", async ({
    page,
    pageProblems,
  }) => {
    const values = contactValues();
    await page.goto("/contato");
    await fill(page, values);

    // Only the form's post fails (`<route>.data` is where React Router sends it); a page whose
    // server is down would fail its data reloads too, which the form must not trigger.
    await page.route("**/contato.data*", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("alert").filter({ hasText: contactNonOk })).toBeVisible();
    await expect(toast(page, "Falha ao enviar mensagem")).toBeVisible();
    await expectValues(page, values);

    await page.unroute("**/contato.data*");
    await page.route("**/contato.data*", (route) => route.abort());
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("alert").filter({ hasText: processingError })).toBeVisible();
    await expect(toast(page, "Erro ao processar sua solicitação")).toBeVisible();
    await expectValues(page, values);
    ignoreFailedRequests(pageProblems);
  });

  test("sponsorship: an empty submit shows all five messages; fixing a field clears its own", async ({
    page,
  }) => {
    await page.goto("/patrocinio-exposicao");
    await page.getByRole("button", { name: "Enviar solicitação" }).click();
    for (const message of sponsorshipErrors) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel("Nome", { exact: true })).toBeFocused();

    await page.getByLabel("Empresa").fill("CuraPlus");
    await expect(page.getByText(sponsorshipErrors[1]!)).toHaveCount(0);
    await expect(page.getByText(sponsorshipErrors[0]!)).toBeVisible();
  });

  test("sponsorship: a valid inquiry shows the toast, empties the form and reaches the inbox", async ({
    loginAsAdmin,
    page,
    browser,
  }) => {
    const values = sponsorshipValues();
    await page.goto("/patrocinio-exposicao");
    await fill(page, values);
    await page.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(toast(page, "Formulário enviado com sucesso!")).toBeVisible();
    await expect(page.getByLabel("Empresa")).toHaveValue("");

    await inboxShows(browser, values.Empresa, loginAsAdmin);
  });

  test("sponsorship: a non-ok answer and an exception show the spec's texts and keep the values", async ({
    page,
    pageProblems,
  }) => {
    const values = sponsorshipValues();
    await page.goto("/patrocinio-exposicao");
    await fill(page, values);

    await page.route("**/patrocinio-exposicao.data*", (route) =>
      route.fulfill({ status: 502, body: "" }),
    );
    await page.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(page.getByRole("alert").filter({ hasText: sponsorshipNonOk })).toBeVisible();
    await expect(toast(page, "Falha ao enviar formulário")).toBeVisible();
    await expectValues(page, values);

    await page.unroute("**/patrocinio-exposicao.data*");
    await page.route("**/patrocinio-exposicao.data*", (route) => route.abort());
    await page.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(page.getByRole("alert").filter({ hasText: processingError })).toBeVisible();
    await expect(toast(page, "Erro ao processar sua solicitação")).toBeVisible();
    await expectValues(page, values);
    ignoreFailedRequests(pageProblems);
  });
});

test.describe("without JavaScript", () => {
  async function noScriptPage(browser: Browser) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
    });
    return { context, page: await context.newPage() };
  }

  test("contact: errors come from the server, typed values stay, success and a new empty form", async ({
    loginAsAdmin,
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/contato");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    for (const message of contactErrors) await expect(page.getByText(message)).toBeVisible();

    const values = contactValues();
    await fill(page, { ...values, Telefone: "7199" });
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByText(contactErrors[2]!)).toBeVisible();
    await expect(page.getByText(contactErrors[0]!)).toHaveCount(0);
    await expectValues(page, { ...values, Telefone: "7199" });

    await page.getByLabel("Telefone").fill(values.Telefone);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem Enviada!" })).toBeVisible();
    await page.getByRole("button", { name: "Enviar nova mensagem" }).click();
    await expect(page.getByRole("button", { name: "Enviar mensagem" })).toBeVisible();
    await expectValues(page, { Nome: "", "E-mail": "", Telefone: "", Assunto: "", Mensagem: "" });
    await context.close();

    await inboxShows(browser, values.Assunto, loginAsAdmin);
  });

  test("sponsorship: errors come from the server; a valid inquiry is confirmed", async ({
    loginAsAdmin,
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/patrocinio-exposicao");
    await page.getByRole("button", { name: "Enviar solicitação" }).click();
    for (const message of sponsorshipErrors) await expect(page.getByText(message)).toBeVisible();

    const values = sponsorshipValues();
    await fill(page, values);
    await page.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Formulário enviado com sucesso!" }),
    ).toBeVisible();
    await expect(page.getByLabel("Empresa")).toHaveValue("");
    await context.close();

    await inboxShows(browser, values.Empresa, loginAsAdmin);
  });
});

test.describe("posted directly", () => {
  function post(
    request: APIRequestContext,
    path: string,
    multipart: Record<string, string>,
    address = uniqueClientAddress(),
  ) {
    return request.post(path, {
      multipart,
      headers: { "X-Forwarded-For": address },
      maxRedirects: 0,
    });
  }

  test("the spec's multipart field names are stored, at / and at the form's page", async ({
    loginAsAdmin,
    request,
    browser,
  }) => {
    const atRoot = contactValues();
    const atPage = contactValues();
    const inquiry = sponsorshipValues();
    expect(
      (await post(request, "/", { "form-name": "contact", ...atRoot, "bot-field": "" })).status(),
    ).toBe(200);
    expect(
      (
        await post(request, "/contato", { "form-name": "contact", ...atPage, "bot-field": "" })
      ).status(),
    ).toBe(200);
    expect((await post(request, "/", { "form-name": "patrocinio", ...inquiry })).status()).toBe(
      200,
    );

    const csv = await csvAsAdmin(browser, loginAsAdmin);
    expect(csv).toContain(atRoot.Assunto);
    expect(csv).toContain(atPage.Assunto);
    expect(csv).toContain(inquiry.Empresa);
  });

  test("a filled honeypot gets an ordinary success and nothing is stored", async ({
    loginAsAdmin,
    request,
    browser,
  }) => {
    const values = contactValues();
    const response = await post(request, "/contato", {
      "form-name": "contact",
      ...values,
      "bot-field": "https://spam.example",
    });
    expect(response.status()).toBe(200);
    expect((await csvAsAdmin(browser, loginAsAdmin)).includes(values.Assunto)).toBe(false);
  });

  test("oversized, non-form and control-character bodies get a 4xx, and the site stays up", async ({
    request,
  }) => {
    const headers = { "X-Forwarded-For": uniqueClientAddress() };
    const huge = "a".repeat(2 * 1024 * 1024);
    for (const path of ["/contato", "/patrocinio-exposicao", "/"]) {
      const oversized = await request.post(path, {
        multipart: { "form-name": "contact", Nome: huge, Mensagem: huge },
        headers,
      });
      expect(oversized.status(), path).toBe(413);
      // The form pages show the message in their form; the home page only carries it in its data.
      if (path !== "/") {
        expect(await oversized.text()).toContain("O formulário enviado é grande demais.");
      }

      const json = await request.post(path, { data: { name: "Maria" }, headers });
      expect(json.status(), path).toBe(415);

      const control = await request.post(path, {
        form: { "form-name": "contact", ...contactValues(), Nome: "Ma\u0000ria\u001b[2J" },
        headers,
      });
      expect(control.status(), path).toBe(400);
      if (path !== "/") {
        expect(await control.text()).toContain("O formulário contém caracteres inválidos.");
      }
    }
    const garbage = await request.post("/contato", {
      data: "--nada\r\nisto não é multipart",
      headers: { ...headers, "Content-Type": "multipart/form-data; boundary=outra" },
    });
    expect(garbage.status()).toBe(400);

    expect((await request.get("/")).status()).toBe(200);
    expect((await request.get("/contato")).status()).toBe(200);
  });

  test("the sixth accepted submission from one address in 10 minutes gets 429", async ({
    request,
  }) => {
    const address = uniqueClientAddress();
    for (let i = 0; i < 5; i++) {
      const response = await post(
        request,
        "/contato",
        { "form-name": "contact", ...contactValues() },
        address,
      );
      expect(response.status()).toBe(200);
    }
    const over = await post(
      request,
      "/contato",
      { "form-name": "contact", ...contactValues() },
      address,
    );
    expect(over.status()).toBe(429);
    expect(await over.text()).toContain("Você enviou muitas mensagens em pouco tempo.");
    // Another address is not affected.
    const other = await post(request, "/contato", { "form-name": "contact", ...contactValues() });
    expect(other.status()).toBe(200);
  });
});
