// Runtime entry: `npm start`. Serves the production build in production mode, building it first
// when it is missing or older than its sources (server/build-stamp.ts).
import { loadServerBuild } from "./server/build-stamp.ts";

// Before React and React Router load (below, with the bundle): their production builds, whatever
// the caller's environment says.
process.env.NODE_ENV = "production";

const { startServer, createLogger } = await loadServerBuild<{
  startServer: () => Promise<void>;
  createLogger: () => { fatal: (message: string) => void; flush: () => void };
}>();
try {
  await startServer();
} catch (error) {
  // Before the configuration is read, so at the default level: a bad LOG_LEVEL is reported too.
  const logger = createLogger();
  logger.fatal(`Não foi possível iniciar o servidor: ${(error as Error).message}`);
  logger.flush();
  process.exit(1);
}
