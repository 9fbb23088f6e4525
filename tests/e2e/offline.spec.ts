import type { Page } from "@playwright/test";
import { SAVED_AT_HEADER } from "~/features/offline/offline-rules";
import { offlineNotice } from "~/features/offline/offline-texts";
import { uniqueText } from "./admin-helpers";
import { addProgrammeEvent, adminPage } from "./editor-actions";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

// Issue 12, item 7: after one visit the programme and the session pages open with no network,
// saying they are the copy saved at a given time, and a new programme version replaces the copy
// on the next online visit. One test saves a programme version, so the spec has its own server.
test.describe.configure({ mode: "serial" });
test.use({ ownServer: "offline", timezoneId: "America/Bahia" });

const SESSION = "Certificação em Inserção de PICC para Enfermeiros";
const SESSION_PATH = "/programacao/sessao/curso-certificacao-em-insercao-de-picc-para";
const NOTICE = /^Você está sem conexão\. Esta é a cópia salva em \d\d\/\d\d\/\d{4} às \d\d:\d\d\.$/;

/** The notice of a saved copy (the programme page has a status line of its own). */
const offlineStatus = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Você está sem conexão" });

/**
 * Opens a page online (reloads it without a path) and waits for its page view to be sent: a request still under way when the
 * test cuts the network would fail in the console.
 */
async function visit(page: Page, path?: string) {
  const viewed = page.waitForResponse((response) => response.url().endsWith("/api/page-view"));
  await (path === undefined ? page.reload() : page.goto(path));
  await viewed;
}

/** Waits until the service worker serves the page and has saved `path` (with its files). */
async function savedForOffline(page: Page, path: string) {
  await page.evaluate(async () => {
    const { serviceWorker } = navigator;
    await serviceWorker.ready;
    if (serviceWorker.controller) return;
    await new Promise((resolve) =>
      serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
  // The worker stores a page after the files it names.
  await expect.poll(() => page.evaluate((key) => caches.match(key).then(Boolean), path)).toBe(true);
}

/** The saved copy's text, as the worker keeps it. */
function savedCopy(page: Page, path: string) {
  return page.evaluate((key) => caches.match(key).then((r) => r?.text() ?? ""), path);
}

test("after one visit the programme opens offline, with the time of its copy", async ({ page }) => {
  await visit(page, "/programacao");
  await savedForOffline(page, "/programacao");
  const savedAt = await page.evaluate(
    ([key, header]) => caches.match(key!).then((r) => r?.headers.get(header!) ?? ""),
    ["/programacao", SAVED_AT_HEADER],
  );

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Programação" })).toBeVisible();
  const notice = offlineStatus(page);
  await expect(notice).toHaveText(offlineNotice(new Date(savedAt), "America/Bahia"));
  await expect(notice).toHaveText(NOTICE);
  // The copy works: the tabs switch and the session links are there.
  await page.getByRole("tab", { name: "6º Congresso Internacional Feridas" }).click();
  await expect(
    page.getByRole("tab", { name: "6º Congresso Internacional Feridas" }),
  ).toHaveAttribute("aria-selected", "true");

  expect(await axeViolations(page, { include: '[role="status"]' })).toEqual([]);
});

test("a session page visited once opens offline from the programme, by a link", async ({
  page,
}) => {
  await visit(page, "/programacao");
  await savedForOffline(page, "/programacao");
  await visit(page, SESSION_PATH);
  await savedForOffline(page, SESSION_PATH);
  await visit(page, "/programacao");

  await page.context().setOffline(true);
  await page.reload();
  await expect(offlineStatus(page)).toHaveText(NOTICE);
  // A client navigation: its data cannot be fetched, so the session page's copy is loaded.
  await page.getByRole("link", { name: SESSION, exact: true }).click();
  await expect(page).toHaveURL(SESSION_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SESSION);
  await expect(offlineStatus(page)).toHaveText(NOTICE);

  await page.getByRole("link", { name: "Voltar para a programação" }).click();
  await expect(page).toHaveURL(/\/programacao(\?.*)?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Programação" })).toBeVisible();
  await expect(offlineStatus(page)).toHaveText(NOTICE);
});

test("'Minha agenda' opened once opens offline with its sessions and the time of its copy", async ({
  page,
}) => {
  await visit(page, SESSION_PATH);
  const toggle = page.getByRole("button", { name: new RegExp(`minha agenda: ${SESSION}$`) });
  // The toggle answers once the page has hydrated; a click before that is lost.
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true", { timeout: 1000 });
  }).toPass();
  await visit(page, "/minha-agenda");
  await savedForOffline(page, "/minha-agenda");
  await expect(page.getByRole("heading", { level: 3, name: SESSION })).toBeVisible();

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Minha agenda" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: SESSION })).toBeVisible();
  await expect(offlineStatus(page)).toHaveText(NOTICE);
});

test("a page never opened says so offline and leads to the programme's copy", async ({
  page,
  pageProblems,
}) => {
  await visit(page, "/programacao");
  await savedForOffline(page, "/programacao");

  await page.context().setOffline(true);
  await page.goto("/programacao/sessao/abertura-oficial");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Você está sem conexão");
  // Chromium reports the worker's 503 for that page in the console; that one is expected.
  expect(pageProblems).toEqual([expect.stringMatching(/status of 503/)]);
  pageProblems.length = 0;
  await page.getByRole("link", { name: "Abrir a programação" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Programação" })).toBeVisible();
  await expect(offlineStatus(page)).toHaveText(NOTICE);
});

test("a new programme version replaces the offline copy on the next online visit", async ({
  page,
  browser,
  baseURL,
  loginAsAdmin,
}) => {
  await visit(page, "/programacao");
  await savedForOffline(page, "/programacao");
  const event = uniqueText("Palestra nova");
  expect(await savedCopy(page, "/programacao")).not.toContain(event);

  const admin = await adminPage(browser, baseURL!, loginAsAdmin);
  try {
    await addProgrammeEvent(admin, event, "?congresso=nursing&dia=1");
  } finally {
    await admin.context().close();
  }

  await visit(page);
  await expect.poll(() => savedCopy(page, "/programacao")).toContain(event);
  await page.context().setOffline(true);
  await page.reload();
  await expect(offlineStatus(page)).toHaveText(NOTICE);
  await page.getByRole("tab", { name: "15º Congresso Nacional de Enfermagem" }).click();
  await expect(page.getByRole("link", { name: event })).toBeVisible();
});

test("the worker keeps nothing of the admin area, the API or a signed-in visit", async ({
  page,
  loginAsAdmin,
}) => {
  await visit(page, "/programacao");
  await savedForOffline(page, "/programacao");
  const savedAt = () =>
    page.evaluate(
      ([key, header]) => caches.match(key!).then((r) => r?.headers.get(header!)),
      ["/programacao", SAVED_AT_HEADER],
    );
  const before = await savedAt();

  // Signed in, in the same browser: the admin's pages and their programme are personal.
  await loginAsAdmin(page);
  await page.goto("/admin/program");
  await page.goto("/programacao");
  await expect(page.getByRole("heading", { level: 1, name: "Programação" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(kept.filter((url) => /\/(admin|api)\b/.test(url))).toEqual([]);
  expect(await savedAt()).toBe(before);
});

test("the worker and the manifest are served fresh, with their own types and policy", async ({
  request,
}) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  // The worker's own policy governs it: it may fetch this site and nothing else.
  expect(worker.headers()["content-security-policy"]).toContain("connect-src 'self'");
  expect(worker.headers()["content-security-policy"]).toContain("default-src 'none'");

  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  const app = await manifest.json();
  expect(app).toMatchObject({
    lang: "pt-BR",
    start_url: "/",
    display: "standalone",
    theme_color: "#1a347d",
  });
  for (const icon of app.icons as { src: string }[]) {
    expect((await request.get(icon.src)).headers()["content-type"], icon.src).toBe("image/png");
  }
});

test("an installable page links the manifest and the theme colour", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1a347d");
});
