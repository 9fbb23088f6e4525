// One process owns a PGlite data directory (DESIGN §5). Node built-ins only: test children import it as is.
import { randomBytes } from "node:crypto";
import {
  type Stats,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const LOCK_FILE = "pglite.lock";

// startTime: field 22 of /proc/PID/stat (null without /proc); dataDir: null in the old bare-PID format.
type LockOwner = { pid: number; startTime: string | null; dataDir: string | null };

/** A live server of this directory holds it; the message is for the operator. */
export class DirectoryLockedError extends Error {
  name = "DirectoryLockedError";
  constructor(dataDir: string, pid: number | null) {
    super(
      pid === null
        ? `O banco embutido em ${dataDir} está sendo aberto por outro processo agora. ` +
            "Aguarde ou use outro DATA_DIR."
        : `O banco embutido em ${dataDir} já está em uso pelo processo ${pid}. ` +
            "Pare-o antes ou use outro DATA_DIR.",
    );
  }
}

/** `/proc/PID/stat` split after the command name (which may hold spaces and parentheses). */
function procStat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Field 22 (starttime, index 19 after the name) of /proc/PID/stat. */
export function processStartTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

function isProcessAlive(pid: number) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // A zombie has exited; only its parent has not collected it yet.
  return procStat(pid)?.[0] !== "Z";
}

/** The current lock format (JSON) or the old one (a bare PID); null when unreadable. */
export function parseLockFile(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startTime: null, dataDir: null };
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return null;
    return {
      pid: value.pid as number,
      startTime: typeof value.startTime === "string" ? value.startTime : null,
      dataDir: typeof value.dataDir === "string" ? value.dataDir : null,
    };
  } catch {
    return null;
  }
}

/** Milliseconds since the epoch at which `pid` started, from /proc (Linux). */
function processStartedAtMs(pid: number): number | null {
  const ticks = processStartTime(pid);
  if (ticks === null) return null;
  try {
    const btime = /^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1];
    // USER_HZ, the unit of starttime, is 100 on Linux for every architecture Node runs on.
    return btime ? Number(btime) * 1000 + Number(ticks) * 10 : null;
  } catch {
    return null;
  }
}

/** Whether the owner is certainly gone (dead, PID reused, or a copied lock); else it is live. */
function isStaleLock(owner: LockOwner, dataDir: string, lockModifiedMs: number) {
  if (owner.dataDir !== null && owner.dataDir !== dataDir) return true;
  if (!isProcessAlive(owner.pid)) return true;
  const startTime = processStartTime(owner.pid);
  if (owner.startTime !== null && startTime !== null) return owner.startTime !== startTime;
  if (owner.startTime === null) {
    // Old format: a process started after the lock was written cannot have written it.
    const startedAt = processStartedAtMs(owner.pid);
    if (startedAt !== null && startedAt > lockModifiedMs + 1000) return true;
  }
  // Without /proc, our own PID means a restarted container (the server is often PID 1).
  return owner.pid === process.pid && startTime === null;
}

function readLock(lockFile: string): { text: string; stats: Stats } | null {
  try {
    const stats = statSync(lockFile);
    return { text: readFileSync(lockFile, "utf8"), stats };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Creates `target` with the contents of `source` only if it does not exist yet. */
function createExclusively(source: string, target: string, contents: string) {
  try {
    // A hard link appears whole, so no reader ever sees a half-written lock.
    linkSync(source, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
  }
  // File systems without hard links: exclusive creation (readers allow for the short write).
  try {
    writeFileSync(target, contents, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Runs `takeOver` holding a `mkdir` mutex, so one process at a time judges a stale lock (10 s: abandoned). */
function withTakeoverMutex(lockFile: string, dataDir: string, takeOver: () => void) {
  const mutex = `${lockFile}.takeover`;
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      mkdirSync(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    try {
      if (Date.now() - statSync(mutex).mtimeMs > 10_000) rmSync(mutex, { recursive: true });
    } catch {
      // Released meanwhile.
    }
    if (Date.now() > deadline) throw new DirectoryLockedError(dataDir, null);
    // Blocks the thread for 10 ms: the lock is taken once, at start, before anything is served.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  try {
    takeOver();
  } finally {
    rmSync(mutex, { recursive: true, force: true });
  }
}

/** Makes this process the owner of `dataDir`, taking over a stale lock; returns the release. */
export function takeDirectoryLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    dataDir,
  };
  const contents = JSON.stringify(owner);
  const temporary = `${lockFile}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  const release = () => {
    // Only our own lock: after a takeover the file belongs to someone else.
    if (readLock(lockFile)?.text === contents) rmSync(lockFile, { force: true });
  };
  writeFileSync(temporary, contents);
  try {
    if (createExclusively(temporary, lockFile, contents)) return release;
    // Only the mutex's holder removes a lock, and only one it judged stale.
    withTakeoverMutex(lockFile, dataDir, () => {
      for (;;) {
        if (createExclusively(temporary, lockFile, contents)) return;
        const current = readLock(lockFile);
        if (!current) continue;
        const holder = parseLockFile(current.text);
        if (!holder) {
          // Unreadable: being written without hard links, or garbage once a few seconds old.
          if (Date.now() - current.stats.mtimeMs < 10_000) {
            throw new DirectoryLockedError(dataDir, null);
          }
        } else if (!isStaleLock(holder, dataDir, current.stats.mtimeMs)) {
          throw new DirectoryLockedError(dataDir, holder.pid);
        }
        rmSync(lockFile, { force: true });
      }
    });
    return release;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Holding the lock: removes killed owners' half-made initialisations and dead lock attempts. */
export function removeLeftovers(dataDir: string) {
  for (const name of readdirSync(dataDir)) {
    if (/^pglite\.init-\d+$/.test(name)) {
      rmSync(path.join(dataDir, name), { recursive: true, force: true });
      continue;
    }
    const pid = /^pglite\.lock\.(\d+)-[0-9a-f]+\.tmp$/.exec(name)?.[1];
    if (pid && Number(pid) !== process.pid && !isProcessAlive(Number(pid))) {
      rmSync(path.join(dataDir, name), { force: true });
    }
  }
}
