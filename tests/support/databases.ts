import { randomBytes } from "node:crypto";
import pg from "pg";
import { test } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";

export interface TestEngine {
  name: "pglite" | "postgres";
  /** A fresh, migrated, empty database of this engine; `close()` throws it away. */
  open(): Promise<DatabaseHandle>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testEngines: TestEngine[] = [
  { name: "pglite", open: () => openDatabase({ memory: true }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: () => openPostgresTestDatabase(process.env.TEST_DATABASE_URL!),
        },
      ]
    : []),
];

/**
 * One test per engine (`pglite: name`, `postgres: name`), each on a fresh, migrated, empty
 * database that is closed (and, on PostgreSQL, dropped) afterwards, whether the test passed or not.
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
        const database = await engine.open();
        // A test may close it early (to see how a failing database is handled); closing is once.
        let closing: Promise<void> | undefined;
        const close = () => (closing ??= database.close());
        try {
          await body({ ...database, close }, engine);
        } finally {
          await close();
        }
      },
      timeout,
    );
  }
}

/** Each test gets its own database on the server, dropped afterwards. */
async function openPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
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
