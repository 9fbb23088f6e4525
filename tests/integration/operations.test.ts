// Running it in production, through the production server build (the site server with its
// published pages, on an embedded database of its own): the health endpoints, the request log
// and the metrics as the operator's balancer, log collector and Prometheus see them.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "~/config.server";
import { createLogger } from "~/utils/logger.server";
// eslint-disable-next-line no-restricted-imports -- server/ has no alias: plain Node runs it as is.
import { loadServerBuild } from "../../server/build-stamp.ts";

const admin = { email: "operacoes@congresso.test", password: "senha-das-operacoes-456" };
const visitor = { email: "visitante.privada@example.com" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "operations-"));
const lines: Record<string, unknown>[] = [];
const lifecycle = { stopping: false };
let server: Server;
let closeDatabase: () => Promise<void>;
let origin = "";

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bundle is plain JavaScript.
  const build = await loadServerBuild<any>();
  await build.setAdminPasswordCommand(admin.email, admin.password, { DATA_DIR: dataDir });
  const database = await build.openDatabase({ dataDir });
  closeDatabase = () => database.close();
  const logger = createLogger({
    level: "debug",
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  server = build.createSiteServer({
    database,
    config: loadConfig({ DATA_DIR: dataDir }),
    logger,
    lifecycle,
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await closeDatabase?.().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request as a browser on this site sends it: its own origin, no redirect followed. */
function send(url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", origin);
  return fetch(origin + url, { ...init, headers, redirect: "manual" });
}

/** The log line of an answer, found by the id it was sent back with. */
async function lineOf(response: Response) {
  await response.arrayBuffer();
  const id = response.headers.get("x-request-id");
  expect(id, "X-Request-Id").toBeTruthy();
  for (let tries = 0; tries < 200; tries++) {
    const found = lines.filter((line) => line.reqId === id && line.status !== undefined);
    if (found.length > 0) {
      expect(found).toHaveLength(1);
      return found[0]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nenhuma linha de log para ${id}`);
}

async function metrics() {
  const response = await fetch(`${origin}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

test("a page view, and a published page, each write one line with the answer's facts", async () => {
  const search = await lineOf(
    await send(`/programacao?q=${encodeURIComponent(visitor.email)}&dia=1`),
  );
  expect(search).toMatchObject({
    level: 30,
    method: "GET",
    path: "/programacao",
    query: ["q", "dia"],
    route: "/programacao",
    status: 200,
    published: false,
  });
  expect(search.bytes).toBeGreaterThan(1000);
  expect(JSON.stringify(search)).not.toContain("visitante");

  const first = await send("/sobre");
  await lineOf(first);
  const again = await send("/sobre");
  const hit = await lineOf(again);
  expect(hit).toMatchObject({ path: "/sobre", route: "/sobre", status: 200, published: true });
  // Each answer has its own id, the published copy's included.
  expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
});

test("/healthz and /readyz answer 200 with a running database, and 503 while stopping", async () => {
  const health = await fetch(`${origin}/healthz`);
  expect(health.status).toBe(200);
  expect(health.headers.get("cache-control")).toBe("no-store");
  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({
    status: "ready",
    checks: { database: "ok", migrations: "ok", publishedPages: "ok", build: "ok" },
  });
  expect((await fetch(`${origin}/readyz`, { method: "HEAD" })).status).toBe(200);

  lifecycle.stopping = true;
  try {
    expect((await fetch(`${origin}/readyz`)).status).toBe(503);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    // The site still answers until the server closes.
    expect((await send("/sobre")).status).toBe(200);
  } finally {
    lifecycle.stopping = false;
  }
  // Probes are logged below the default level.
  expect(await lineOf(await fetch(`${origin}/healthz`))).toMatchObject({ level: 20 });
});

test("a refused body and a login are logged, never with the password, e-mail or cookie", async () => {
  const big = await send("/contato", {
    method: "POST",
    body: new URLSearchParams({ "form-name": "contact", message: "segredo".repeat(20_000) }),
  });
  expect(big.status).toBe(413);
  expect(await lineOf(big)).toMatchObject({ method: "POST", path: "/contato", status: 413 });

  const refused = await send("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: admin.email, password: "senha-errada-000" }),
  });
  expect(refused.status).toBe(400);
  expect(await lineOf(refused)).toMatchObject({ path: "/admin/login", status: 400 });

  const login = await send("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: admin.email, password: admin.password }),
  });
  expect(login.status).toBe(302);
  const cookies = login.headers.getSetCookie().map((line) => line.split(";")[0]!);
  const session = cookies.find((pair) => !pair.startsWith("__flash"))!;
  expect(await lineOf(login)).toMatchObject({
    method: "POST",
    path: "/admin/login",
    route: "/admin/login",
    status: 302,
    published: false,
  });
  const dashboard = await send("/admin/dashboard", { headers: { Cookie: cookies.join("; ") } });
  expect(dashboard.status).toBe(200);
  await lineOf(dashboard);

  const contact = await send("/contato", {
    method: "POST",
    body: new URLSearchParams({
      "form-name": "contact",
      name: "Visitante Privada",
      email: visitor.email,
      telefone: "71 99999-0000",
      subject: "Pergunta sobre a inscrição",
      message: "Uma mensagem com dados pessoais.",
    }),
  });
  expect(contact.status).toBe(200);
  await lineOf(contact);

  const log = JSON.stringify(lines);
  for (const secret of [
    admin.password,
    "senha-errada-000",
    admin.email,
    "operacoes@",
    visitor.email,
    "visitante.privada",
    session.split("=")[1]!,
    "segredo",
    "dados pessoais",
  ]) {
    expect(log, secret).not.toContain(secret);
  }
});

test("/metrics is refused from an address METRICS_ALLOW does not name, even through the proxy", async () => {
  const proxied = await fetch(`${origin}/metrics`, {
    headers: { "X-Forwarded-For": "203.0.113.9" },
  });
  expect(proxied.status).toBe(403);
  expect(await proxied.text()).not.toContain("http_requests_total");
});

test("/metrics lists requests by route and status, latency, published pages, logins, forms and the process", async () => {
  await send("/sobre");
  const text = await metrics();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  expect(
    value(/^http_requests_total\{method="GET",route="\/sobre",status="200"\} (\d+)$/m),
  ).toBeGreaterThanOrEqual(3);
  expect(
    value(/^http_requests_total\{method="POST",route="\/contato",status="413"\} (\d+)$/m),
  ).toBeGreaterThanOrEqual(1);
  expect(text).toMatch(
    /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/sobre"\} \d+$/m,
  );
  expect(value(/^published_page_hits_total (\d+)$/m)).toBeGreaterThanOrEqual(2);
  expect(value(/^published_page_renders_total (\d+)$/m)).toBeGreaterThanOrEqual(1);
  expect(value(/^logins_total\{result="success"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
  expect(value(/^logins_total\{result="refused"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
  expect(value(/^form_submissions_total\{form="contact"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
  for (const name of [
    "process_resident_memory_bytes",
    "nodejs_heap_size_used_bytes",
    "nodejs_eventloop_lag_seconds",
  ]) {
    expect(text).toMatch(new RegExp(`^${name} `, "m"));
  }
  // The embedded database has no pool to report; no backup folder is configured.
  expect(text).not.toMatch(/^db_pool_connections /m);
  expect(text).not.toMatch(/^backup_newest_age_seconds /m);
});

test("/readyz answers 503 once the database is closed, and /healthz still 200", async () => {
  await closeDatabase();
  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(503);
  expect(((await ready.json()) as { checks: { database: string } }).checks.database).toBe("falhou");
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
});
