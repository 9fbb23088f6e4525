// `npm run screenshots`: every public page at 1280 and 375 px, written to screenshots/.
// Builds when there is no build, and serves it on a throw-away embedded database.
import { type Page, chromium } from "@playwright/test";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { publicPages } from "../tests/e2e/public-routes.ts";
import { chromiumLaunchOptions } from "../tests/e2e/servers.ts";
import { ensureBuild, startBuiltServer } from "../tests/support/server-process.ts";

const outDir = path.resolve("screenshots");
ensureBuild();
const server = await startBuiltServer({ port: 3190, dataDir: ".tmp/screenshots-data" });

try {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width === 375 ? 812 : 800 },
      deviceScaleFactor: 1,
      locale: "pt-BR",
    });
    const page = await context.newPage();
    for (const { path: pagePath } of publicPages) {
      await page.goto(server.baseUrl + pagePath, { waitUntil: "networkidle" });
      await loadLazyImages(page);
      const name = pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "__");
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}

/** Loads `loading="lazy"` images now: a full-page capture never scrolls them into view. */
async function loadLazyImages(page: Page) {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
      img.loading = "eager";
    }
  });
  await page.waitForLoadState("networkidle");
}
