// `npm run backup` / `restore`: every table in one snapshot to JSON (gzip for .gz), restored in one transaction.
import { type SQL, is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { loadConfig } from "~/config.server";
import { type Database, openDatabase } from "./client.server";
import { DirectoryLockedError } from "./directory-lock.server";
import * as schema from "./schema";
import { z } from "~/lib/zod";

export const BACKUP_FORMAT = "congresso-enfermagem-backup";
const BACKUP_VERSION = 1;

// Rows as PostgreSQL's `to_jsonb` writes them (timestamps as ISO text, bytea as base64).
const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  engine: z.enum(["pglite", "postgres"]),
  // Applied migrations, and the newest one's timestamp (drizzle's).
  migrations: z.object({ count: z.int(), last: z.int().nullable() }),
  tables: z.record(
    z.string(),
    z.object({ columns: z.array(z.string()), rows: z.array(z.record(z.string(), z.unknown())) }),
  ),
});

export type BackupFile = z.infer<typeof backupSchema>;

/** Every table of the schema, parents first, so a new table is in every backup unlisted. */
export function schemaTables() {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      const columns = config.columns.map((column) => column.name);
      const primaryKey = [
        ...config.columns.filter((column) => column.primary).map((column) => column.name),
        ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
      ];
      return {
        name: config.name,
        columns,
        primaryKey: primaryKey.length > 0 ? primaryKey : columns,
        bytea: config.columns.filter((c) => c.getSQLType() === "bytea").map((c) => c.name),
        serial: config.columns.filter((c) => /serial$/.test(c.getSQLType())).map((c) => c.name),
        references: config.foreignKeys
          .map((key) => getTableConfig(key.reference().foreignTable).name)
          .filter((name) => name !== config.name),
      };
    });
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && t.references.every((name) => placed.has(name)),
    );
    if (ready.length === 0) throw new Error("Referências circulares entre tabelas do esquema.");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

type Executor = Pick<Database, "execute">;

async function query<T>(db: Executor, statement: SQL) {
  // Both drivers answer raw SQL with `{ rows }`.
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const list = (names: string[], prefix?: string) =>
  sql.join(
    names.map((name) =>
      prefix ? sql`${sql.identifier(prefix)}.${sql.identifier(name)}` : sql.identifier(name),
    ),
    sql`, `,
  );

async function migrationLevel(db: Executor) {
  const [row] = await query<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: row?.count ?? 0, last: row?.last == null ? null : Number(row.last) };
}

/** Every row of every table, read in one snapshot, so rows that refer to each other agree. */
export async function dumpDatabase(db: Database, now = new Date()): Promise<BackupFile> {
  return db.transaction(
    async (tx) => {
      // Timestamps written in UTC whatever the server's setting.
      await tx.execute(sql`set local timezone = 'UTC'`);
      const tables: BackupFile["tables"] = {};
      for (const table of schemaTables()) {
        let row: SQL = sql`to_jsonb(t)`;
        for (const column of table.bytea) {
          // Base64 (a third larger than the bytes) rather than to_jsonb's hex (twice as large).
          row = sql`(${row} - ${column}::text || jsonb_build_object(${column}::text, translate(encode(t.${sql.identifier(column)}, 'base64'), chr(10), '')))`;
        }
        const rows = await query<{ row: Record<string, unknown> }>(
          tx,
          sql`select ${row} as row from ${sql.identifier(table.name)} as t order by ${list(table.primaryKey, "t")}`,
        );
        tables[table.name] = { columns: table.columns, rows: rows.map((r) => r.row) };
      }
      const [server] = await query<{ version: string }>(tx, sql`select version() as version`);
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        engine: server?.version.includes("PGlite") ? "pglite" : "postgres",
        migrations: await migrationLevel(tx),
        tables,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

// Rows per INSERT, and a cap on one statement's JSON (images make rows large).
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

function* batches(rows: Record<string, unknown>[]) {
  let batch: string[] = [];
  let size = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (batch.length > 0 && (batch.length >= BATCH_ROWS || size + json.length > BATCH_BYTES)) {
      yield `[${batch.join(",")}]`;
      batch = [];
      size = 0;
    }
    batch.push(json);
    size += json.length;
  }
  if (batch.length > 0) yield `[${batch.join(",")}]`;
}

/** Replaces every table's rows with the backup's in one transaction; the rows restored per table. */
export async function restoreDatabase(db: Database, backup: BackupFile) {
  const tables = schemaTables();
  const known = new Map(tables.map((table) => [table.name, table]));
  for (const [name, dumped] of Object.entries(backup.tables)) {
    const table = known.get(name);
    const unknownColumn = dumped.columns.find((column) => !table?.columns.includes(column));
    if (!table || unknownColumn) {
      throw new Error(
        `O backup tem ${table ? `a coluna ${name}.${unknownColumn}` : `a tabela ${name}`}, que este ` +
          "site não conhece: ele foi feito por uma versão mais nova. Atualize o site antes de restaurar.",
      );
    }
  }
  return db.transaction(async (tx) => {
    const level = await migrationLevel(tx);
    if ((backup.migrations.last ?? 0) > (level.last ?? 0)) {
      throw new Error(
        `O backup é de uma versão mais nova do banco (${backup.migrations.count} migrações; este ` +
          `tem ${level.count}). Atualize o site antes de restaurar.`,
      );
    }
    // Nobody else writes until this commits (another server on the same PostgreSQL waits).
    await tx.execute(sql`lock table ${list(tables.map((t) => t.name))} in access exclusive mode`);
    for (const table of [...tables].reverse()) {
      await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
    }
    const restored: Record<string, number> = {};
    for (const table of tables) {
      const dumped = backup.tables[table.name];
      restored[table.name] = dumped?.rows.length ?? 0;
      if (dumped && dumped.rows.length > 0) {
        // Columns the backup lacks (added by a later migration) take their defaults.
        let record: SQL = sql`x`;
        for (const column of table.bytea) record = sql`(${record} - ${column}::text)`;
        const values = dumped.columns.map((column) =>
          table.bytea.includes(column)
            ? sql`decode(x ->> ${column}::text, 'base64')`
            : sql`r.${sql.identifier(column)}`,
        );
        for (const batch of batches(dumped.rows)) {
          // jsonb_populate_record converts each value with the column's own type.
          await tx.execute(
            sql`insert into ${sql.identifier(table.name)} (${list(dumped.columns)})
                select ${sql.join(values, sql`, `)}
                from jsonb_array_elements(${batch}::jsonb) as x,
                     jsonb_populate_record(null::${sql.identifier(table.name)}, ${record}) as r`,
          );
        }
      }
      for (const column of table.serial) {
        // The next id follows the highest restored one.
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(quote_ident(${table.name}), ${column}),
                coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table.name)}), 0) + 1,
                false)`,
        );
      }
    }
    return restored;
  });
}

const damage: Record<string, string> = {
  createdAt: "sem data de criação",
  engine: "banco desconhecido",
  migrations: "nível de migração ausente",
  tables: "sem tabelas",
};

/** Checks a parsed file's shape; anything else is refused with a message saying why. */
export function parseBackup(value: unknown): BackupFile {
  const head = value as { format?: unknown; version?: unknown } | null;
  if (head?.format !== BACKUP_FORMAT) throw new Error("O arquivo não é um backup deste site.");
  if (head.version !== BACKUP_VERSION) {
    throw new Error(
      `Formato de backup desconhecido (versão ${JSON.stringify(head.version)}); este site lê a ` +
        `versão ${BACKUP_VERSION}. Use a versão do site que fez o backup.`,
    );
  }
  const parsed = backupSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [field = "", table] = parsed.error.issues[0]?.path ?? [];
  const what =
    field === "tables" && table !== undefined
      ? `a tabela ${String(table)} está incompleta`
      : damage[String(field)];
  throw new Error(`Backup danificado: ${what}.`);
}

/** Writes the backup beside `file` and renames it into place: never a half-written backup. */
export function writeBackupFile(file: string, backup: BackupFile) {
  const json = Buffer.from(JSON.stringify(backup));
  const bytes = file.endsWith(".gz") ? gzipSync(json) : json;
  const temporary = `${file}.tmp`;
  try {
    writeFileSync(temporary, bytes, { flush: true });
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  renameSync(temporary, file);
  // The rename itself reaches the disk only with the directory.
  const dir = openSync(path.dirname(path.resolve(file)), "r");
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
  return bytes.length;
}

/** Reads and checks a backup file (gzip or not, whatever its name). */
export function readBackupFile(file: string): BackupFile {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === "ENOENT"
        ? `O arquivo ${file} não existe.`
        : `Não foi possível ler ${file}: ${(error as Error).message}.`,
      { cause: error },
    );
  }
  let value: unknown;
  try {
    const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
    value = JSON.parse(text.toString("utf8"));
  } catch {
    throw new Error(`${file} não é um backup deste site (não é JSON válido).`);
  }
  return parseBackup(value);
}

const rowCount = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);

async function withDatabase<T>(
  env: NodeJS.ProcessEnv,
  { create }: { create: boolean },
  work: (db: Database) => Promise<T>,
) {
  const config = loadConfig(env);
  if (!config.DATABASE_URL && !create && !existsSync(path.join(config.DATA_DIR, "pglite"))) {
    throw new Error(`Não há banco embutido em ${path.resolve(config.DATA_DIR)} (DATA_DIR).`);
  }
  let handle;
  try {
    handle = await openDatabase(
      config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    );
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      throw new Error(
        `${error.message} O banco embutido aceita um só processo: pare o servidor antes do ` +
          "backup ou da restauração (com DATABASE_URL não é preciso parar).",
        { cause: error },
      );
    }
    throw error;
  }
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** `npm run backup -- FILE`: the configured database (DATA_DIR or DATABASE_URL) into FILE. */
export async function backupCommand(file: string, env: NodeJS.ProcessEnv = process.env) {
  return withDatabase(env, { create: false }, async (db) => {
    const backup = await dumpDatabase(db);
    const bytes = writeBackupFile(file, backup);
    const size =
      bytes < 1024 * 1024
        ? `${Math.ceil(bytes / 1024)} KB`
        : `${(bytes / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
    const tables = Object.values(backup.tables);
    return (
      `Backup gravado em ${file}: ${tables.length} tabelas, ` +
      `${rowCount(tables.map((t) => t.rows.length))} linhas, ${size}.`
    );
  });
}

/** `npm run restore -- FILE`: replaces the configured database's contents with FILE's. */
export async function restoreCommand(file: string, env: NodeJS.ProcessEnv = process.env) {
  // The file is checked before the database is touched.
  const backup = readBackupFile(file);
  return withDatabase(env, { create: true }, async (db) => {
    const restored = await restoreDatabase(db, backup);
    return (
      `Backup de ${backup.createdAt} restaurado: ${Object.keys(restored).length} tabelas, ` +
      `${rowCount(Object.values(restored))} linhas.`
    );
  });
}
