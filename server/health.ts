import { sql } from "drizzle-orm";
import express, { type Express, type Request } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout } from "node:timers/promises";
import type { Database } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import { metricsRegistry } from "~/utils/metrics.server";
import journal from "../drizzle/meta/_journal.json";
import { backupAgeSeconds, metricsText } from "./metrics";
import { sendCodedBody } from "./published-pages";
import { sendRefusal } from "./request-pipeline";

// The operators' endpoints, answered first and never cached: /healthz, /readyz and /metrics.

export const EDGE_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

const READY_TIMEOUT_MS = 2000;

/** The newest migration this build knows (drizzle records its `when` as `created_at`). */
const NEWEST_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

/** Set once the process has begun to stop: `/readyz` answers 503 from then on. */
export type Lifecycle = { stopping: boolean };

/** Database, schema, content version and build within `timeoutMs`; concurrent probes share one check. */
export function createReadinessCheck({
  db,
  lifecycle,
  contentVersion,
  loaded,
  backupDir,
  logger,
  timeoutMs = READY_TIMEOUT_MS,
}: {
  db: Database;
  lifecycle: Lifecycle;
  contentVersion?: () => Promise<number>;
  loaded?: Promise<unknown>;
  backupDir?: string;
  logger?: Logger;
  timeoutMs?: number;
}) {
  let build = loaded ? "carregando" : "ok";
  loaded?.then(
    () => (build = "ok"),
    () => (build = "falhou"),
  );
  let running: ReturnType<typeof check> | null = null;
  let wasReady: boolean | null = null;

  async function check() {
    const failures: Record<string, string> = {};
    const attempt = async (name: string, run: () => Promise<string>) => {
      try {
        const timeout = setTimeout(timeoutMs, null, { ref: false }).then(() => {
          throw new Error(`sem resposta em ${timeoutMs} ms`);
        });
        return await Promise.race([run(), timeout]);
      } catch (error) {
        // drizzle wraps the driver's error (the useful part) as its cause.
        const { message, cause } = error as Error;
        failures[name] = cause instanceof Error ? `${message} (${cause.message})` : message;
        return message.startsWith("sem resposta") ? "sem resposta" : "falhou";
      }
    };
    let migrations = "não verificadas";
    const [database, publishedPages] = await Promise.all([
      attempt("database", async () => {
        const { rows } = (await db.execute(
          sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { last: string | null }[] };
        migrations = Number(rows[0]?.last ?? 0) >= NEWEST_MIGRATION ? "ok" : "pendentes";
        return "ok";
      }),
      contentVersion ? attempt("publishedPages", async () => (await contentVersion(), "ok")) : "ok",
    ]);
    // "ok" or why not (the error itself goes to the log only).
    const checks: Record<string, string> = { database, migrations, publishedPages, build };
    const ready = Object.values(checks).every((value) => value === "ok");
    if (ready !== wasReady && !(wasReady === null && ready)) {
      if (ready) logger?.info("Pronto para atender de novo");
      else logger?.warn({ checks, failures }, "Não está pronto para atender");
    }
    wasReady = ready;
    if (!backupDir) return { ready, checks };
    const age = await backupAgeSeconds(backupDir);
    return { ready, checks, backupAgeSeconds: Number.isFinite(age) ? Math.round(age) : null };
  }

  return (): ReturnType<typeof check> => {
    if (lifecycle.stopping) {
      return Promise.resolve({ ready: false, checks: { shutdown: "encerrando" } });
    }
    running ??= check().finally(() => (running = null));
    return running;
  };
}

/** Whether an address is one of `entries` (addresses, CIDR networks, keywords), as Express trusts. */
export function addressMatcher(entries: readonly string[]) {
  const trust = express()
    .set("trust proxy", [...entries])
    .get("trust proxy fn") as (address: string, hop: number) => boolean;
  return (address: string) => trust(address, 0);
}

/** `req` as Express reads it under `app`'s "trust proxy" (`ip`, `secure`), for answers given before it. */
export function expressView(app: Express, req: IncomingMessage): Request {
  const socket = { value: req.socket };
  return Object.create(app.request, {
    headers: { value: req.headers },
    socket,
    connection: socket,
  });
}

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
) {
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", "no-store");
  sendCodedBody(req, res, status, Buffer.from(body), "identity");
}

/** Answers the operators' endpoints (true), or leaves the request to the site (false). */
export function createEdgeEndpoints({
  readiness,
  mayReadMetrics,
  addressOf,
  setSiteHeaders,
}: {
  readiness: ReturnType<typeof createReadinessCheck>;
  mayReadMetrics: (address: string) => boolean;
  addressOf: (req: IncomingMessage) => string;
  setSiteHeaders: (req: IncomingMessage, res: ServerResponse) => void;
}) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? "").split("?", 1)[0]!;
    if (!EDGE_PATHS.has(pathname)) return false;
    setSiteHeaders(req, res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      answer(req, res, 405, "text/plain; charset=utf-8", "Método não permitido.");
    } else if (pathname === "/healthz") {
      answer(req, res, 200, "text/plain; charset=utf-8", "ok\n");
    } else if (pathname === "/readyz") {
      const { ready, ...report } = await readiness();
      const body = JSON.stringify({ status: ready ? "ready" : "unavailable", ...report });
      answer(req, res, ready ? 200 : 503, "application/json", body);
    } else if (!mayReadMetrics(addressOf(req))) {
      sendRefusal(res, 403, "Acesso negado.");
    } else {
      answer(req, res, 200, metricsRegistry.contentType, await metricsText());
    }
    return true;
  };
}
