import path from "node:path";
import { startBuiltServer, stopProcess } from "../support/server-process";
import { writeFixtureContent } from "./fixture-content";
import { E2E_BASE_URL, E2E_FIXTURES_URL, E2E_TEMPLATE_DATA_DIR } from "./servers";

/**
 * Makes the template database every fresh server copies (a server started once on an empty data
 * directory, then stopped), then starts the production build twice: one with the default content,
 * one with fixture content written before it starts (PGlite has one owner at a time).
 */
export default async function globalSetup() {
  const root = path.resolve(".tmp/e2e");
  const fixturesDir = path.join(root, "fixtures");
  const port = Number(new URL(E2E_BASE_URL).port);
  const [template] = await Promise.all([
    startBuiltServer({ port, dataDir: E2E_TEMPLATE_DATA_DIR, quiet: true }),
    writeFixtureContent(fixturesDir),
  ]);
  await template.stop();

  const servers = await Promise.all([
    startBuiltServer({ port, dataDir: path.join(root, "default"), from: E2E_TEMPLATE_DATA_DIR }),
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
