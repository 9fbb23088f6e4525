// Runtime entry: `npm start`. Serves the production build in production mode, building it first
// when it is missing or older than its sources (server/build-stamp.ts).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUILD, ensureCurrentBuild } from "./server/build-stamp.ts";

// Before React and React Router load (below, with the bundle): their production builds, whatever
// the caller's environment says.
process.env.NODE_ENV = "production";

await ensureCurrentBuild(process.cwd(), () =>
  // The CLI under this Node (24), whatever `node` comes first on PATH.
  execFileSync(
    process.execPath,
    [path.resolve("node_modules/@react-router/dev/bin.cjs"), "build"],
    {
      stdio: "inherit",
      env: process.env,
    },
  ),
);
const { startServer } = await import(pathToFileURL(path.resolve(SERVER_BUILD)).href);
try {
  await startServer();
} catch (error) {
  console.error(`Não foi possível iniciar o servidor: ${(error as Error).message}`);
  process.exit(1);
}
