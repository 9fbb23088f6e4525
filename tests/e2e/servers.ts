import path from "node:path";
import type { LaunchOptions } from "@playwright/test";

// E2E_PORT moves both servers (and the free ports above them that specs may use) so that two
// checkouts can run their browser tests side by side.
const basePort = Number(process.env.E2E_PORT ?? 3100);

/** The site with its default content, as a fresh installation shows it. */
export const E2E_BASE_URL = `http://127.0.0.1:${basePort}`;
/** The same build over a database holding fixture content (speakers, no sponsors, a programme). */
export const E2E_FIXTURES_URL = `http://127.0.0.1:${basePort + 1}`;
/**
 * A port no shared server uses, for a spec that starts a server of its own: offsets 2–9 by hand
 * (admin-mfa 2, published-pages-postgres 3–4, security-requests 5–6, event-phase 7,
 * structured-data 8), 10 and up for the workers'
 * `ownServer` fixture (tests/e2e/fixtures.ts).
 */
export const e2eSparePort = (offset: number) => basePort + offset;

/**
 * A fresh server's embedded database (migrated, seeded, the e2e administrator created), made once
 * by the global setup: every server the specs start afresh copies it (`startBuiltServer`'s
 * `from`) instead of creating its own.
 */
export const E2E_TEMPLATE_DATA_DIR = path.resolve(".tmp/e2e/template");

/**
 * Debian's Chromium (test tools may not download browsers here, DESIGN §8), as its headless shell
 * (package chromium-headless-shell): the same engine without the browser's interface, which the
 * full browser's headless mode still runs; it takes about half the CPU per test.
 */
export const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? HEADLESS_SHELL,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
