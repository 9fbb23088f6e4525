import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Pool } from "pg";
import { Counter, Gauge, Histogram, collectDefaultMetrics } from "prom-client";
import { metricsRegistry } from "~/utils/metrics.server";
import { ALLOWED_METHODS } from "./request-limits";

// What the edge counts for /metrics, in the registry where the app counts logins and forms.

const registers = [metricsRegistry];

const requests = new Counter({
  name: "http_requests_total",
  help: "Answers by method, route (the route table's pattern) and status",
  labelNames: ["method", "route", "status"] as const,
  registers,
});

const duration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by method and route",
  labelNames: ["method", "route"] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const publishedPageHits = new Counter({
  name: "published_page_hits_total",
  help: "Answers given from a published page's stored copy (304s included)",
  registers,
});

export const publishedPageRenders = new Counter({
  name: "published_page_renders_total",
  help: "Published pages rendered and stored (once per page and content version)",
  registers,
});

export function recordRequest(method: string, route: string, status: number, seconds: number) {
  // The pipeline refuses any other method; a label per invented method would grow without end.
  const known = ALLOWED_METHODS.has(method) ? method : "other";
  requests.inc({ method: known, route, status: String(status) });
  duration.observe({ method: known, route }, seconds);
}

/** Files `npm run backup` writes (gzip or not). */
const BACKUP_FILE = /\.json(\.gz)?$/;

/** Seconds since the newest backup in `directory`; +Infinity when there is none (or no folder). */
export async function backupAgeSeconds(directory: string, now = Date.now()) {
  let newest = -Infinity;
  try {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      if (!entry.isFile() || !BACKUP_FILE.test(entry.name)) continue;
      newest = Math.max(newest, (await stat(path.join(directory, entry.name))).mtimeMs);
    }
  } catch {
    return Infinity;
  }
  return Math.max(0, (now - newest) / 1000);
}

export type PoolStats = Pick<Pool, "totalCount" | "idleCount" | "waitingCount">;

// Registered again by a later server (a test makes several): the gauges read the last one's.
function gauge(name: string, help: string, read: () => number | Promise<number>) {
  metricsRegistry.removeSingleMetric(name);
  new Gauge({
    name,
    help,
    registers,
    async collect() {
      this.set(await read());
    },
  });
}

/** prom-client's process metrics, a PostgreSQL pool's use (the embedded database has none), the newest backup's age. */
export function watchProcess({ pool, backupDir }: { pool?: PoolStats; backupDir?: string }) {
  if (!metricsRegistry.getSingleMetric("process_cpu_user_seconds_total")) {
    collectDefaultMetrics({ register: metricsRegistry });
  }
  if (pool) {
    gauge("db_pool_connections", "Open PostgreSQL connections", () => pool.totalCount);
    gauge(
      "db_pool_idle_connections",
      "Open PostgreSQL connections not in use",
      () => pool.idleCount,
    );
    gauge("db_pool_waiting_queries", "Queries waiting for a connection", () => pool.waitingCount);
  }
  if (backupDir) {
    gauge(
      "backup_newest_age_seconds",
      "Seconds since the newest file in BACKUP_DIR was written (+Inf: none)",
      () => backupAgeSeconds(backupDir),
    );
  }
}

export const metricsText = () => metricsRegistry.metrics();
