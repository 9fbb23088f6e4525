// `npm run backup` / `npm run restore` as an operator runs them: plain Node, the built bundle, a
// real data directory, and a running server that holds it.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { readBackupFile } from "~/db/backup.server";
import { e2eSparePort } from "~tests/e2e/servers";
import { ensureBuild, startBuiltServer } from "~tests/support/server-process";

// Beside the browser tests' servers (E2E_PORT moves them all), so two checkouts can run at once.
const port = e2eSparePort(40);
let dir: string;
let stopServer: (() => Promise<void>) | undefined;

beforeAll(async () => {
  await ensureBuild();
  dir = mkdtempSync(path.join(os.tmpdir(), "data-scripts-"));
});

afterAll(async () => {
  await stopServer?.();
  rmSync(dir, { recursive: true, force: true });
});

function run(command: "backup" | "restore", file: string, dataDir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["scripts/data.ts", command, file],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

test("backup and restore through the npm scripts, refused while the server runs", async () => {
  const source = path.join(dir, "source");
  const subject = `Backup ${Date.now()}`;
  const server = await startBuiltServer({ port, dataDir: source, quiet: true });
  stopServer = server.stop;
  try {
    const response = await fetch(`${server.baseUrl}/contato`, {
      method: "POST",
      headers: { "X-Forwarded-For": "10.9.8.7" },
      body: new URLSearchParams({
        "form-name": "contact",
        name: "Maria Silva",
        email: "maria@example.com",
        telefone: "(71) 99999-0000",
        subject,
        message: "Mensagem guardada no backup.",
      }),
    });
    expect(response.status).toBe(200);

    const refused = await run("backup", path.join(dir, "refused.json"), source);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`já está em uso pelo processo ${server.child.pid}`);
    expect(refused.stderr).toContain("pare o servidor antes do backup");
  } finally {
    await server.stop();
  }

  const file = path.join(dir, "backup.json.gz");
  const backup = await run("backup", file, source);
  expect(backup.stderr).toBe("");
  expect(backup.stdout).toMatch(/^Backup gravado em .*backup\.json\.gz: \d+ tabelas, \d+ linhas/);
  expect(existsSync(`${file}.tmp`)).toBe(false);

  // Into a data directory that does not exist yet (a new machine).
  const copy = path.join(dir, "copy");
  const restore = await run("restore", file, copy);
  expect(restore.stderr).toBe("");
  expect(restore.stdout).toMatch(/^Backup de .* restaurado: \d+ tabelas, \d+ linhas\./);

  const original = readBackupFile(file);
  const rows = Object.values(original.tables).reduce((sum, table) => sum + table.rows.length, 0);
  expect(restore.stdout).toContain(
    `${Object.keys(original.tables).length} tabelas, ${rows} linhas`,
  );
  expect(original.tables.contact_messages?.rows.map((row) => row.subject)).toContain(subject);
  expect(original.tables.programme_versions?.rows).toHaveLength(1);
  // Three PGlite first initialisations or opens on a 2-core machine shared with other work.
}, 120_000);
