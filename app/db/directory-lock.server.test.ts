import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase } from "./client.server";
import {
  DirectoryLockedError,
  LOCK_FILE,
  parseLockFile,
  processStartTime,
  removeLeftovers,
  takeDirectoryLock,
} from "./directory-lock.server";

const hasProc = existsSync(`/proc/${process.pid}/stat`);
const lockModule = fileURLToPath(new URL("./directory-lock.server.ts", import.meta.url));

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "pglite-lock-")));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

/** A live process that has nothing to do with any data directory. */
async function unrelatedProcess() {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  cleanups.push(() => kill(child));
  await once(child, "spawn");
  return child.pid!;
}

/** The PID of a process that has exited (and been collected). */
async function deadPid() {
  const child = spawn("true", { stdio: "ignore" });
  await once(child, "exit");
  return child.pid!;
}

/**
 * A Node process that tries to take the lock when told "go" on its stdin, prints "won" or
 * "refused …", and holds what it got until killed.
 */
async function contender(dataDir: string) {
  const code = `
    import { createInterface } from "node:readline";
    const { takeDirectoryLock } = await import(${JSON.stringify(lockModule)});
    createInterface({ input: process.stdin }).once("line", () => {
      try {
        takeDirectoryLock(${JSON.stringify(dataDir)});
        console.log("won");
      } catch (error) {
        console.log("refused " + error.message);
      }
    });
    console.log("ready");
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  cleanups.push(() => kill(child));
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  expect(await next()).toBe("ready");
  return {
    child,
    async go() {
      child.stdin!.write("go\n");
      return next();
    },
  };
}

function writeLock(dataDir: string, contents: string) {
  writeFileSync(path.join(dataDir, LOCK_FILE), contents);
}

function lockOwner(dataDir: string) {
  return parseLockFile(readFileSync(path.join(dataDir, LOCK_FILE), "utf8"));
}

describe("the PGlite directory lock", () => {
  test("records its owner and is released on close", () => {
    const dir = tempDir();
    const release = takeDirectoryLock(dir);
    expect(lockOwner(dir)).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
      dataDir: dir,
    });
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  test("refuses while a live server of the directory holds it, and is taken once it is killed", async () => {
    const dir = tempDir();
    const holder = await contender(dir);
    expect(await holder.go()).toBe("won");
    expect(() => takeDirectoryLock(dir)).toThrow(
      `já está em uso pelo processo ${holder.child.pid}. Pare-o antes ou use outro DATA_DIR.`,
    );
    expect(() => takeDirectoryLock(dir)).toThrow(DirectoryLockedError);

    await kill(holder.child);
    // kill -9 leaves the file behind; its PID is dead now.
    expect(lockOwner(dir)?.pid).toBe(holder.child.pid);
    const release = takeDirectoryLock(dir);
    expect(lockOwner(dir)?.pid).toBe(process.pid);
    release();
  });

  test.runIf(hasProc)(
    "a PID now used by an unrelated process (another start time) is stale",
    async () => {
      const dir = tempDir();
      const pid = await unrelatedProcess();
      writeLock(dir, JSON.stringify({ pid, startTime: "1", dataDir: dir }));
      takeDirectoryLock(dir)();
    },
  );

  test.runIf(hasProc)("the same live process, recorded with its start time, holds it", async () => {
    const dir = tempDir();
    const pid = await unrelatedProcess();
    writeLock(dir, JSON.stringify({ pid, startTime: processStartTime(pid), dataDir: dir }));
    expect(() => takeDirectoryLock(dir)).toThrow(`em uso pelo processo ${pid}`);
  });

  test("a lock written for another directory (copied with the data) is stale", async () => {
    const dir = tempDir();
    const pid = await unrelatedProcess();
    writeLock(dir, JSON.stringify({ pid, startTime: processStartTime(pid), dataDir: "/outro" }));
    takeDirectoryLock(dir)();
  });

  test("the old format (a bare PID) is still understood", async () => {
    const dir = tempDir();
    writeLock(dir, String(await deadPid()));
    takeDirectoryLock(dir)();

    // A live process that was already running when the lock was written may own it.
    const pid = await unrelatedProcess();
    writeLock(dir, String(pid));
    expect(() => takeDirectoryLock(dir)).toThrow(`em uso pelo processo ${pid}`);

    if (hasProc) {
      // One that started after the lock was written cannot have written it.
      const anHourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(path.join(dir, LOCK_FILE), anHourAgo, anHourAgo);
      takeDirectoryLock(dir)();
    }
  });

  test("of several processes taking over one stale lock at once, exactly one wins", async () => {
    const dir = tempDir();
    const stale = await deadPid();
    for (let round = 0; round < 3; round++) {
      writeLock(dir, JSON.stringify({ pid: stale, startTime: "1", dataDir: dir }));
      const contenders = await Promise.all([1, 2, 3, 4].map(() => contender(dir)));
      const answers = await Promise.all(contenders.map((c) => c.go()));
      expect(answers.filter((a) => a === "won")).toHaveLength(1);
      const winner = contenders[answers.indexOf("won")]!;
      expect(lockOwner(dir)?.pid).toBe(winner.child.pid);
      for (const answer of answers.filter((a) => a !== "won")) {
        expect(answer).toMatch(/^refused O banco embutido em .* (já está em uso|sendo aberto)/);
      }
      await Promise.all(contenders.map((c) => kill(c.child)));
    }
  });

  test("a takeover mutex left by a process killed inside it does not block for ever", async () => {
    const dir = tempDir();
    writeLock(dir, JSON.stringify({ pid: await deadPid(), startTime: "1", dataDir: dir }));
    const mutex = path.join(dir, `${LOCK_FILE}.takeover`);
    mkdirSync(mutex);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(mutex, aMinuteAgo, aMinuteAgo);
    takeDirectoryLock(dir)();
    expect(readdir(dir)).toEqual([]);
  });

  test("releasing leaves a lock that another process took over alone", () => {
    const dir = tempDir();
    const release = takeDirectoryLock(dir);
    writeLock(dir, JSON.stringify({ pid: 1, startTime: null, dataDir: dir }));
    release();
    expect(lockOwner(dir)?.pid).toBe(1);
  });

  test("leftovers of killed owners are removed, a live starter's temporary file stays", async () => {
    const dir = tempDir();
    const live = await unrelatedProcess();
    const dead = await deadPid();
    mkdirSync(path.join(dir, `pglite.init-${live}`));
    writeFileSync(path.join(dir, `pglite.init-${live}`, "PG_VERSION"), "18");
    mkdirSync(path.join(dir, `pglite.init-${dead}`));
    writeFileSync(path.join(dir, `pglite.lock.${dead}-0a1b.tmp`), "{}");
    writeFileSync(path.join(dir, `pglite.lock.${live}-0a1b.tmp`), "{}");
    mkdirSync(path.join(dir, "pglite"));
    removeLeftovers(dir);
    expect(readdir(dir)).toEqual(["pglite", `pglite.lock.${live}-0a1b.tmp`]);
  });

  test("the server's open takes over a stale lock and removes a killed first initialisation", async () => {
    const dir = tempDir();
    const dead = await deadPid();
    writeLock(dir, String(dead));
    mkdirSync(path.join(dir, `pglite.init-${dead}`));
    writeFileSync(path.join(dir, `pglite.init-${dead}`, "half-made"), "");
    const handle = await openDatabase({ dataDir: dir });
    try {
      expect(lockOwner(dir)?.pid).toBe(process.pid);
      expect(readdir(dir)).toEqual(["pglite", LOCK_FILE]);
      // A second open in another process is refused while this one runs.
      const other = await contender(dir);
      expect(await other.go()).toMatch(`já está em uso pelo processo ${process.pid}`);
    } finally {
      await handle.close();
    }
    expect(readdir(dir)).toEqual(["pglite"]);
  });
});

function readdir(dir: string) {
  return readdirSync(dir).sort();
}
