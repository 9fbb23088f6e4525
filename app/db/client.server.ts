import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, realpathSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { removeLeftovers, takeDirectoryLock } from "./directory-lock.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

// close() flushes and releases the PGlite directory.
export type DatabaseHandle = { db: Database; kind: "pglite" | "postgres"; close(): Promise<void> };

// `memory`: a throw-away PGlite for tests, started from `from` (a migrated dump) when given.
type DatabaseConfig = { databaseUrl: string } | { dataDir: string } | { memory: true; from?: Blob };

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if ("databaseUrl" in config) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on("error", (error) =>
      console.error("Conexão ociosa com o PostgreSQL perdida:", error.message),
    );
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    let closing: Promise<void> | undefined;
    const close = () => {
      // Connections that end while we close the pool on purpose are not worth reporting.
      pool.removeAllListeners("error").on("error", () => {});
      return (closing ??= pool.end());
    };
    return { db, kind: "postgres", close };
  }
  if ("memory" in config) {
    const client = await PGlite.create({ postgresqlconf: PGLITE_CONF, loadDataDir: config.from });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: "pglite", close: () => client.close() };
  }
  return openPgliteDirectory(config.dataDir, migrationsFolder);
}

// PGlite's default shared_buffers (128 MB) more than doubles the process's memory.
const PGLITE_CONF = ["shared_buffers = 16MB"];

/** initdb in a short-lived process: in ours, its WebAssembly memory outlived `close()`. */
async function initialiseInChildProcess(directory: string) {
  // stdin's end means the parent died: the half-made directory is the next start's leftover.
  const script = [
    "process.stdin.on('end', () => process.exit(1)).resume();",
    "const { PGlite } = await import(process.argv[1]);",
    "const db = await PGlite.create(process.argv[2], { postgresqlconf: JSON.parse(process.argv[3]) });",
    "await db.close();",
    "process.exit(0);",
  ].join("\n");
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "--eval",
      script,
      import.meta.resolve("@electric-sql/pglite"),
      directory,
      JSON.stringify(PGLITE_CONF),
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`A criação do banco embutido falhou (código ${code}).`);
}

async function openPgliteDirectory(dataDir: string, migrationsFolder: string) {
  mkdirSync(dataDir, { recursive: true });
  // Resolved through symbolic links, so two paths to one directory are one lock owner.
  const root = realpathSync(dataDir);
  const directory = path.join(root, "pglite");
  const releaseLock = takeDirectoryLock(root);
  try {
    removeLeftovers(root);
    if (!existsSync(directory)) {
      // Initialised aside and renamed into place: a kill never leaves a half-made database.
      const temporary = `${directory}.init-${process.pid}`;
      rmSync(temporary, { recursive: true, force: true });
      await initialiseInChildProcess(temporary);
      renameSync(temporary, directory);
    }
    const client = await PGlite.create(directory, { postgresqlconf: PGLITE_CONF });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite" as const,
      async close() {
        try {
          await client.exec("CHECKPOINT");
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** The drizzle-kit output folder, found from this module whether bundled or not. */
function findMigrationsFolder() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Pasta de migrações 'drizzle/' não encontrada.");
    dir = parent;
  }
}
