import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { Server } from "node:http";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { type ServerConfig, loadConfig } from "~/config.server";
import { configContext, databaseContext } from "~/context";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { seedDefaults } from "~/db/seed.server";
import { ensureAdminFromEnv } from "~/features/auth/admin-users.server";
import { CLIENT_ADDRESS_HEADER } from "~/features/auth/rate-limit.server";

// `npm run admin` (scripts/admin.ts) runs under plain Node and reaches the app through this bundle.
export { setAdminPasswordCommand } from "~/features/auth/admin-users.server";

/** The Express app: security headers, compression, static files and the React Router handler. */
export function createApp({
  database,
  config,
}: {
  database: DatabaseHandle;
  config: ServerConfig;
}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  });

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
  app.use(express.static(clientDir, { maxAge: "1d" }));

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext() {
        const context = new RouterContextProvider();
        context.set(databaseContext, database.db);
        context.set(configContext, config);
        return context;
      },
    }),
  );
  return app;
}

/** Opens the database (migrating and seeding it), serves the site and stops cleanly on SIGTERM. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  await seedDefaults(database.db);
  await ensureAdminFromEnv(database.db, config);

  const app = createApp({ database, config });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(config.PORT, () => resolve(listening));
  });
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
