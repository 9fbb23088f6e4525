import path from "node:path";
import { startBuiltServer, stopProcess } from "../support/server-process";
import { writeFixtureContent } from "./fixture-content";
import { E2E_BASE_URL, E2E_FIXTURES_URL } from "./servers";

/**
 * Starts the production build twice on throw-away embedded databases: one with the default
 * content, one with fixture content written before it starts (PGlite has one owner at a time).
 */
export default async function globalSetup() {
  const root = path.resolve(".tmp/e2e");
  const fixturesDir = path.join(root, "fixtures");
  await writeFixtureContent(fixturesDir);

  const servers = await Promise.all([
    startBuiltServer({
      port: Number(new URL(E2E_BASE_URL).port),
      dataDir: path.join(root, "default"),
    }),
    startBuiltServer({
      port: Number(new URL(E2E_FIXTURES_URL).port),
      dataDir: fixturesDir,
      fresh: false,
    }),
  ]);
  return async () => {
    await Promise.all(servers.map(({ child }) => stopProcess(child)));
  };
}
