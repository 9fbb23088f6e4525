import type express from "express";
import type { Connect } from "vite";
import type { ServerBuild } from "react-router";
import { loadConfig } from "~/config.server";
import { createLogger, setAppLogger } from "~/utils/logger.server";
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
  app.use(vite);
  app.use(boundRequests({ publicUrl: config.PUBLIC_URL }));
  app.use(
    createPageHandler({
      build: () =>
        loadModule("virtual:react-router/server-build") as unknown as Promise<ServerBuild>,
      db: database.db,
      config,
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
