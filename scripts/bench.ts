// `npm run bench` (issue 9): builds, starts the server on a fresh embedded database and measures
// `/` and `/programacao` with wrk (50 connections), then nginx serving the very same bytes as
// static files (gzip_static), then the site through deploy/nginx.conf; then the same for the
// published `/programacao.ics` and, beside it, the calendars no page cache holds (issue 23),
// answered before React Router (server/calendar-answers.ts): an unknown session's (a 404, no
// static copy) and an agenda of three of the seeded programme's sessions. Every response is checked to have the expected status and size. Prints requests/s,
// p99, app/nginx, the server's RSS after the load and through five passes of search traffic
// (pages no cache holds), the home page's initial JavaScript, and first
// paint against hydration on a slowed phone (scripts/bench-hydration.ts). A benchmark, not a
// test: it asserts nothing except that what it measured were right answers.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { startBuiltServer, startScriptNodeFlags } from "../tests/support/server-process.ts";
import { measureHydration } from "./bench-hydration.ts";
import { homeInitialJs } from "./js-size.ts";

const APP_PORT = 3850;
const STATIC_PORT = 3851;
const PROXY_PORT = 3852;
const PAGES = ["/", "/programacao"];
/** A well-formed session id the seeded programme does not have: its calendar is a 404. */
const UNKNOWN_SESSION = "sessao-que-nao-existe";
/** How many of the seeded programme's sessions the measured agenda holds. */
const AGENDA_SESSIONS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// A fresh process's first second under load runs at a p99 near 200 ms while V8 compiles the
// request path (measured: 182 ms in the first second, 8 ms in the next five); the app is loaded
// this long first, its figures printed apart, so the table shows the steady state of a running
// site. nginx has nothing to warm up.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
// World-readable: nginx started as root reads files as its workers' user.
const WORK = "/tmp/congresso-bench";

function need(command: string, debianPackage: string) {
  const found = spawnSync("sh", ["-c", `command -v ${command} || test -x /usr/sbin/${command}`]);
  if (found.status === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`'${command}' não encontrado: instale o pacote Debian '${debianPackage}'.`);
  }
  console.log(`Instalando ${debianPackage} (apt-get)…`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", debianPackage], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

const nginxBinary = () => (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

/** A raw GET with `Accept-Encoding: gzip`: status, headers and the body as sent (compressed). */
async function rawGet(url: string) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { agent: false, headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

/** The session ids of a calendar's events (`UID:<id>@<host>`, lines unfolded), in its order. */
function calendarSessionIds(text: string) {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  return [...unfolded.matchAll(/^UID:([^@\r\n]+)@/gm)].map((match) => match[1]!);
}

const WRK_SCRIPT = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) bad = 0; expected = tonumber(args[1]); wanted = tonumber(args[2]) end
function response(status, headers, body)
  if status ~= wanted or #body ~= expected then bad = bad + 1 end
end
-- A status other than the wanted one is counted in bad (wrk's status errors count every 4xx,
-- and an unknown session's calendar is measured as the 404 it is).
function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("bad") end
  io.write(string.format("RESULT %d %d %d %d %d\\n", summary.requests, summary.duration,
    latency:percentile(99), total, summary.errors.connect + summary.errors.read +
    summary.errors.write + summary.errors.timeout))
end
`;

interface Figures {
  rps: number;
  p99Ms: number;
  requests: number;
}

/** wrk, 1 thread, 50 connections, `seconds` seconds; throws unless every answer was right. */
function wrk(url: string, expectedBytes: number, seconds = SECONDS, status = 200): Figures {
  const output = execFileSync(
    "wrk",
    [
      "-t1",
      "-c50",
      `-d${seconds}s`,
      "-H",
      "Accept-Encoding: gzip",
      "-s",
      path.join(WORK, "check.lua"),
      url,
      "--",
      String(expectedBytes),
      String(status),
    ],
    { encoding: "utf8" },
  );
  const line = output.split("\n").find((text) => text.startsWith("RESULT "));
  if (!line) throw new Error(`wrk sem resultado:\n${output}`);
  const [requests, durationUs, p99Us, bad, errors] = line.split(" ").slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (bad > 0 || errors > 0 || requests === 0) {
    throw new Error(`${url}: ${bad} respostas erradas e ${errors} erros em ${requests}.`);
  }
  return { rps: requests / (durationUs / 1e6), p99Ms: p99Us / 1000, requests };
}

/** The bench's nginx: deploy/nginx.conf without TLS, plus a server of static copies. */
function nginxConfig() {
  const sample = readFileSync("deploy/nginx.conf", "utf8")
    .split("\n")
    .filter((line) => !line.trimEnd().endsWith("# tls"))
    .join("\n")
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${APP_PORT};`)
    .replace("server_name congresso.example.org;", `listen 127.0.0.1:${PROXY_PORT};`);
  const staticServer = `
  server {
    listen 127.0.0.1:${STATIC_PORT};
    root ${WORK}/www;
    default_type "text/html; charset=utf-8";
    gzip_static on;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`;
  const head = [
    `pid ${WORK}/nginx.pid;`,
    `error_log ${WORK}/error.log warn;`,
    "daemon off;",
    "",
  ].join("\n");
  const body = sample
    .slice(0, sample.lastIndexOf("}"))
    .replace(
      "http {",
      [
        "http {",
        "  access_log off;",
        `  client_body_temp_path ${WORK}/tmp/body;`,
        `  proxy_temp_path ${WORK}/tmp/proxy;`,
        `  fastcgi_temp_path ${WORK}/tmp/fastcgi;`,
        `  uwsgi_temp_path ${WORK}/tmp/uwsgi;`,
        `  scgi_temp_path ${WORK}/tmp/scgi;`,
      ].join("\n"),
    );
  return head + body + staticServer;
}

async function waitForHttp(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} não respondeu.`);
}

const SEARCH_PASSES = 5;
const SEARCH_REQUESTS = 1000;
const SEARCH_CONCURRENCY = 50;

/**
 * The first morning's traffic: every request a page no cache holds (a fresh search) or one
 * reached through a shared link's tracking query. The RSS after each pass, the first one before.
 */
async function searchTraffic(baseUrl: string, pid: number) {
  const figures = [rssMiB(pid)];
  let sent = 0;
  const nextUrl = () => {
    sent += 1;
    const token = `${sent.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    return sent % 2
      ? `${baseUrl}/programacao?q=${token}`
      : `${baseUrl}/?utm_source=${token}&fbclid=${token}`;
  };
  for (let pass = 0; pass < SEARCH_PASSES; pass++) {
    let left = SEARCH_REQUESTS;
    await Promise.all(
      Array.from({ length: SEARCH_CONCURRENCY }, async () => {
        while (left-- > 0) {
          const url = nextUrl();
          const answer = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
          await answer.arrayBuffer();
          if (answer.status !== 200) throw new Error(`${url}: ${answer.status}, não 200.`);
        }
      }),
    );
    figures.push(rssMiB(pid));
  }
  return figures;
}

const rssMiB = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
};

need("wrk", "wrk");
need("nginx", "nginx");
console.log("Build de produção…");
// The CLI under this Node (24), whatever `node` is first on PATH.
execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production" },
});

rmSync(WORK, { recursive: true, force: true });
mkdirSync(path.join(WORK, "www"), { recursive: true });
mkdirSync(path.join(WORK, "tmp"), { recursive: true });
chmodSync(WORK, 0o755);
chmodSync(path.join(WORK, "www"), 0o755);
writeFileSync(path.join(WORK, "check.lua"), WRK_SCRIPT);

const server = await startBuiltServer({
  port: APP_PORT,
  dataDir: ".tmp/bench-data",
  quiet: !process.env.BENCH_VERBOSE,
  // As in production: absolute addresses come from PUBLIC_URL, so the app's answers are the
  // same bytes directly and through the proxy (which forwards its own Host).
  env: { PUBLIC_URL: `http://127.0.0.1:${APP_PORT}` },
});
let nginx: ReturnType<typeof spawn> | undefined;
try {
  // The calendars beside the published one: an unknown session's and an agenda of the seeded
  // programme's first sessions (as its calendar lists them), neither a published page.
  const programmeCalendar = await rawGet(`${server.baseUrl}/programacao.ics`);
  const agendaIds = calendarSessionIds(
    (programmeCalendar.headers["content-encoding"] === "gzip"
      ? gunzipSync(programmeCalendar.body)
      : programmeCalendar.body
    ).toString("utf8"),
  ).slice(0, AGENDA_SESSIONS);
  if (agendaIds.length < AGENDA_SESSIONS) {
    throw new Error(`/programacao.ics: ${agendaIds.length} sessões, não ${AGENDA_SESSIONS}.`);
  }
  const targets = [
    ...PAGES.map((url) => ({ url, status: 200 })),
    { url: "/programacao.ics", status: 200 },
    { url: `/programacao/sessao/${UNKNOWN_SESSION}.ics`, status: 404 },
    { url: `/minha-agenda.ics?sessoes=${agendaIds.join(",")}`, status: 200 },
  ];

  // The same bytes for nginx: each 200 as the app sends it gzipped, and its plain text (nginx
  // reads no query); a refusal has no static copy.
  const expected = new Map<string, number>();
  for (const { url, status } of targets) {
    const answer = await rawGet(`${server.baseUrl}${url}`);
    if (answer.status !== status) throw new Error(`${url}: ${answer.status}, não ${status}.`);
    expected.set(url, answer.body.length);
    if (status !== 200) continue;
    if (answer.headers["content-encoding"] !== "gzip") {
      throw new Error(`${url}: ${answer.status} sem gzip.`);
    }
    const pathname = url.split("?")[0]!;
    const file = path.join(
      WORK,
      "www",
      pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`,
    );
    writeFileSync(file, gunzipSync(answer.body));
    writeFileSync(`${file}.gz`, answer.body);
    chmodSync(file, 0o644);
    chmodSync(`${file}.gz`, 0o644);
  }
  writeFileSync(path.join(WORK, "nginx.conf"), nginxConfig());
  execFileSync(nginxBinary(), ["-t", "-q", "-c", path.join(WORK, "nginx.conf")], {
    stdio: "inherit",
  });
  nginx = spawn(nginxBinary(), ["-c", path.join(WORK, "nginx.conf")], { stdio: "inherit" });
  await waitForHttp(`http://127.0.0.1:${STATIC_PORT}/`);
  await waitForHttp(`http://127.0.0.1:${PROXY_PORT}/`);

  console.log(`Medindo (wrk, ${SECONDS} s por URL)…`);
  const rows: string[] = [];
  const results = new Map<
    string,
    { status: number; app: Figures; nginx: Figures | null; proxied: Figures }
  >();
  const warmUp = new Map<string, Figures>();
  for (const { url, status } of targets) {
    const bytes = expected.get(url)!;
    // Warm (the first request renders and compresses, the first seconds of load compile the
    // request path), then measure.
    await rawGet(`${server.baseUrl}${url}`);
    if (WARM_UP_SECONDS > 0)
      warmUp.set(url, wrk(`${server.baseUrl}${url}`, bytes, WARM_UP_SECONDS, status));
    const app = wrk(`${server.baseUrl}${url}`, bytes, SECONDS, status);
    const staticCopy = status === 200 ? wrk(`http://127.0.0.1:${STATIC_PORT}${url}`, bytes) : null;
    const proxied = wrk(`http://127.0.0.1:${PROXY_PORT}${url}`, bytes, SECONDS, status);
    results.set(url, { status, app, nginx: staticCopy, proxied });
  }
  const rss = rssMiB(server.child.pid!);
  const searchRss = await searchTraffic(server.baseUrl, server.child.pid!);
  const js = await homeInitialJs(server.baseUrl);

  const fmt = (value: number) => Math.round(value).toLocaleString("en-US");
  rows.push(
    `| page | gzip bytes | app req/s | app p99 | nginx static req/s | nginx p99 | app/nginx | app via deploy/nginx.conf req/s | p99 |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
  );
  for (const [url, { status, app, nginx: staticCopy, proxied }] of results) {
    const name = status === 200 ? `\`${url}\`` : `\`${url}\` (${status})`;
    const nginxCells = staticCopy
      ? `${fmt(staticCopy.rps)} | ${staticCopy.p99Ms.toFixed(1)} ms | ${(app.rps / staticCopy.rps).toFixed(2)}×`
      : "– | – | –";
    rows.push(
      `| ${name} | ${fmt(expected.get(url)!)} | ${fmt(app.rps)} | ${app.p99Ms.toFixed(1)} ms | ${nginxCells} | ${fmt(proxied.rps)} | ${proxied.p99Ms.toFixed(1)} ms |`,
    );
  }
  console.log(
    `\nwrk -t1 -c50 -d${SECONDS}s (the app's after ${WARM_UP_SECONDS} s of warm-up load), Accept-Encoding: gzip; every response a 200 of the expected size, or the refusal marked (no static copy).`,
  );
  console.log(
    `Machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load average before the run's end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")}\n`,
  );
  console.log(rows.join("\n"));
  for (const [page, figures] of warmUp) {
    console.log(
      `Warm-up before the app's figures, \`${page}\`: ${WARM_UP_SECONDS} s, ${fmt(figures.rps)} req/s, p99 ${figures.p99Ms.toFixed(1)} ms`,
    );
  }
  console.log(
    `\nServer RSS after the load (embedded database, \`node ${startScriptNodeFlags().join(" ")} server.ts\` as npm start runs it): ${rss.toFixed(0)} MiB`,
  );
  console.log(
    `Server RSS after search traffic (${SEARCH_PASSES} passes of ${SEARCH_REQUESTS} requests, ${SEARCH_CONCURRENCY} at a time, each a fresh \`/programacao?q=\` search or \`/?utm_source=…&fbclid=…\`): ${searchRss.map((value) => value.toFixed(0)).join(" → ")} MiB`,
  );
  console.log(
    `Home page initial JavaScript (scripts/js-size.ts): ${fmt(js.totalGzipBytes)} bytes gzip in ${js.files.length} files`,
  );
  console.log(`\n${await measureHydration(server.baseUrl)}`);
} finally {
  nginx?.kill("SIGTERM");
  await server.stop();
}
