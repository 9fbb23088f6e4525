import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "~/config.server";
// eslint-disable-next-line no-restricted-imports -- server/ has no alias: plain Node runs it as is.
import { loadServerBuild } from "../../server/build-stamp.ts";

/**
 * The production build's site in this process, on a fresh embedded database (with `admin`
 * created first, when given): what route-level tests send real requests to. `app` serves the
 * Express app alone, without the published-page cache and the answers before it.
 */
export async function startBuiltSite({
  admin,
  app = false,
}: { admin?: { email: string; password: string }; app?: boolean } = {}) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bundle is plain JavaScript.
  const build = await loadServerBuild<any>();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "built-site-"));
  if (admin)
    await build.setAdminPasswordCommand(admin.email, admin.password, { DATA_DIR: dataDir });
  const database = await build.openDatabase({ dataDir });
  const options = { database, config: loadConfig({ DATA_DIR: dataDir }) };
  const server: Server = app
    ? build.createApp(options).listen(0, "127.0.0.1")
    : build.createSiteServer(options);
  if (!app) server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    database,
    /** A request as a browser on this site sends it: its own origin, no redirect followed. */
    send(url: string, init: RequestInit & { cookies?: string[] } = {}) {
      const headers = new Headers(init.headers);
      headers.set("Origin", origin);
      if (init.cookies?.length) headers.set("Cookie", init.cookies.join("; "));
      return fetch(origin + url, { ...init, headers, redirect: "manual" });
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BuiltSite = Awaited<ReturnType<typeof startBuiltSite>>;
