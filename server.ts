// Runtime entry: `npm start`. Serves the production build in production mode, building it first
// when it is missing or older than its sources (server/build-stamp.ts).
import { loadServerBuild } from "./server/build-stamp.ts";

// Before React and React Router load (below, with the bundle): their production builds, whatever
// the caller's environment says.
process.env.NODE_ENV = "production";

const { startServer } = await loadServerBuild<{ startServer: () => Promise<void> }>();
try {
  await startServer();
} catch (error) {
  console.error(`Não foi possível iniciar o servidor: ${(error as Error).message}`);
  process.exit(1);
}
