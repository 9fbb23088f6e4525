import type { APIRequestContext } from "@playwright/test";
import { uniqueClientAddress, uniqueText } from "./admin-helpers";
import { expect, test } from "./fixtures";

async function sendContact(request: APIRequestContext, subject: string) {
  const response = await request.post("/contato", {
    multipart: {
      "form-name": "contact",
      Nome: "Conceição Araújo",
      "E-mail": "conceicao@example.com",
      Telefone: "(71) 99999-0000",
      Assunto: subject,
      Mensagem: "Gostaria de saber sobre inscrições em grupo, por favor.",
    },
    headers: { "X-Forwarded-For": uniqueClientAddress() },
  });
  expect(response.status()).toBe(200);
}

test("the inbox and its export are admin-only", async ({ page, request }) => {
  await page.goto("/admin/inbox");
  await expect(page).toHaveURL(/\/admin\/login\?motivo=restrito$/);
  const csv = await request.get("/admin/inbox.csv", { maxRedirects: 0 });
  expect(csv.status()).toBe(302);
  expect(csv.headers()["location"]).toMatch(/\/admin\/login/);
  const write = await request.post("/admin/inbox", {
    form: { intent: "delete", kind: "contato", id: "00000000-0000-4000-8000-000000000000" },
  });
  expect(write.status()).toBe(401);
});

test("a message: unread in the list, read when opened, marked unread, filtered, deleted after confirming", async ({
  loginAsAdmin,
  page,
  request,
}) => {
  const subject = uniqueText("Inscrição em grupo");
  await sendContact(request, subject);

  await loginAsAdmin();
  await expect(page.getByRole("heading", { name: "Mensagens não lidas" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Mensagens" }).first().click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mensagens" })).toBeVisible();

  const row = page.getByTestId("inbox-item").filter({ hasText: subject });
  await expect(row).toContainText("Não lida");
  await expect(row).toContainText("Contato");

  await page.getByRole("link", { name: "Patrocínio", exact: true }).click();
  await expect(page).toHaveURL(/tipo=patrocinio/);
  await expect(row).toHaveCount(0);
  await page.getByRole("link", { name: "Contato", exact: true }).click();
  await expect(row).toBeVisible();

  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("Conceição Araújo")).toBeVisible();
  const reply = page.getByRole("link", { name: "Responder por e-mail" });
  await expect(reply).toHaveAttribute(
    "href",
    `mailto:conceicao@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );

  await page.getByRole("link", { name: "Voltar às mensagens" }).click();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("Não lida");

  await row.getByRole("button", { name: /Marcar como não lida/ }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Mensagem marcada como não lida." }),
  ).toBeVisible();
  await expect(row).toContainText("Não lida");

  await row.getByRole("link").click();
  await page.getByRole("link", { name: "Excluir" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Excluir esta mensagem?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();

  await page.getByRole("link", { name: "Excluir" }).click();
  await dialog.getByRole("button", { name: "Excluir" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox/);
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Mensagem excluída com sucesso." }),
  ).toBeVisible();
  await expect(page.getByTestId("inbox-item").filter({ hasText: subject })).toHaveCount(0);
});

test("the CSV export is UTF-8 with a BOM and reads back with its accents", async ({
  loginAsAdmin,
  page,
  request,
}) => {
  const subject = uniqueText("Dúvida sobre certificação");
  await sendContact(request, subject);
  await loginAsAdmin();

  const response = await page.request.get("/admin/inbox.csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="mensagens-/);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8").decode(bytes);
  const lines = text.split("\r\n");
  expect(lines[0]).toBe(
    '"Tipo";"Recebida em";"Nome";"E-mail";"Telefone";"Assunto";"Mensagem";"Empresa";"Interesse";"Lida"',
  );
  const line = lines.find((l) => l.includes(subject));
  expect(line).toContain('"Contato";');
  expect(line).toContain('"Conceição Araújo";"conceicao@example.com";"(71) 99999-0000"');
});

test("without JavaScript, deleting asks for confirmation on the page", async ({
  loginAsAdmin,
  browser,
  request,
}) => {
  const subject = uniqueText("Sem script");
  await sendContact(request, subject);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAsAdmin(page);
  await page.goto("/admin/inbox");
  await page.getByTestId("inbox-item").filter({ hasText: subject }).getByRole("link").click();
  await page.getByRole("link", { name: "Excluir" }).click();
  await expect(page.getByRole("heading", { name: "Excluir esta mensagem?" })).toBeVisible();
  await page
    .getByRole("region", { name: "Excluir esta mensagem?" })
    .getByRole("button", { name: "Excluir" })
    .click();
  await expect(page).toHaveURL(/\/admin\/inbox/);
  await expect(page.getByTestId("inbox-item").filter({ hasText: subject })).toHaveCount(0);
  await context.close();
});

test("opening the inbox and a message shows that the page is loading", async ({
  loginAsAdmin,
  page,
  request,
}) => {
  const subject = uniqueText("Mensagem demorada");
  await sendContact(request, subject);
  await loginAsAdmin();
  const loading = page.getByRole("progressbar", { name: "Carregando página" });
  await expect(loading).toHaveCount(0);

  // Each page's data is held back until the indicator has been seen.
  for (const [pattern, open, loaded] of [
    [
      /\/admin\/inbox\.data/,
      () => page.getByRole("navigation").getByRole("link", { name: "Mensagens" }).first().click(),
      page.getByRole("heading", { level: 1, name: "Mensagens" }),
    ],
    [
      /\/admin\/inbox\/[0-9a-f-]{36}\.data/,
      () => page.getByTestId("inbox-item").filter({ hasText: subject }).getByRole("link").click(),
      page.getByRole("heading", { level: 1, name: subject }),
    ],
  ] as const) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    await open();
    await expect(loading).toBeVisible();
    await expect(page.getByText("Carregando…")).toBeVisible();
    release();
    await expect(loaded).toBeVisible();
    await expect(loading).toHaveCount(0);
    await page.unroute(pattern);
  }
});
