import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
// eslint-disable-next-line no-restricted-imports -- server/ has no alias: plain Node runs it as is.
import { ensureCurrentBuild } from "../../server/build-stamp.ts";

/** Builds the site unless its production build is there and current (as `npm start` does). */
export const ensureBuild = () => ensureCurrentBuild(process.cwd());

/**
 * The Node flags of `npm start` (package.json: `node FLAGS server.ts`), so that tests and
 * benchmarks run the very process a user starts.
 */
export function startScriptNodeFlags(cwd = process.cwd()): string[] {
  const manifest = JSON.parse(readFileSync(path.join(cwd, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const flags = /^node((?:\s+--[\w-]+(?:=\S+)?)*)\s+server\.ts$/.exec(manifest.scripts.start ?? "");
  if (!flags) throw new Error("package.json: o script start deve ser `node [--flags] server.ts`.");
  return flags[1]!.trim().split(/\s+/).filter(Boolean);
}

export const BEFORE_THE_EVENT = "2025-07-01T09:00:00-03:00";

/**
 * Starts the production server (`node server.ts`) on `port` over the embedded database in
 * `dataDir`, and resolves once it answers HTTP.
 */
export async function startBuiltServer({
  port,
  dataDir,
  fresh = true,
  from,
  quiet = false,
  env = {},
  admin = { email: "admin@congresso.test", password: "senha-de-teste-123" },
  cwd = process.cwd(),
}: {
  port: number;
  dataDir: string;
  /** Delete `dataDir` first, for a brand-new database. */
  fresh?: boolean;
  /**
   * A fresh database's data directory to start from, copied into `dataDir` (with `fresh`): a
   * copy takes a fraction of a second, a new embedded database with its migrations and seed about
   * five.
   */
  from?: string;
  quiet?: boolean;
  /** More environment for the server (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** The administrator created at start (a spec with a server of its own may use another). */
  admin?: { email: string; password: string };
  /** The project to start (a copy of this one, say). */
  cwd?: string;
}) {
  if (fresh) {
    rmSync(dataDir, { recursive: true, force: true });
    if (from) cpSync(from, dataDir, { recursive: true });
  }
  const child = spawn(process.execPath, [...startScriptNodeFlags(cwd), "server.ts"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.resolve(dataDir),
      // The administrator the browser tests sign in as.
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The default edition's August 2025 congress, seen from before its submission deadline:
      // the state the tests and the figures describe (a spec passes its own to see another).
      CLOCK_START: BEFORE_THE_EVENT,
      // Output a person reads: warnings and errors, not a line per request.
      ...(quiet ? {} : { LOG_LEVEL: "warn" }),
      ...env,
    },
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, child);
  return { baseUrl, child, stop: () => stopProcess(child) };
}

async function waitUntilUp(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`O servidor ${baseUrl} terminou com código ${child.exitCode}.`);
    }
    try {
      if ((await fetch(`${baseUrl}/favicon.svg`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`O servidor ${baseUrl} não respondeu em 60 s.`);
}

export function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
