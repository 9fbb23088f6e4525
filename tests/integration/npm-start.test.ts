import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ensureBuild, startBuiltServer } from "~tests/support/server-process";

// `npm start` in a copy of the project whose build predates an edit under app/content/: the
// server builds again before serving, so the page shows the edited text (issue 9, item 1).

const PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
const SKIPPED = new Set([
  "node_modules",
  ".git",
  ".tmp",
  "data",
  "test-results",
  "playwright-report",
]);
let copy = "";

beforeAll(() => {
  ensureBuild();
  copy = mkdtempSync(path.join(tmpdir(), "npm-start-"));
  // Timestamps kept: the copied build is current for the copied sources until the edit below.
  cpSync(process.cwd(), copy, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !SKIPPED.has(path.relative(process.cwd(), source)),
  });
  symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir");
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("an edited text under app/content/ is on the page after a restart", async () => {
  const file = path.join(copy, "app/content/home-hero.ts");
  const title = "{evento} {ano}";
  const edited = `Título editado ${Date.now().toString(36)}`;
  const source = readFileSync(file, "utf8");
  expect(source).toContain(`title: "${title}"`);
  writeFileSync(file, source.replace(`title: "${title}"`, `title: "${edited}"`));

  const server = await startBuiltServer({
    port: PORT,
    dataDir: path.join(copy, "data"),
    quiet: true,
    cwd: copy,
    // Whatever the caller's environment says, `npm start` serves the production build.
    env: { NODE_ENV: "development" },
  });
  try {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    // The hero's heading (the structured data names the event with the same words elsewhere).
    const heading = /<h1 id="hero-heading"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(heading).toBe(edited);
  } finally {
    await server.stop();
  }
}, 180_000);
