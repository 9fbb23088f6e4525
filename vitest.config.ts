import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~tests": fileURLToPath(new URL("./tests", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Fails a test on any console.error it did not spy on itself.
    setupFiles: ["tests/support/vitest-setup.ts"],
    // PGlite takes a few seconds to start (much longer on a loaded machine); data-layer files
    // each open their own.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
