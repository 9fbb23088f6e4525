import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions, E2E_BASE_URL } from "./tests/e2e/servers";

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: a shared 2-core machine under load must not fail a test for being slow.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    locale: "pt-BR",
    trace: "retain-on-failure",
  },
});
