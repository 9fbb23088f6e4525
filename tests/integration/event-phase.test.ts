// The public pages follow where the event stands (the event facts and the clock), and a
// published page is rendered anew once the phase it shows has changed: real requests through
// the production server with its page cache, the process's clock moved by the test.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { loadConfig } from "~/config.server";
// eslint-disable-next-line no-restricted-imports -- server/ has no alias: plain Node runs it as is.
import { loadServerBuild } from "../../server/build-stamp.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "event-phase-"));
let server: Server;
let close: () => Promise<void>;
let origin = "";

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bundle is plain JavaScript.
  const build = await loadServerBuild<any>();
  const database = await build.openDatabase({ dataDir });
  server = build.createSiteServer({ database, config: loadConfig({ DATA_DIR: dataDir }) });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}, 180_000);

afterAll(async () => {
  vi.useRealTimers();
  await close?.();
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
