import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEngines } from "~tests/support/databases";
import {
  type BackupFile,
  BACKUP_FORMAT,
  dumpDatabase,
  parseBackup,
  readBackupFile,
  restoreDatabase,
  schemaTables,
  writeBackupFile,
} from "./backup.server";
import type { Database } from "./client.server";
import * as schema from "./schema";
import { seedDefaults } from "./seed.server";

const imageBytes = Buffer.concat([Buffer.from([0, 255, 0, 10, 13]), randomBytes(200_000)]);
const auditDetails = { antes: { nome: "Conceição" }, depois: null, lista: [1, 2.5, "ç"] };

/** The default content plus a row in every table (a table added later must be added here). */
async function fillEveryTable(db: Database) {
  await seedDefaults(db, 1_700_000_000_000);
  await db.insert(schema.speakers).values({ name: "Ana Souza", role: "Enfermeira", bio: "Bio." });
  await db.insert(schema.media).values({
    contentType: "image/webp",
    bytes: imageBytes,
    width: 600,
    height: 600,
    purpose: "speaker",
    createdBy: "admin@congresso.test",
  });
  await db.insert(schema.contactMessages).values({
    name: "Maria",
    email: "maria@example.com",
    telefone: "(71) 99999-0000",
    subject: "Inscrição em grupo",
    message: "Olá,\nhá desconto? 🙂",
    // Microseconds: kept exactly by backups.
    createdAt: sql`'2025-03-04 05:06:07.123456+00'::timestamptz` as unknown as Date,
  });
  await db.insert(schema.sponsorshipInquiries).values({
    name: "João",
    empresa: "Açaí",
    email: "joao@acai.com.br",
    telefone: "(71) 3333-4444",
    interesse: "Estande",
  });
  const [user] = await db
    .insert(schema.adminUsers)
    .values({ email: "admin@congresso.test", passwordHash: "$argon2id$fake", mfaLastStep: 12345 })
    .returning();
  await db.insert(schema.sessions).values({
    id: "hash-da-sessao",
    userId: user!.id,
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  await db.insert(schema.adminRecoveryCodes).values({ userId: user!.id, codeHash: "hash-1" });
  await db.insert(schema.rateLimitCounts).values({
    bucket: "login",
    key: "admin@congresso.test",
    count: 2,
    windowStartedAt: new Date(),
  });
  await db.insert(schema.contentRevisions).values({ entity: "sponsors", revision: 3 });
  await db.insert(schema.formTokens).values({
    token: "7d8e1b0a-4c0f-4a8e-9b1d-2f3c4d5e6f70",
    scope: "speakers.create",
    outcome: { id: 1 },
  });
  await db.insert(schema.pageViews).values([
    { path: "/", title: "Início" },
    { path: "/contato", title: "Contato" },
  ]);
  // seedDefaults stored the facts' first version; a next edition's draft fills the other table.
  await db.insert(schema.eventFactsDraft).values({
    version: 1_700_000_100_000,
    startedFromVersion: 1_700_000_000_000,
    data: { rascunho: "da 16ª edição" },
    createdBy: "admin@congresso.test",
  });
  await db.insert(schema.auditLog).values({
    actor: "admin@congresso.test",
    action: "speaker.create",
    entity: "speaker",
    entityId: "1",
    details: auditDetails,
  });
}

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const counts = (backup: BackupFile) =>
  Object.fromEntries(Object.entries(backup.tables).map(([name, t]) => [name, t.rows.length]));

describe.each(testEngines)("backup of $name", (source) => {
  let backup: BackupFile;
  beforeAll(async () => {
    const from = await source.open();
    try {
      await fillEveryTable(from.db);
      backup = await dumpDatabase(from.db);
    } finally {
      await from.close();
    }
  });

  test("holds every table of the schema", () => {
    expect(Object.keys(backup.tables).sort()).toEqual(
      schemaTables()
        .map((t) => t.name)
        .sort(),
    );
    // Each with rows, so the restores below cover it.
    for (const [name, table] of Object.entries(backup.tables)) {
      expect(table.rows.length, `linhas de ${name}`).toBeGreaterThan(0);
    }
    expect(backup.migrations.count).toBeGreaterThan(0);
    expect(backup.engine).toBe(source.name);
  });

  test.each(testEngines)(
    "restored into a fresh $name database, every row comes back",
    async (target) => {
      // Through a file, as the scripts do.
      const file = path.join(tempDir(), "backup.json.gz");
      writeBackupFile(file, backup);
      const read = readBackupFile(file);

      const to = await target.open();
      try {
        // The target has content of its own, which the restore replaces.
        await seedDefaults(to.db, 1_800_000_000_000);
        await to.db.insert(schema.pageViews).values({ path: "/antigo", title: "Antigo" });
        expect(await restoreDatabase(to.db, read)).toEqual(counts(backup));

        // Row for row the same: timestamps to the microsecond, jsonb, bytes.
        const again = await dumpDatabase(to.db);
        expect(again.tables).toEqual(backup.tables);

        const [image] = await to.db.select().from(schema.media);
        expect(Buffer.compare(image!.bytes, imageBytes)).toBe(0);
        const [message] = await to.db.select().from(schema.contactMessages);
        expect(message?.createdAt.toISOString()).toBe("2025-03-04T05:06:07.123Z");
        expect(message?.message).toBe("Olá,\nhá desconto? 🙂");
        const [audit] = await to.db.select().from(schema.auditLog);
        expect(audit?.details).toEqual(auditDetails);
        const versions = await to.db.select().from(schema.programmeVersions);
        expect(versions.map((v) => v.version)).toEqual([1_700_000_000_000]);
        const [user] = await to.db.select().from(schema.adminUsers);
        expect(user?.mfaLastStep).toBe(12345);

        // Sequences follow the restored ids.
        const views = await to.db.select().from(schema.pageViews).orderBy(asc(schema.pageViews.id));
        const [added] = await to.db
          .insert(schema.pageViews)
          .values({ path: "/novo", title: "Novo" })
          .returning();
        expect(added?.id).toBe(views.at(-1)!.id + 1);
      } finally {
        await to.close();
      }
    },
  );
});

describe.each(testEngines)("restore on $name", (engine) => {
  test("a failed or refused restore leaves the old data intact", async () => {
    const handle = await engine.open();
    try {
      await fillEveryTable(handle.db);
      const before = await dumpDatabase(handle.db);
      // A session of a user the backup does not have: the foreign key fails late in the restore.
      const broken = structuredClone(before);
      broken.tables.sessions!.rows[0]!.user_id = "00000000-0000-0000-0000-000000000000";
      broken.tables.speakers!.rows = [];
      const failure = await restoreDatabase(handle.db, broken).catch((error: Error) => error);
      expect(String((failure as Error).cause ?? failure)).toMatch(/foreign key/);

      // Backups of a newer schema are refused.
      await expect(
        restoreDatabase(handle.db, {
          ...broken,
          migrations: { count: 99, last: Number.MAX_SAFE_INTEGER },
        }),
      ).rejects.toThrow("O backup é de uma versão mais nova do banco (99 migrações");
      await expect(
        restoreDatabase(handle.db, {
          ...broken,
          tables: { ...broken.tables, inscricoes: { columns: ["id"], rows: [] } },
        }),
      ).rejects.toThrow("O backup tem a tabela inscricoes, que este site não conhece");

      expect((await dumpDatabase(handle.db)).tables).toEqual(before.tables);
      const speakers = await handle.db
        .select()
        .from(schema.speakers)
        .where(eq(schema.speakers.name, "Ana Souza"));
      expect(speakers).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});

describe("backup files", () => {
  const minimal = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: "2025-01-01T00:00:00.000Z",
    engine: "pglite",
    migrations: { count: 2, last: 1 },
    tables: { speakers: { columns: ["id"], rows: [{ id: "x" }] } },
  };

  test("are written whole (plain or gzip) and read back", () => {
    const dir = tempDir();
    for (const name of ["a.json", "a.json.gz"]) {
      const file = path.join(dir, name);
      writeBackupFile(file, minimal as BackupFile);
      expect(existsSync(`${file}.tmp`)).toBe(false);
      expect(readFileSync(file)[0] === 0x1f).toBe(name.endsWith(".gz"));
      expect(readBackupFile(file)).toEqual(minimal);
    }
  });

  test("that are not backups, or of an unknown format, are refused in Portuguese", () => {
    const dir = tempDir();
    const file = path.join(dir, "x.json");
    writeFileSync(file, gzipSync("não é json"));
    expect(() => readBackupFile(file)).toThrow(`${file} não é um backup deste site`);
    expect(() => readBackupFile(path.join(dir, "falta.json"))).toThrow("falta.json não existe.");
    expect(() => parseBackup({ tables: {} })).toThrow("O arquivo não é um backup deste site.");
    expect(() => parseBackup({ ...minimal, version: 2 })).toThrow(
      "Formato de backup desconhecido (versão 2); este site lê a versão 1.",
    );
    expect(() => parseBackup({ ...minimal, tables: { speakers: { columns: ["id"] } } })).toThrow(
      "Backup danificado: a tabela speakers está incompleta.",
    );
  });
});
