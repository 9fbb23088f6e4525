import express from "express";
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/utils/logger.server";
import { localContentVersion, PublishedPages } from "./published-pages";
import { metricsText } from "./metrics";
import { describeUrl, observeRequests, routeLabels } from "./request-log";
import { boundRequests, createPublishedPageShortcut } from "./request-pipeline";

/** A route table shaped as the server build's: the site's frame, its pages, the admin's login. */
const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/site-layout": { id: "routes/site-layout", parentId: "root", module: {} },
  "routes/home": { id: "routes/home", parentId: "routes/site-layout", index: true, module: {} },
  "routes/programacao": {
    id: "routes/programacao",
    parentId: "routes/site-layout",
    path: "programacao",
    module: {},
  },
  "routes/sessao": {
    id: "routes/sessao",
    parentId: "routes/site-layout",
    path: "programacao/sessao/:id",
    module: {},
  },
  "routes/contato": {
    id: "routes/contato",
    parentId: "routes/site-layout",
    path: "contato",
    module: {},
  },
  "routes/not-found": {
    id: "routes/not-found",
    parentId: "routes/site-layout",
    path: "*",
    module: {},
  },
  "routes/admin/login": {
    id: "routes/admin/login",
    parentId: "root",
    path: "admin/login",
    module: {},
  },
} as unknown as ServerBuild["routes"];

const secrets = {
  email: "ana.souza@example.com",
  password: "senha-secreta-987",
  session: "token-de-sessao-abc123",
  newSession: "token-novo-def456",
};

const lines: Record<string, unknown>[] = [];
let server: Server;
let origin = "";

beforeAll(async () => {
  const logger = createLogger({
    level: "debug",
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  const pages = new PublishedPages(localContentVersion(), { keyByHost: false });
  const lookup = pages.lookup(
    pages.keyFor({ method: "GET", url: "/", headers: {} } as IncomingMessage)!,
    0,
  );
  if (!("render" in lookup)) throw new Error("expected a render");
  await lookup.render({
    body: Buffer.from("<!doctype html><p>Início</p>"),
    headers: [["content-type", "text/html; charset=utf-8"]],
    expiresAt: Number.POSITIVE_INFINITY,
  });
  const published = createPublishedPageShortcut(pages, { isSecure: () => false });

  const app = express();
  app.use(boundRequests({}));
  app.get("/programacao", (_req, res) => {
    res.type("html").send("<!doctype html><p>Programação</p>");
  });
  app.post("/admin/login", (_req, res) => {
    res.setHeader("Set-Cookie", `__Host-session=${secrets.newSession}; HttpOnly`);
    res.redirect(302, "/admin/dashboard");
  });
  app.get("/lento", () => {});
  app.use((_req, res) => void res.status(404).send("Página não encontrada"));

  const observe = observeRequests({ logger, routeOf: routeLabels(routes) });
  server = createServer(
    observe((req, res) => {
      void published(req, res).then((answered) => answered || app(req, res));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The log line of the answer with this request id (written when the answer closes). */
async function lineOf(response: Response) {
  await response.arrayBuffer();
  const id = response.headers.get("x-request-id");
  expect(id).toBeTruthy();
  for (let tries = 0; tries < 100; tries++) {
    const line = lines.find((entry) => entry.reqId === id);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no log line for ${id}`);
}

describe("the request log", () => {
  it("writes one line for a page view: path, query names without values, route, status, bytes", async () => {
    const query = `q=${encodeURIComponent(secrets.email)}&dia=2&q=outra`;
    const response = await fetch(`${origin}/programacao?${query}`, {
      headers: { "Accept-Encoding": "identity" },
    });
    const line = await lineOf(response);
    expect(line).toMatchObject({
      level: 30,
      method: "GET",
      path: "/programacao",
      query: ["q", "dia"],
      route: "/programacao",
      status: 200,
      bytes: Buffer.byteLength("<!doctype html><p>Programação</p>"),
      published: false,
      msg: "GET /programacao 200",
    });
    expect(line.ms).toBeTypeOf("number");
    expect(JSON.stringify(line)).not.toContain("ana.souza");
    expect(lines.filter((entry) => entry.reqId === line.reqId)).toHaveLength(1);
  });

  it("says when the answer was a published page, and counts the hit", async () => {
    const hits = async () =>
      Number(/^published_page_hits_total (\d+)$/m.exec(await metricsText())?.[1]);
    const before = await hits();
    const line = await lineOf(await fetch(`${origin}/`));
    expect(line).toMatchObject({ path: "/", route: "/", status: 200, published: true });
    expect(await hits()).toBe(before + 1);
  });

  it("writes a refused body's line without the body", async () => {
    const body = `message=${"confidencial".repeat(7000)}`;
    const response = await fetch(`${origin}/contato`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status).toBe(413);
    const line = await lineOf(response);
    expect(line).toMatchObject({
      method: "POST",
      path: "/contato",
      route: "/contato",
      status: 413,
    });
    expect(JSON.stringify(line)).not.toContain("confidencial");
  });

  it("writes a login's line without its e-mail, password or cookies", async () => {
    const response = await fetch(`${origin}/admin/login`, {
      method: "POST",
      headers: { Cookie: `__Host-session=${secrets.session}` },
      body: new URLSearchParams({ email: secrets.email, password: secrets.password }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const line = await lineOf(response);
    expect(line).toMatchObject({ method: "POST", path: "/admin/login", status: 302 });
    const log = JSON.stringify(lines);
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
    expect(log).not.toContain("ana.souza");
  });

  it("keeps a proxy's request id, replaces one that is not an id, and counts no body for HEAD", async () => {
    const kept = await fetch(`${origin}/programacao`, {
      headers: { "X-Request-Id": "0123456789abcdef0123456789abcdef" },
    });
    expect(kept.headers.get("x-request-id")).toBe("0123456789abcdef0123456789abcdef");
    await lineOf(kept);
    const replaced = await fetch(`${origin}/programacao`, {
      headers: { "X-Request-Id": "<script>alert(1)</script>" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await lineOf(replaced);
    const head = await lineOf(await fetch(`${origin}/programacao`, { method: "HEAD" }));
    expect(head).toMatchObject({ method: "HEAD", status: 200, bytes: 0 });
  });

  it("writes the line of a client that left before its answer, as nginx's 499", async () => {
    const controller = new AbortController();
    const pending = fetch(`${origin}/lento`, { signal: controller.signal }).catch(() => null);
    const before = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await pending;
    for (
      let tries = 0;
      tries < 100 && !lines.slice(before).some((l) => l.path === "/lento");
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(lines.slice(before).find((line) => line.path === "/lento")).toMatchObject({
      status: 499,
      aborted: true,
      route: "/*",
    });
  });

  it("counts answers by method, route and status, with their latency", async () => {
    await lineOf(await fetch(`${origin}/programacao/sessao/abc-123`));
    const text = await metricsText();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/programacao",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/programacao\/sessao\/:id",status="404"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/contato"\} 1$/m,
    );
  });
});

describe("routeLabels", () => {
  const label = routeLabels(routes);

  it.each([
    ["/", "/"],
    ["/programacao", "/programacao"],
    ["/programacao/sessao/palestra-1", "/programacao/sessao/:id"],
    ["/programacao.data", "/programacao.data"],
    ["/_root.data", "/_root.data"],
    ["/qualquer/coisa", "/*"],
    ["/favicon.svg", "/*"],
    ["/assets/entry-abc123.js", "/assets/*"],
    ["/admin/login", "/admin/login"],
    ["/healthz", "/healthz"],
    ["/__manifest", "/__manifest"],
    ["/%E0%A4%A", "unmatched"],
  ])("labels %s as %s", (pathname, expected) => {
    expect(label(pathname)).toBe(expected);
  });
});

describe("describeUrl", () => {
  it("keeps the path and the query's names, never its values", () => {
    expect(describeUrl("/programacao?q=maria&utm_source=x&q=y")).toEqual({
      pathname: "/programacao",
      names: ["q", "utm_source"],
    });
    expect(describeUrl("/sobre")).toEqual({ pathname: "/sobre", names: [] });
  });
});
