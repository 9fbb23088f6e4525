// Whether the production build is older than its sources; plain Node, as server.ts runs it first.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What a build is made from: a change to any of these asks for a new build. */
const BUILD_SOURCES = [
  "app",
  "server",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

const STAMP_FILE = "build/build-stamp.json";
export const SERVER_BUILD = "build/server/index.js";

export function newestSourceTime(root: string, sources: readonly string[] = BUILD_SOURCES) {
  let newest = 0;
  const visit = (file: string) => {
    let stats;
    try {
      stats = fs.statSync(file);
    } catch {
      return; // a listed source that does not exist (yet) counts for nothing
    }
    if (stats.isDirectory()) {
      for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}

/** Records that the build in `root` holds every source change made before `startedAt` (ms). */
export function writeBuildStamp(root: string, startedAt: number) {
  fs.writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ startedAt })}\n`);
}

/** Why the build in `root` must be made again (missing, unstamped, sources newer), or null. */
export function rebuildReason(root: string) {
  if (!fs.existsSync(path.join(root, SERVER_BUILD))) return "nenhum build encontrado";
  let startedAt: unknown;
  try {
    ({ startedAt } = JSON.parse(fs.readFileSync(path.join(root, STAMP_FILE), "utf8")));
  } catch {
    // An unreadable stamp is no stamp.
  }
  if (typeof startedAt !== "number") return "build sem registro de origem";
  if (newestSourceTime(root) > startedAt) return "fontes alteradas desde o último build";
  return null;
}

const LOCK_DIR = ".tmp/build.lock";
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 10 * 60_000;

/** Runs `build` holding a lock, so servers started together never build into one directory. */
export async function withBuildLock(root: string, build: () => void) {
  const lock = path.join(root, LOCK_DIR);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    build();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Before `npm start` serves: builds, under the lock and saying why, unless the build is current. */
export async function ensureCurrentBuild(
  root: string,
  {
    // `react-router build` under this Node, always as production (a test's NODE_ENV makes another bundle).
    build = () =>
      execFileSync(
        process.execPath,
        [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
        { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
      ),
    log = console.log,
  }: { build?: () => void; log?: (line: string) => void } = {},
) {
  if (!rebuildReason(root)) return;
  await withBuildLock(root, () => {
    // Checked again: another server may have built while this one waited for the lock.
    const reason = rebuildReason(root);
    if (!reason) return;
    log(`Executando \`react-router build\` (${reason})…`);
    build();
  });
}

/** The server build of `root` (`npm start`, the scripts, the route-level tests), current. */
export async function loadServerBuild<Build>(root = process.cwd()): Promise<Build> {
  await ensureCurrentBuild(root);
  return (await import(
    // The build's own path, read at run time (Vite reads this file through the build's config).
    /* @vite-ignore */ pathToFileURL(path.join(root, SERVER_BUILD)).href
  )) as Build;
}
