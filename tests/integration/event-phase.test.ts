// The public pages follow where the event stands (the event facts and the clock), and a
// published page is rendered anew once the phase it shows has changed: real requests through
// the production server with its page cache, the process's clock moved by the test.
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { type BuiltSite, startBuiltSite } from "~tests/support/built-site";

let site: BuiltSite;
let origin = "";

beforeAll(async () => {
  site = await startBuiltSite();
  origin = site.origin;
}, 180_000);

afterAll(async () => {
  vi.useRealTimers();
  await site?.close();
});

/** Salvador's wall clock (UTC−3): the default edition's works are due on 30 July 2025. */
const setClock = (local: string) => vi.setSystemTime(new Date(`${local}-03:00`));

async function page(url: string) {
  const response = await fetch(origin + url);
  expect(response.status).toBe(200);
  return { html: await response.text(), etag: response.headers.get("etag") };
}

test("the works page closes submissions at the midnight that ends the deadline, and its published copy with them", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock("2025-07-30T23:59:00");
  const open = await page("/trabalhos");
  expect(open.html).toContain("Submissões abertas até 30 de julho de 2025");
  expect(open.html).toContain("Submeter trabalho");
  // Published: the same copy while the phase holds.
  expect((await page("/trabalhos")).etag).toBe(open.etag);

  setClock("2025-07-31T00:00:01");
  const closed = await page("/trabalhos");
  expect(closed.etag).not.toBe(open.etag);
  expect(closed.html).toContain("Submissões encerradas em 30 de julho de 2025");
  expect(closed.html).not.toContain("Submeter trabalho");
  expect(closed.html).toContain("Acompanhar submissão");
});

test("after the last congress day the home thanks the participants instead of selling tickets", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock("2025-08-29T23:59:00");
  const during = await page("/");
  expect(during.html).toContain("Inscreva-se agora");
  expect(during.html).toContain("Vagas esgotadas");

  setClock("2025-08-30T00:00:01");
  const after = await page("/");
  expect(after.html).toContain("Obrigado por fazer parte da 15ª edição!");
  expect(after.html).toContain("Certificados e anais");
  expect(after.html).not.toContain("Vagas esgotadas");
  expect(after.html).not.toContain("Inscreva-se agora");
});
