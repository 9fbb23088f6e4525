import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { E2E_BASE_URL, E2E_FIXTURES_URL } from "./servers";
import { writeFixtureContent } from "./fixture-content";

/**
 * Starts the production build twice on throw-away embedded databases: one with the default
 * content, one with fixture content written before it starts (PGlite has one owner at a time).
 */
export default async function globalSetup() {
  const root = path.resolve(".tmp/e2e");
  rmSync(root, { recursive: true, force: true });

  const fixturesDir = path.join(root, "fixtures");
  await writeFixtureContent(fixturesDir);

  const servers = [
    startServer(E2E_BASE_URL, path.join(root, "default")),
    startServer(E2E_FIXTURES_URL, fixturesDir),
  ];
  await Promise.all(servers.map(({ ready }) => ready));

  return async () => {
    await Promise.all(servers.map(({ child }) => stop(child)));
  };
}

function startServer(baseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ["server.ts"], {
    env: { ...process.env, PORT: new URL(baseUrl).port, DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const ready = waitUntilUp(baseUrl, child);
  return { child, ready };
}

async function waitUntilUp(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`O servidor ${baseUrl} terminou (${child.exitCode}).`);
    try {
      const response = await fetch(`${baseUrl}/favicon.svg`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`O servidor ${baseUrl} não respondeu em 60 s.`);
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
