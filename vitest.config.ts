import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~tests": fileURLToPath(new URL("./tests", import.meta.url)),
      "~server": fileURLToPath(new URL("./server", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Fails a test on any console.error it did not spy on itself.
    setupFiles: ["tests/support/vitest-setup.ts"],
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    // PGlite takes a few seconds to start (much longer on a loaded machine); data-layer files
    // each open their own.
    testTimeout: 90_000,
    // A file per core: vitest's default (cores − 1) runs one file at a time on a 2-core machine,
    // while the data-layer files spend much of their time waiting on a database.
    maxWorkers: availableParallelism(),
    hookTimeout: 120_000,
  },
});
