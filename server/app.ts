import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import type { ServerBuild } from "react-router";
import { type ServerConfig, loadConfig } from "~/config.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { seedDefaults } from "~/db/seed.server";
import { ensureAdminFromEnv } from "~/features/auth/admin-users.server";
import { isSecureSite } from "~/utils/https.server";
import { type Logger, createLogger, setAppLogger } from "~/utils/logger.server";
import { localContentVersion, sharedContentVersion, PublishedPages } from "./published-pages";
import { RESOURCE_POLICY, SERVICE_WORKER_POLICY } from "./content-security-policy";
import { createCalendarAnswers } from "./calendar-answers";
import {
  type Lifecycle,
  addressMatcher,
  expressView,
  createEdgeEndpoints,
  createReadinessCheck,
} from "./health";
import { type PoolStats, watchProcess } from "./metrics";
import { observeRequests, routeLabelsOnceLoaded } from "./request-log";
import {
  boundRequests,
  createPageHandler,
  createPublishedPageShortcut,
  answerExpectContinue,
  sendRefusal,
} from "./request-pipeline";

// The scripts (admin, backup, durability) and server.ts run under plain Node and reach the app here.
export { setAdminPasswordCommand } from "~/features/auth/admin-users.server";
export { backupCommand, dumpDatabase, restoreCommand } from "~/db/backup.server";
export { openDatabase } from "~/db/client.server";
export { resetTwoFactorCommand } from "~/features/auth/mfa.server";
export { createLogger } from "~/utils/logger.server";

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/** The headers of every answer; `secure`: it goes over https (itself or through a proxy). */
function setSiteHeaders(res: ServerResponse, secure: boolean) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  // Pages replace this with their own policy (request-pipeline.ts); files and refusals keep it.
  res.setHeader("Content-Security-Policy", RESOURCE_POLICY);
  if (secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

type SiteOptions = {
  database: DatabaseHandle;
  config: ServerConfig;
  publishedPages?: PublishedPages;
  logger?: Logger;
};

/** The Express app: security headers, compression, static files and the React Router handler. */
export function createApp({
  database,
  config,
  publishedPages,
  logger = createLogger({ level: config.LOG_LEVEL }),
}: SiteOptions) {
  setAppLogger(logger);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY ?? "loopback");
  app.use(compression());
  app.use((req, res, next) => {
    setSiteHeaders(res, req.secure || isSecureSite(config));
    next();
  });
  app.use(boundRequests({ publicUrl: config.PUBLIC_URL }));

  const clientDir = path.resolve("build/client");
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(
    express.static(clientDir, {
      maxAge: "1d",
      setHeaders(res, filePath) {
        // Names kept across versions: checked on every use, so a new version reaches visitors.
        const name = path.basename(filePath);
        if (name === "sw.js" || name === "manifest.webmanifest") {
          res.setHeader("Cache-Control", "no-cache");
        }
        if (name === "sw.js") res.setHeader("Content-Security-Policy", SERVICE_WORKER_POLICY);
      },
    }),
  );

  app.use(
    createPageHandler({
      build: loadBuild(),
      db: database.db,
      config,
      publishedPages,
    }),
  );
  // The last resort: logged with its stack, a short Portuguese answer, never a stack trace.
  app.use(((error, _req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    // Express's own parsing errors (a malformed URL, say) carry a 4xx status.
    if (typeof status === "number" && status >= 400 && status < 500) {
      return sendRefusal(res, status, "Requisição inválida.");
    }
    logger.error(
      { err: error, reqId: res.getHeader("X-Request-Id") },
      "Erro inesperado ao responder",
    );
    if (res.headersSent) return res.destroy();
    sendRefusal(res, 500, "Erro interno do servidor. Tente novamente em instantes.");
  }) satisfies ErrorRequestHandler);
  return app;
}

/** Published pages: the version in memory for the embedded database, in PostgreSQL when shared. */
export function createPublishedPages(database: DatabaseHandle, publicUrl?: string) {
  return new PublishedPages(
    database.kind === "postgres" ? sharedContentVersion(database.db) : localContentVersion(),
    { keyByHost: !publicUrl },
  );
}

/** The app behind the operators' endpoints, stored pages and calendars; every answer logged. */
export function createSiteServer({
  database,
  config,
  publishedPages = createPublishedPages(database, config.PUBLIC_URL),
  logger = createLogger({ level: config.LOG_LEVEL }),
  lifecycle = { stopping: false },
}: SiteOptions & { lifecycle?: Lifecycle }) {
  const build = loadBuild();
  const app = createApp({ database, config, publishedPages, logger });
  // Express's view costs an address parse: only a forwarded scheme needs it (every stored-page answer asks).
  const isSecure = (req: IncomingMessage) =>
    isSecureSite(config) ||
    (req.headers["x-forwarded-proto"] === undefined
      ? Boolean((req.socket as TLSSocket).encrypted)
      : expressView(app, req).secure);
  const siteHeaders = (req: IncomingMessage, res: ServerResponse) =>
    setSiteHeaders(res, isSecure(req));
  const edge = createEdgeEndpoints({
    readiness: createReadinessCheck({
      db: database.db,
      lifecycle,
      contentVersion: async () => publishedPages.contentVersion.current(),
      loaded: build,
      backupDir: config.BACKUP_DIR,
      logger,
    }),
    mayReadMetrics: addressMatcher(config.METRICS_ALLOW ?? ["loopback"]),
    addressOf: (req) => expressView(app, req).ip ?? "",
    setSiteHeaders: siteHeaders,
  });
  watchProcess({
    // node-postgres's pool (drizzle's client) tells its use.
    pool:
      database.kind === "postgres"
        ? (database.db as unknown as { $client: PoolStats }).$client
        : undefined,
    backupDir: config.BACKUP_DIR,
  });
  const publishedPage = createPublishedPageShortcut(publishedPages, { isSecure });
  const calendar = createCalendarAnswers({
    db: database.db,
    contentVersion: publishedPages.contentVersion,
    publicUrl: config.PUBLIC_URL,
    setSiteHeaders: siteHeaders,
  });
  const observe = observeRequests({ logger, routeOf: routeLabelsOnceLoaded(build) });
  const answerFirst = async (req: IncomingMessage, res: ServerResponse) =>
    (await edge(req, res)) || (await publishedPage(req, res)) || calendar(req, res);
  // Bounded headers, slow requests cut off, a body declared over its limit refused before it is sent.
  const server = createServer(
    { maxHeaderSize: 16 * 1024, requestTimeout: 60_000 },
    observe((req, res) => {
      answerFirst(req, res).then(
        (answered) => answered || app(req, res),
        () => app(req, res),
      );
    }),
  );
  server.headersTimeout = 20_000;
  server.on(
    "checkContinue",
    observe((req, res) => {
      if (answerExpectContinue(req, res)) app(req, res);
    }),
  );
  return server;
}

/** The configured database, migrated and seeded, with the administrator from the environment. */
export async function openSiteDatabase(config: ServerConfig) {
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  await seedDefaults(database.db);
  await ensureAdminFromEnv(database.db, config);
  return database;
}

/** Serves the site; on SIGTERM `/readyz` answers 503 at once, the server closes SHUTDOWN_DELAY later. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const logger = createLogger({ level: config.LOG_LEVEL });
  const database = await openSiteDatabase(config);

  const lifecycle: Lifecycle = { stopping: false };
  const server = createSiteServer({ database, config, logger, lifecycle });
  await new Promise<void>((resolve) => server.listen(config.PORT, resolve));
  const where = database.kind === "postgres" ? "PostgreSQL" : `PGlite em ${config.DATA_DIR}`;
  logger.info(`Servidor em http://localhost:${config.PORT} (banco: ${where})`);

  const stop = async (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    logger.info(`${signal} recebido: encerrando…`);
    // The balancer sees /readyz fail and stops sending before the server stops listening.
    const delay = signal === "SIGTERM" ? (config.SHUTDOWN_DELAY ?? 0) : 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay * 1000));
    server.close();
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
    try {
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return server;
}
