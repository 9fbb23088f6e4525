import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, inject, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";

export interface TestEngine {
  name: "pglite" | "postgres";
  /** A fresh, migrated, empty database of this engine; `close()` throws it away. */
  open(): Promise<DatabaseHandle>;
}

// Both start from the migrated databases of tests/support/vitest-global-setup.ts.
let pgliteTemplate: Blob | undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testEngines: TestEngine[] = [
  {
    name: "pglite",
    open: () =>
      openDatabase({
        memory: true,
        from: (pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplate"))])),
      }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: () => openPostgresTestDatabase(process.env.TEST_DATABASE_URL!),
        },
      ]
    : []),
];

/*
 * Opening and migrating a database costs seconds (PGlite starts a WebAssembly PostgreSQL), a
 * hundred times the test that uses it: each test file opens one per engine, and each test gets it
 * emptied (every table truncated, identities restarted), as a freshly migrated one is.
 */
const shared = new Map<TestEngine, Promise<DatabaseHandle>>();

afterAll(async () => {
  const handles = [...shared.values()];
  shared.clear();
  for (const handle of handles) await (await handle).close();
});

async function emptyDatabase(engine: TestEngine): Promise<DatabaseHandle> {
  let handle = shared.get(engine);
  if (!handle) {
    handle = engine.open();
    shared.set(engine, handle);
    // A failed open is not kept: the next test opens again.
    handle.catch(() => shared.delete(engine));
  }
  const database = await handle;
  const { rows } = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  if (rows.length > 0) {
    const tables = sql.join(
      rows.map((row) => sql.identifier(row.tablename)),
      sql`, `,
    );
    await database.db.execute(sql`truncate table ${tables} restart identity cascade`);
  }
  return database;
}

/**
 * One test per engine (`pglite: name`, `postgres: name`), each on an empty, migrated database. A
 * test that closes it (to see how a failing database is handled) closes it for good: the next
 * test opens another.
 */
export function databaseTest(
  name: string,
  body: (database: DatabaseHandle, engine: TestEngine) => Promise<void>,
  timeout?: number,
) {
  for (const engine of testEngines) {
    test(
      `${engine.name}: ${name}`,
      async () => {
        const database = await emptyDatabase(engine);
        let closing: Promise<void> | undefined;
        const close = () => {
          shared.delete(engine);
          return (closing ??= database.close());
        };
        await body({ ...database, close }, engine);
      },
      timeout,
    );
  }
}

/** Each test file gets its own copy of the template database on the server, dropped afterwards. */
async function openPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject("postgresTemplate");
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
