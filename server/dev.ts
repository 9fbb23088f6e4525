import type express from "express";
import type { Connect } from "vite";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { loadConfig } from "~/config.server";
import { configContext, databaseContext } from "~/context";
import { createLogger, setAppLogger } from "~/utils/logger.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/rate-limit.server";
import { openSiteDatabase } from "./app";
import { boundRequests, createPageHandler } from "./request-pipeline";

/** The development server: the same database set-up as production, pages from Vite. */
export async function startDevServer({
  vite,
  express: expressFactory,
  loadModule,
}: {
  vite: Connect.Server;
  express: typeof express;
  loadModule: (id: string) => Promise<Record<string, unknown>>;
}) {
  const config = loadConfig();
  const database = await openSiteDatabase(config);
  const app = expressFactory();
  // As in production (server/app.ts): the rate limits' client address, never the client's own say.
  app.use((req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    next();
  });
  app.use(vite);
  app.use(boundRequests({ publicUrl: config.PUBLIC_URL }));
  app.use(
    createPageHandler({
      build: () =>
        loadModule("virtual:react-router/server-build") as unknown as Promise<ServerBuild>,
      getLoadContext() {
        const context = new RouterContextProvider();
        context.set(databaseContext, database.db);
        context.set(configContext, config);
        return context;
      },
      // Vite's development client injects scripts the production policy would refuse.
      csp: false,
      googleAnalytics: Boolean(config.GA_MEASUREMENT_ID),
    }),
  );
  const logger = createLogger({ level: config.LOG_LEVEL });
  setAppLogger(logger);
  const server = app.listen(config.PORT, () =>
    logger.info(`Desenvolvimento em http://localhost:${config.PORT}`),
  );
  const stop = () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
