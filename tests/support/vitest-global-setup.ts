import type { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database (tests/support/databases.ts starts from it). */
    pgliteTemplate: string;
    /** A migrated, empty database on TEST_DATABASE_URL's server, copied by each test file. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database of each engine once for the run: each data-layer file then starts from a
 * copy, which takes a fraction of the time of a new database and its migrations.
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve(".tmp/vitest");
  mkdirSync(dir, { recursive: true });
  const dump = path.join(dir, `pglite-template-${process.pid}.tar`);
  const pglite = await openDatabase({ memory: true });
  const client = (pglite.db as unknown as { $client: PGlite }).$client;
  writeFileSync(dump, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", dump);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? `test_template_${randomBytes(6).toString("hex")}` : null;
  if (serverUrl && template) {
    await onServer(serverUrl, `CREATE DATABASE "${template}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    await (await openDatabase({ databaseUrl: url.toString() })).close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    rmSync(dump, { force: true });
    if (serverUrl && template) {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    }
  };
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
