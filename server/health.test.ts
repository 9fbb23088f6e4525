import express from "express";
import { drizzle } from "drizzle-orm/node-postgres";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import { type Logger, createLogger } from "~/utils/logger.server";
import { recordFormSubmission, recordLogin } from "~/utils/metrics.server";
import { databaseTest, testEngines } from "~tests/support/databases";
import {
  type Lifecycle,
  addressMatcher,
  expressView,
  createEdgeEndpoints,
  createReadinessCheck,
} from "./health";
import { watchProcess } from "./metrics";

// A proxy on this machine is believed, as TRUST_PROXY's default says.
const behindLoopback = express().set("trust proxy", ["loopback"]);

/** Log lines written, parsed. */
function capturedLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line)) };
  return { logger: createLogger({ level: "debug", destination }), lines };
}

const servers: Server[] = [];
const directories: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true });
});

/** The edge endpoints in front of a handler that answers 404, as the site server has them. */
async function serve({
  db,
  lifecycle = { stopping: false },
  allow = ["loopback"],
  backupDir,
  logger,
}: {
  db: Database;
  lifecycle?: Lifecycle;
  allow?: string[];
  backupDir?: string;
  logger?: Logger;
}) {
  const edge = createEdgeEndpoints({
    readiness: createReadinessCheck({ db, lifecycle, backupDir, logger }),
    mayReadMetrics: addressMatcher(allow),
    addressOf: (req) => expressView(behindLoopback, req).ip ?? "",
    setSiteHeaders: (_req, res) => res.setHeader("X-Content-Type-Options", "nosniff"),
  });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void edge(req, res).then((answered) => {
      if (!answered) res.writeHead(404).end("site");
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const openPglite = () => testEngines[0]!.open();

describe("/healthz and /readyz", () => {
  it("answer 200, never cached, to GET and HEAD; other paths go on to the site", async () => {
    const database = await openPglite();
    try {
      const origin = await serve({ db: database.db });
      const health = await fetch(`${origin}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.text()).toBe("ok\n");
      expect(health.headers.get("cache-control")).toBe("no-store");
      expect(health.headers.get("x-content-type-options")).toBe("nosniff");

      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: "ready",
        checks: { database: "ok", migrations: "ok", publishedPages: "ok", build: "ok" },
      });
      const head = await fetch(`${origin}/readyz`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");

      const post = await fetch(`${origin}/healthz`, { method: "POST" });
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET, HEAD");
      expect((await fetch(`${origin}/healthzz`)).status).toBe(404);
    } finally {
      await database.close();
    }
  });

  it("/readyz answers 503 once the process is stopping, while /healthz stays 200", async () => {
    const database = await openPglite();
    try {
      const lifecycle = { stopping: false };
      const origin = await serve({ db: database.db, lifecycle });
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      lifecycle.stopping = true;
      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: "unavailable",
        checks: { shutdown: "encerrando" },
      });
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    } finally {
      await database.close();
    }
  });

  it("/readyz answers 503 when the database does not answer in time or the schema is behind", async () => {
    const stalled = { execute: () => new Promise(() => {}) } as unknown as Database;
    const check = createReadinessCheck({
      db: stalled,
      lifecycle: { stopping: false },
      timeoutMs: 50,
    });
    const started = Date.now();
    const [one, two] = await Promise.all([check(), check()]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(one).toEqual({
      ready: false,
      checks: {
        database: "sem resposta",
        migrations: "não verificadas",
        publishedPages: "ok",
        build: "ok",
      },
    });
    // Probes during a check share it.
    expect(two).toBe(one);

    // A PostgreSQL that is not there (stopped): its connection is refused.
    const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:9/nenhum" });
    try {
      const gone = drizzle(pool) as unknown as Database;
      const report = await createReadinessCheck({ db: gone, lifecycle: { stopping: false } })();
      expect(report.checks.database).toBe("falhou");
    } finally {
      await pool.end();
    }

    const behind = { execute: async () => ({ rows: [{ last: "1" }] }) } as unknown as Database;
    const report = await createReadinessCheck({ db: behind, lifecycle: { stopping: false } })();
    expect(report.ready).toBe(false);
    expect(report.checks.migrations).toBe("pendentes");
  });

  it("/readyz waits for the server build and reports a published-page store that fails", async () => {
    const database = await openPglite();
    try {
      let loaded!: () => void;
      const check = createReadinessCheck({
        db: database.db,
        lifecycle: { stopping: false },
        loaded: new Promise<void>((resolve) => (loaded = resolve)),
        contentVersion: () => Promise.reject(new Error("tabela ausente")),
      });
      expect((await check()).checks).toMatchObject({
        build: "carregando",
        publishedPages: "falhou",
      });
      loaded();
      await Promise.resolve();
      expect((await check()).checks.build).toBe("ok");
    } finally {
      await database.close();
    }
  });
});

databaseTest("/readyz answers 503 with the database closed, and logs it once", async (database) => {
  const { logger, lines } = capturedLogger();
  const origin = await serve({ db: database.db, logger });
  expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  await database.close();
  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(503);
  const body = (await ready.json()) as { checks: Record<string, string> };
  expect(body.checks.database).toBe("falhou");
  expect((await fetch(`${origin}/readyz`)).status).toBe(503);
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  const warnings = lines.filter((line) => line.msg === "Não está pronto para atender");
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatchObject({ level: 40, checks: { database: "falhou" } });
  // The cause is in the log, not in the answer.
  const cause = (warnings[0]!.failures as { database: string }).database;
  expect(cause).toMatch(/closed|end/i);
  expect(JSON.stringify(body)).not.toContain(cause);
});

describe("/metrics", () => {
  it("is refused to an address METRICS_ALLOW does not name, through a proxy too", async () => {
    const database = await openPglite();
    try {
      const origin = await serve({ db: database.db });
      const proxied = await fetch(`${origin}/metrics`, {
        headers: { "X-Forwarded-For": "203.0.113.9" },
      });
      expect(proxied.status).toBe(403);
      expect(await proxied.text()).toBe("Acesso negado.");
      expect(proxied.headers.get("cache-control")).toBe("no-store");

      const elsewhere = await serve({ db: database.db, allow: ["10.0.0.0/8"] });
      expect((await fetch(`${elsewhere}/metrics`)).status).toBe(403);
    } finally {
      await database.close();
    }
  });

  it("lists the process, login, form and backup figures in Prometheus's text format", async () => {
    const database = await openPglite();
    const backupDir = mkdtempSync(path.join(os.tmpdir(), "backups-"));
    directories.push(backupDir);
    try {
      const written = path.join(backupDir, "congresso-2025-08-01.json.gz");
      writeFileSync(written, "");
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
      utimesSync(written, twoHoursAgo, twoHoursAgo);
      writeFileSync(path.join(backupDir, "notas.txt"), "");
      watchProcess({ backupDir });
      recordLogin("failed");
      recordFormSubmission("contact");
      const origin = await serve({ db: database.db, backupDir });

      const response = await fetch(`${origin}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toMatch(/^logins_total\{result="refused"\} [1-9]/m);
      expect(text).toMatch(/^logins_total\{result="success"\} 0$/m);
      expect(text).toMatch(/^form_submissions_total\{form="contact"\} [1-9]/m);
      for (const name of [
        "process_resident_memory_bytes",
        "nodejs_heap_size_used_bytes",
        "nodejs_eventloop_lag_seconds",
      ]) {
        expect(text).toMatch(new RegExp(`^${name} `, "m"));
      }
      const age = Number(/^backup_newest_age_seconds (\S+)$/m.exec(text)?.[1]);
      expect(age).toBeGreaterThan(7190);
      expect(age).toBeLessThan(7300);

      const ready = (await (await fetch(`${origin}/readyz`)).json()) as Record<string, unknown>;
      expect(ready.backupAgeSeconds).toBeGreaterThan(7190);
    } finally {
      await database.close();
    }
  });
});

describe("addressMatcher and expressView", () => {
  it("matches addresses, networks and keywords, IPv4 clients of an IPv6 socket included", () => {
    const allowed = addressMatcher(["loopback", "10.0.0.0/8", "192.0.2.7", "fd00::/8"]);
    for (const address of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.9.8.7",
      "192.0.2.7",
      "fd12::1",
    ]) {
      expect(allowed(address), address).toBe(true);
    }
    for (const address of ["192.0.2.8", "203.0.113.9", "::ffff:203.0.113.9", "fe80::1", "", "x"]) {
      expect(allowed(address), address).toBe(false);
    }
  });

  it("reads X-Forwarded-For only as far as the proxies are trusted, as Express does", () => {
    const request = (remoteAddress: string, forwarded?: string) =>
      ({
        socket: { remoteAddress },
        headers: forwarded ? { "x-forwarded-for": forwarded } : {},
      }) as unknown as IncomingMessage;
    expect(expressView(behindLoopback, request("127.0.0.1")).ip).toBe("127.0.0.1");
    expect(expressView(behindLoopback, request("127.0.0.1", "203.0.113.9")).ip).toBe("203.0.113.9");
    // A client's own X-Forwarded-For is not believed past the first untrusted hop.
    expect(expressView(behindLoopback, request("127.0.0.1", "127.0.0.1, 203.0.113.9")).ip).toBe(
      "203.0.113.9",
    );
    expect(expressView(behindLoopback, request("198.51.100.4", "127.0.0.1")).ip).toBe(
      "198.51.100.4",
    );
  });
});

describe("the settings", () => {
  it("take a log level, an address list for /metrics, a backup folder and a stop delay", () => {
    const config = loadConfig({
      LOG_LEVEL: "debug",
      METRICS_ALLOW: "loopback, 10.0.0.0/8",
      BACKUP_DIR: "/var/backups/congresso",
      SHUTDOWN_DELAY: "5",
    });
    expect(config).toMatchObject({
      LOG_LEVEL: "debug",
      METRICS_ALLOW: ["loopback", "10.0.0.0/8"],
      BACKUP_DIR: "/var/backups/congresso",
      SHUTDOWN_DELAY: 5,
    });
    const defaults = loadConfig({});
    expect([defaults.LOG_LEVEL, defaults.METRICS_ALLOW, defaults.SHUTDOWN_DELAY]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    [{ LOG_LEVEL: "alto" }, /LOG_LEVEL/],
    [{ METRICS_ALLOW: "1" }, /METRICS_ALLOW/],
    [{ METRICS_ALLOW: "todos" }, /METRICS_ALLOW/],
    [{ SHUTDOWN_DELAY: "-1" }, /SHUTDOWN_DELAY/],
  ])("refuse %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
