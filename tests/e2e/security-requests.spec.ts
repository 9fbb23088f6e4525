import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { type Answer, hostileBodies, send, streamBody, targets } from "../support/hostile-corpus";
import { contentCounts } from "../support/content-counts";
import { startBuiltServer } from "../support/server-process";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-helpers";
import { E2E_TEMPLATE_DATA_DIR, e2eSparePort } from "./servers";

// A server of this spec's own: its memory is measured and its database read after the corpus.
const port = e2eSparePort(5);
const dataDir = path.resolve(`.tmp/e2e-${port}/security`);
const baseUrl = `http://127.0.0.1:${port}`;

// In order, on one worker: the spec's server, on a fixed port, is started once for the file, and
// the memory check reads that process's RSS, which another worker's requests would move.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: Awaited<ReturnType<typeof startBuiltServer>>;
let adminCookie: string;

const rssBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

async function logIn(url = baseUrl) {
  const response = await fetch(`${url}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((c) => /session=/.test(c));
  return cookie!.split(";")[0]!;
}

const form = (text: string) => ({
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: Buffer.from(text),
});

test.beforeAll(async () => {
  server = await startBuiltServer({ port, dataDir, from: E2E_TEMPLATE_DATA_DIR, quiet: true });
  adminCookie = await logIn();
});

test.afterAll(async () => {
  await server?.stop();
});

test("shapes that used to exhaust the server get a small 4xx at once, memory stays flat", async () => {
  const before = rssBytes(server.child.pid!);
  const cases: [string, Promise<Answer>][] = [
    ["name[99999999] /contato", send(baseUrl, "/contato", form("name[99999999]=x"))],
    ["name[99999999] /contato.data", send(baseUrl, "/contato.data", form("name[99999999]=x"))],
    [
      "name[99999999] /patrocinio-exposicao",
      send(baseUrl, "/patrocinio-exposicao", form("name[99999999]=x")),
    ],
    ["email[3000000] /admin/login", send(baseUrl, "/admin/login", form("email[3000000]=x"))],
    [
      "paragraphs[100000] /admin/about-congress (com sessão)",
      send(baseUrl, "/admin/about-congress", form("paragraphs[100000]=x"), {
        cookie: adminCookie,
      }),
    ],
    ["5.000 níveis", send(baseUrl, "/contato", form(`a${"[0]".repeat(5000)}=x`))],
    [
      "JSON em /admin/speakers",
      send(
        baseUrl,
        "/admin/speakers",
        { headers: { "Content-Type": "application/json" }, body: Buffer.from('{"name":"x"}') },
        { cookie: adminCookie },
      ),
    ],
    [
      "250 MB em /admin/login",
      streamBody(baseUrl, "/admin/login", 250 * 1024 * 1024, { declared: true }),
    ],
    [
      "100 KB chunked em /contato",
      streamBody(baseUrl, "/contato", 100 * 1024, { declared: false }),
    ],
    ["2 MB em /contato", streamBody(baseUrl, "/contato", 2 * 1024 * 1024, { declared: true })],
  ];
  for (const [label, answer] of cases) {
    const { status, bytes } = await answer;
    expect(status, label).toBeGreaterThanOrEqual(400);
    expect(status, label).toBeLessThan(500);
    expect(bytes, label).toBeLessThan(1024);
  }
  // The server is still there, and did not grow by more than noise.
  expect((await fetch(`${baseUrl}/favicon.svg`)).status).toBe(200);
  expect(rssBytes(server.child.pid!) - before).toBeLessThan(64 * 1024 * 1024);
});

test("URLs and headers are bounded", async () => {
  expect((await fetch(`${baseUrl}/${"a".repeat(9000)}`)).status).toBe(414);
  // The longest route-discovery request React Router sends (7680 characters) still passes.
  const paths = Array.from(
    { length: 400 },
    (_, i) => `p=${encodeURIComponent(`/programacao/sessao/s${i}`)}`,
  );
  const manifest = `${baseUrl}/__manifest?${paths.join("&")}`.slice(0, 7680).replace(/&[^&]*$/, "");
  expect((await fetch(manifest)).status).not.toBe(414);
  const huge = await fetch(`${baseUrl}/`, { headers: { "X-Grande": "a".repeat(20_000) } });
  expect(huge.status).toBe(431);
  const method = await fetch(`${baseUrl}/contato`, { method: "PUT", body: "x" });
  expect(method.status).toBe(405);
});

test("200+ hostile bodies per form and action: no 5xx, small answers, nothing stored", async () => {
  const countsBefore = await serverContentCounts();
  const statuses = new Map<number, number>();
  for (const target of targets) {
    const bodies = hostileBodies(target);
    expect(bodies.length, target.path).toBeGreaterThanOrEqual(200);
    for (const body of bodies) {
      const answer = await send(baseUrl, target.path, body, {
        cookie: target.admin ? adminCookie : undefined,
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, `${target.path}: ${body.label}`).toBeLessThan(500);
      expect(answer.bytes, `${target.path}: ${body.label}`).toBeLessThan(400 * 1024);
    }
  }
  expect(await serverContentCounts()).toEqual(countsBefore);
});

/** The content tables' counts, read with the server stopped (PGlite has one owner). */
async function serverContentCounts() {
  await server.stop();
  const counts = await contentCounts(dataDir);
  server = await startBuiltServer({ port, dataDir, fresh: false, quiet: true });
  adminCookie = await logIn();
  return counts;
}

/** The nonces of an HTML page's inline scripts that run (JSON-LD is data), one per script. */
function inlineScriptNonces(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes!)
    .filter(
      (attributes) => !/\ssrc=/i.test(attributes) && !/application\/ld\+json/.test(attributes),
    )
    .map((attributes) => /\snonce="([^"]*)"/.exec(attributes)?.[1] ?? null);
}

test("every kind of HTML answer carries a strict CSP naming its render's script nonce", async () => {
  const pages = [
    ["/", 200, ""],
    ["/programacao", 200, ""],
    ["/nao-existe", 404, ""],
    ["/admin/login", 200, ""],
    ["/admin/dashboard", 200, adminCookie],
    ["/admin/program", 200, adminCookie],
  ] as const;
  for (const [pagePath, status, cookie] of pages) {
    const response = await fetch(`${baseUrl}${pagePath}`, {
      headers: cookie ? { Cookie: cookie } : {},
    });
    expect(response.status, pagePath).toBe(status);
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
    const html = await response.text();
    const nonces = inlineScriptNonces(html);
    expect(nonces.length, pagePath).toBeGreaterThan(0);
    const nonce = nonces[0]!;
    expect(nonce, pagePath).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(new Set(nonces), pagePath).toEqual(new Set([nonce]));
    expect(scriptSrc, pagePath).toEqual(["'self'", `'nonce-${nonce}'`]);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(policy, pagePath).toContain(directive);
    }
    expect(response.headers.get("Content-Security-Policy-Report-Only")).toBeNull();
  }
  // Refusals and files carry a policy too.
  const refused = await send(baseUrl, "/contato", form("a[99999]=1"));
  expect(refused.status).toBe(400);
  const file = await fetch(`${baseUrl}/favicon.svg`);
  expect(file.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
});

test("a script injected into a page is blocked by the policy", async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(baseUrl);
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string }>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) =>
          resolve({ ran: "__injected" in window, violated: event.violatedDirective }),
        );
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
      }),
  );
  expect(outcome).toEqual({ ran: false, violated: "script-src-elem" });
  await page.close();
});

/** This machine's first non-loopback IPv4 address, to act as a proxy on another host. */
function otherAddress() {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) {
      if (entry.family === "IPv4" && !entry.internal) return entry.address;
    }
  }
  return null;
}

test("behind a TLS proxy on another address: HSTS, __Host- cookie, and POSTs accepted", async () => {
  const proxyAddress = otherAddress();
  test.skip(proxyAddress === null, "esta máquina não tem endereço fora do loopback");
  const proxiedPort = e2eSparePort(6);
  const proxied = await startBuiltServer({
    port: proxiedPort,
    dataDir: path.resolve(`.tmp/e2e-${proxiedPort}/proxy`),
    from: E2E_TEMPLATE_DATA_DIR,
    quiet: true,
    env: { TRUST_PROXY: proxyAddress! },
  });
  try {
    const viaProxy = (targetPort: number) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
        (resolve, reject) => {
          const body = new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
          const request = httpRequest(
            {
              host: proxyAddress!,
              port: targetPort,
              path: "/admin/login",
              method: "POST",
              localAddress: proxyAddress!,
              headers: {
                Host: "congresso.example",
                "Content-Type": "application/x-www-form-urlencoded",
                Origin: "https://congresso.example",
                "X-Forwarded-Proto": "https",
                "X-Forwarded-Host": "congresso.example",
                "X-Forwarded-For": "203.0.113.9",
              },
            },
            (response) => {
              response.resume();
              resolve({ status: response.statusCode ?? 0, headers: response.headers });
            },
          );
          request.on("error", reject);
          request.end(body.toString());
        },
      );
    const trusted = await viaProxy(proxiedPort);
    expect(trusted.status).toBe(302);
    expect(trusted.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const cookies = [trusted.headers["set-cookie"] ?? []].flat();
    const session = cookies.find((cookie) => cookie.includes("session="));
    expect(session).toMatch(/^__Host-session=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);

    // The default server believes only loopback: the same request is not https to it.
    const untrusted = await viaProxy(port);
    expect(untrusted.status).toBe(403);
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
  } finally {
    await proxied.stop();
  }
});
