import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- server/ has no alias: plain Node runs it as is.
import {
  SERVER_BUILD,
  ensureCurrentBuild,
  newestSourceTime,
  rebuildReason,
  writeBuildStamp,
} from "../../server/build-stamp.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with one source file last modified at `sourceMs`, and maybe a build. */
function project({ sourceMs, built }: { sourceMs: number; built: boolean }) {
  const root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
  roots.push(root);
  mkdirSync(path.join(root, "app/content"), { recursive: true });
  const source = path.join(root, "app/content/home.ts");
  writeFileSync(source, "export const title = 'A';\n");
  utimesSync(source, sourceMs / 1000, sourceMs / 1000);
  if (built) {
    mkdirSync(path.dirname(path.join(root, SERVER_BUILD)), { recursive: true });
    writeFileSync(path.join(root, SERVER_BUILD), "");
  }
  return { root, source };
}

test("no build, or a build without a stamp, is built", () => {
  expect(rebuildReason(project({ sourceMs: 1_000_000, built: false }).root)).toMatch(/nenhum/);
  expect(rebuildReason(project({ sourceMs: 1_000_000, built: true }).root)).toMatch(/registro/);
});

test("a build started after the last edit is current; an edit after it is not", () => {
  const { root, source } = project({ sourceMs: 1_000_000_000, built: true });
  writeBuildStamp(root, 1_000_000_500);
  expect(rebuildReason(root)).toBeNull();
  utimesSync(source, 1_000_001, 1_000_001);
  expect(rebuildReason(root)).toMatch(/alteradas/);
});

test("the newest time covers nested files and ignores missing sources", () => {
  const { root } = project({ sourceMs: 2_000_000_000, built: false });
  const nested = path.join(root, "app/routes/deep");
  mkdirSync(nested, { recursive: true });
  writeFileSync(path.join(nested, "page.tsx"), "");
  utimesSync(path.join(nested, "page.tsx"), 3_000_000, 3_000_000);
  expect(newestSourceTime(root, ["app", "missing.ts"])).toBe(3_000_000_000);
});

/** What `react-router build` leaves: the server bundle, and the stamp the config writes. */
function fakeBuild(root: string, builds: string[]) {
  return () => {
    builds.push(root);
    mkdirSync(path.dirname(path.join(root, SERVER_BUILD)), { recursive: true });
    writeFileSync(path.join(root, SERVER_BUILD), "");
    writeBuildStamp(root, Date.now());
  };
}

// `npm start` (server.ts): an edited source is on the page after a restart (issue 9, item 1).
test("npm start builds when a source changed since the build, and serves the build as is otherwise", async () => {
  const { root, source } = project({ sourceMs: 1_000_000_000, built: true });
  writeBuildStamp(root, 1_000_000_500);
  const builds: string[] = [];
  const lines: string[] = [];
  await ensureCurrentBuild(root, {
    build: fakeBuild(root, builds),
    log: (line) => lines.push(line),
  });
  expect(builds).toEqual([]);

  utimesSync(source, 1_000_001, 1_000_001);
  await ensureCurrentBuild(root, {
    build: fakeBuild(root, builds),
    log: (line) => lines.push(line),
  });
  expect(builds).toEqual([root]);
  expect(lines).toEqual([
    "Executando `react-router build` (fontes alteradas desde o último build)…",
  ]);
  expect(rebuildReason(root)).toBeNull();
});

test("a server that waited for another's build does not build again", async () => {
  const { root } = project({ sourceMs: 1_000_000_000, built: false });
  // Another server holds the lock while it builds.
  const lock = path.join(root, ".tmp/build.lock");
  mkdirSync(lock, { recursive: true });
  const builds: string[] = [];
  const waiting = ensureCurrentBuild(root, { build: fakeBuild(root, builds), log: () => {} });
  fakeBuild(root, [])();
  rmSync(lock, { recursive: true });
  await waiting;
  expect(builds).toEqual([]);
  expect(rebuildReason(root)).toBeNull();
});
