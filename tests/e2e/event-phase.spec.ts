import path from "node:path";
import { startBuiltServer } from "../support/server-process";
import { expect, test } from "./fixtures";
import { E2E_TEMPLATE_DATA_DIR, e2eSparePort } from "./servers";

// The default edition: works due on 30 July 2025, congress days 28–29 August 2025 in Salvador.
// The shared servers see it from 1 July 2025 (tests/support/server-process.ts); this spec starts
// one more whose clock is past the last congress day.

test("before the submission deadline the works page invites submissions and the home sells tickets", async ({
  page,
}) => {
  await page.goto("/trabalhos");
  await expect(page.getByText("Submissões abertas até 30 de julho de 2025")).toBeVisible();
  await expect(page.getByRole("link", { name: /Submeter trabalho/ })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Inscreva-se agora" }).first()).toBeVisible();
  await expect(page.locator("#registration-section")).toBeVisible();
  await page.goto("/certificados");
  await expect(page.getByText("Disponível após o evento")).toBeVisible();
  // Both tickets are sold out in the default facts.
  await page.goto("/inscricao");
  await expect(page.getByText("Vagas esgotadas")).toBeVisible();
  await expect(page.getByText("Inscrições encerradas")).toHaveCount(0);
});

test("after the last congress day the home thanks the participants and the works page has closed submissions", async ({
  page,
}) => {
  const server = await startBuiltServer({
    port: e2eSparePort(7),
    dataDir: path.resolve(".tmp/e2e/event-phase-after"),
    from: E2E_TEMPLATE_DATA_DIR,
    quiet: true,
    env: { CLOCK_START: "2025-09-01T10:00:00-03:00" },
  });
  try {
    await page.goto(server.baseUrl);
    const thanks = page.locator("#pos-evento");
    await expect(
      thanks.getByRole("heading", { name: "Obrigado por fazer parte da 15ª edição!" }),
    ).toBeVisible();
    // The 15th certificate has no link yet: its page; the proceedings have theirs.
    await expect(thanks.getByRole("link", { name: "Certificados" })).toHaveAttribute(
      "href",
      "/certificados",
    );
    await expect(thanks.getByRole("link", { name: "Anais" })).toHaveAttribute(
      "href",
      "https://congressonacionaldeenfermagem.com.br/anais/15",
    );
    await expect(page.getByRole("link", { name: "Certificados e anais" })).toHaveAttribute(
      "href",
      "#pos-evento",
    );
    // Nothing invites a registration for an event that is over.
    await expect(page.locator("#registration-section")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Inscreva-se/ })).toHaveCount(0);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Certificados" }).first(),
    ).toHaveAttribute("href", "/certificados");

    for (const path of ["/programacao", "/sobre"]) {
      await page.goto(server.baseUrl + path);
      await expect(page.getByRole("link", { name: /Garanta sua vaga|Inscreva-se/ })).toHaveCount(0);
    }

    await page.goto(`${server.baseUrl}/trabalhos`);
    await expect(page.getByText("Submissões encerradas em 30 de julho de 2025")).toBeVisible();
    await expect(page.getByRole("link", { name: /Submeter trabalho/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Acompanhar submissão/ })).toBeVisible();

    await page.goto(`${server.baseUrl}/inscricao`);
    await expect(page.getByText("Inscrições encerradas")).toBeVisible();
    await expect(page.getByText("Vagas esgotadas")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ver pacotes de inscrição" })).toHaveCount(0);

    // The 15th certificate is out now; its card waits for the organiser's link.
    await page.goto(`${server.baseUrl}/certificados`);
    await expect(page.getByText("Disponível após o evento")).toHaveCount(0);
    await expect(page.getByText("Link em breve").first()).toBeVisible();
  } finally {
    // Nothing of the page may still be asking the server it is about to lose.
    await page.goto("about:blank");
    await server.stop();
  }
});
