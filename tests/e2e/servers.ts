import type { LaunchOptions } from "@playwright/test";

/** The site with its default content, as a fresh installation shows it. */
export const E2E_BASE_URL = "http://127.0.0.1:3100";
/** The same build over a database holding fixture content (speakers, no sponsors, a programme). */
export const E2E_FIXTURES_URL = "http://127.0.0.1:3101";

/** Debian's Chromium: test tools may not download browsers here (DESIGN §8). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
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
