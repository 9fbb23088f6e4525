import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { type ServerConfig, loadConfig, trustProxySetting } from "~/config.server";
import { configContext, contentVersionContext, databaseContext } from "~/context";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { seedDefaults } from "~/db/seed.server";
import { ensureAdminFromEnv } from "~/features/auth/admin-users.server";
import { localContentVersion, sharedContentVersion } from "./content-version.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/rate-limit.server";
import { RESOURCE_POLICY, SERVICE_WORKER_POLICY } from "./content-security-policy";
import { createCalendarAnswers } from "./calendar-answers";
import { PublishedPages } from "./published-pages";
import {
  boundRequests,
  createPageHandler,
  createPublishedPageShortcut,
  answerExpectContinue,
  sendRefusal,
} from "./request-pipeline";

// `npm run admin` (scripts/admin.ts) runs under plain Node and reaches the app through this bundle.
export { setAdminPasswordCommand } from "~/features/auth/admin-users.server";
// So do `npm run backup` / `restore` (scripts/data.ts) and the durability run, which reads the data
// directory back (scripts/security/durability.ts).
export { backupCommand, dumpDatabase, restoreCommand } from "~/db/backup.server";
export { openDatabase } from "~/db/client.server";
export { resetTwoFactorCommand } from "~/features/auth/mfa.server";

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

/** The Express app: security headers, compression, static files and the React Router handler. */
export function createApp({
  database,
  config,
  publishedPages,
}: {
  database: DatabaseHandle;
  config: ServerConfig;
  publishedPages?: PublishedPages;
}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
  app.use(compression());
  const httpsSite = config.PUBLIC_URL?.startsWith("https:") ?? false;
  app.use((req, res, next) => {
    setSiteHeaders(res, req.secure || httpsSite);
    next();
  });
  app.use(boundRequests({ publicUrl: config.PUBLIC_URL }));

  // The client's address for rate limits, overwriting any such header the client sent: the
  // socket's address, or what a proxy on this machine forwarded ("trust proxy" above).
  app.use((req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });

  const clientDir = path.resolve("build/client");
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(
    express.static(clientDir, {
      maxAge: "1d",
      setHeaders(res, filePath) {
        // The service worker and the manifest keep their names across versions: the browser
        // checks them on every use, so a new version reaches visitors at once.
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
      build: import("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext() {
        const context = new RouterContextProvider();
        context.set(databaseContext, database.db);
        context.set(configContext, config);
        // The published pages' version, for loaders that keep work per version (calendars).
        context.set(contentVersionContext, publishedPages?.contentVersion ?? null);
        return context;
      },
      csp: true,
      googleAnalytics: Boolean(config.GA_MEASUREMENT_ID),
      publishedPages,
    }),
  );
  app.use(handleUnexpectedError);
  return app;
}

/**
 * The published-page cache of a database: one process owns an embedded database, so a counter in
 * memory is its content version; processes sharing a PostgreSQL read the version from it.
 */
export function createPublishedPages(database: DatabaseHandle, publicUrl?: string) {
  return new PublishedPages(
    database.kind === "postgres" ? sharedContentVersion(database.db) : localContentVersion(),
    { keyByHost: !publicUrl },
  );
}

/**
 * Whether a request came over https, as Express's `req.secure` decides it (the socket, or the
 * first X-Forwarded-Proto when its sender is a trusted proxy), or the site is https anyway.
 */
function secureRequest(app: express.Express, config: ServerConfig) {
  const httpsSite = config.PUBLIC_URL?.startsWith("https:") ?? false;
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return (req: IncomingMessage) => {
    if (httpsSite || (req.socket as TLSSocket).encrypted) return true;
    const forwarded = req.headers["x-forwarded-proto"];
    if (typeof forwarded !== "string" || !trust(req.socket.remoteAddress ?? "", 0)) return false;
    return forwarded.split(",")[0]!.trim().toLowerCase() === "https";
  };
}

/** The last resort: logged on the server, a short Portuguese answer, never a stack trace. */
const handleUnexpectedError: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = (error as { status?: unknown }).status;
  // Express's own parsing errors (a malformed URL, say) carry a 4xx status.
  if (typeof status === "number" && status >= 400 && status < 500) {
    return sendRefusal(res, status, "Requisição inválida.");
  }
  console.error("Erro inesperado ao responder", error);
  if (res.headersSent) return res.destroy();
  sendRefusal(res, 500, "Erro interno do servidor. Tente novamente em instantes.");
};

/**
 * The HTTP server: bounded headers (the URL included) and slow requests cut off, and a body
 * declared over its limit refused before the client sends it (Expect: 100-continue).
 */
export function createHttpServer(
  app: express.Express,
  shortcut?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>,
) {
  const handler = shortcut
    ? (req: IncomingMessage, res: ServerResponse) => {
        shortcut(req, res).then(
          (answered) => answered || app(req, res),
          () => app(req, res),
        );
      }
    : app;
  const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 60_000 }, handler);
  server.headersTimeout = 20_000;
  server.on("checkContinue", (req, res) => {
    if (answerExpectContinue(req, res)) app(req, res);
  });
  return server;
}

/**
 * The site's HTTP server: the app behind what answers before it, a published page's stored copy
 * and the calendars of unknown sessions and agendas (calendar-answers.ts).
 */
export function createSiteServer({
  database,
  config,
  publishedPages = createPublishedPages(database, config.PUBLIC_URL),
}: {
  database: DatabaseHandle;
  config: ServerConfig;
  publishedPages?: PublishedPages;
}) {
  const app = createApp({ database, config, publishedPages });
  const isSecure = secureRequest(app, config);
  const publishedPage = createPublishedPageShortcut(publishedPages, { isSecure });
  const calendar = createCalendarAnswers({
    db: database.db,
    contentVersion: publishedPages.contentVersion,
    publicUrl: config.PUBLIC_URL,
    setSiteHeaders: (req, res) => setSiteHeaders(res, isSecure(req)),
  });
  return createHttpServer(
    app,
    async (req, res) => (await publishedPage(req, res)) || calendar(req, res),
  );
}

/** Opens the database (migrating and seeding it), serves the site and stops cleanly on SIGTERM. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  await seedDefaults(database.db);
  await ensureAdminFromEnv(database.db, config);

  const server: Server = createSiteServer({ database, config });
  await new Promise<void>((resolve) => server.listen(config.PORT, resolve));
  const where = database.kind === "postgres" ? "PostgreSQL" : `PGlite em ${config.DATA_DIR}`;
  console.log(`Servidor em http://localhost:${config.PORT} (banco: ${where})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: encerrando…`);
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
