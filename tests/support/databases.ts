import { randomBytes } from "node:crypto";
import pg from "pg";
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
