import { expect, test } from "vitest";
import {
  CACHE_NAMES,
  documentFiles,
  OFFLINE_COPY_META,
  isStorable,
  isVisitMessage,
  keysOverLimit,
  markOfflineCopy,
  offlineRouteFiles,
  pageKey,
  pageKeysToTry,
  planRequest,
  readSavedAt,
  reloadDocumentHeaders,
  visitFiles,
} from "./offline-rules";

const origin = "https://congresso.test";
const plan = (path: string, { method = "GET", mode = "cors" } = {}) =>
  planRequest({ method, url: origin + path, mode }, origin);
const navigate = (path: string) => plan(path, { mode: "navigate" });

test("the programme, its session pages and 'Minha agenda' are pages kept for offline use", () => {
  expect(navigate("/programacao")).toEqual({ kind: "page", key: "/programacao" });
  expect(navigate("/programacao?congresso=feridas&dia=2")).toEqual({
    kind: "page",
    key: "/programacao?congresso=feridas&dia=2",
  });
  expect(navigate("/programacao/sessao/abertura-oficial")).toEqual({
    kind: "page",
    key: "/programacao/sessao/abertura-oficial",
  });
  expect(navigate("/minha-agenda?sessoes=a,b")).toEqual({
    kind: "page",
    key: "/minha-agenda?sessoes=a,b",
  });
});

test("other pages, the admin area, the API and writes are left to the network", () => {
  for (const path of ["/", "/contato", "/programacao/sessao", "/programacao/sessao/a/b"]) {
    expect(navigate(path), path).toEqual({ kind: "network" });
  }
  for (const path of ["/admin", "/admin/program", "/admin.data", "/admin/login.data"]) {
    expect(navigate(path), path).toEqual({ kind: "network" });
    expect(plan(path), path).toEqual({ kind: "network" });
  }
  expect(plan("/api/page-view", { method: "POST" })).toEqual({ kind: "network" });
  expect(plan("/api/page-view")).toEqual({ kind: "network" });
  expect(plan("/programacao", { method: "POST", mode: "navigate" })).toEqual({ kind: "network" });
  expect(plan("/programacao.data", { method: "POST" })).toEqual({ kind: "network" });
  expect(plan("/contato.data")).toEqual({ kind: "network" });
  expect(plan("/sw.js")).toEqual({ kind: "network" });
  expect(plan("/manifest.webmanifest")).toEqual({ kind: "network" });
  expect(
    planRequest({ method: "GET", url: "https://cdn.example/assets/a.js", mode: "cors" }, origin),
  ).toEqual({ kind: "network" });
});

test("page data of an offline page names the page to load as a document instead", () => {
  expect(plan("/programacao.data?_routes=routes%2Fprogramacao")).toEqual({
    kind: "data",
    page: "/programacao",
  });
  expect(plan("/programacao.data?congresso=feridas&dia=2&_routes=routes%2Fprogramacao")).toEqual({
    kind: "data",
    page: "/programacao?congresso=feridas&dia=2",
  });
  expect(plan("/programacao/sessao/abertura-oficial.data")).toEqual({
    kind: "data",
    page: "/programacao/sessao/abertura-oficial",
  });
  expect(plan("/_.data")).toEqual({ kind: "network" });
  expect(reloadDocumentHeaders("/programacao/sessao/x")).toEqual({
    "X-Remix-Redirect": "/programacao/sessao/x",
    "X-Remix-Status": "302",
    "X-Remix-Reload-Document": "true",
  });
});

test("build files and uploads are immutable, site images refreshed, route discovery kept", () => {
  expect(plan("/assets/entry.client-DsLjJ8w3.js")).toEqual({ kind: "immutable" });
  expect(plan("/assets/app-BlRIf14R.css")).toEqual({ kind: "immutable" });
  expect(plan("/media/3f2a")).toEqual({ kind: "immutable" });
  for (const path of ["/images/logo.svg", "/favicon.svg", "/icons/icon-192.png"]) {
    expect(plan(path), path).toEqual({ kind: "refreshed" });
  }
  expect(plan("/__manifest?paths=%2Fprogramacao&version=1d3d134e")).toEqual({ kind: "routes" });
});

test("a page is kept once whatever tracking parameters its link carried", () => {
  expect(pageKey(`${origin}/programacao?utm_source=whatsapp&congresso=feridas&fbclid=x#a`)).toBe(
    "/programacao?congresso=feridas",
  );
  expect(pageKeysToTry("/programacao?congresso=feridas&dia=2")).toEqual([
    "/programacao?congresso=feridas&dia=2",
    "/programacao",
  ]);
  expect(pageKeysToTry("/minha-agenda")).toEqual(["/minha-agenda"]);
});

test("only plain, public 200 answers of this site are stored", () => {
  const ok = { status: 200, type: "basic", redirected: false, headers: new Headers() } as const;
  const cacheControl = (value: string) => ({
    ...ok,
    headers: new Headers({ "Cache-Control": value }),
  });
  expect(isStorable(ok)).toBe(true);
  expect(isStorable(cacheControl("public, max-age=0, must-revalidate"))).toBe(true);
  expect(isStorable(cacheControl("no-store"))).toBe(false);
  expect(isStorable(cacheControl("private, max-age=60"))).toBe(false);
  expect(isStorable({ ...ok, status: 404 })).toBe(false);
  expect(isStorable({ ...ok, type: "opaqueredirect", status: 0 })).toBe(false);
  expect(isStorable({ ...ok, redirected: true })).toBe(false);
});

test("a cache keeps its newest entries within its bound", () => {
  expect(keysOverLimit(["a", "b", "c", "d"], 2)).toEqual(["a", "b"]);
  expect(keysOverLimit(["a"], 2)).toEqual([]);
  expect(Object.values(CACHE_NAMES).every((name) => name.startsWith("offline-"))).toBe(true);
});

test("a saved copy carries its time in a meta element the page can read back", () => {
  const html = "<!DOCTYPE html><html><head><title>P</title></HEAD><body></body></html>";
  const marked = markOfflineCopy(html, "2025-08-28T13:15:00.000Z");
  expect(marked).toBe(
    `<!DOCTYPE html><html><head><title>P</title><meta name="${OFFLINE_COPY_META}" content="2025-08-28T13:15:00.000Z"></HEAD><body></body></html>`,
  );
  expect(markOfflineCopy("<p>sem head</p>", "x")).toBe("<p>sem head</p>");
  expect(markOfflineCopy("<head></head>", '"><script>')).toContain('content="&quot;>&lt;script>"');
  expect(readSavedAt("2025-08-28T13:15:00.000Z")).toEqual(new Date(Date.UTC(2025, 7, 28, 13, 15)));
  expect(readSavedAt("ontem")).toBeNull();
  expect(readSavedAt(null)).toBeNull();
});

test("a route-discovery answer names the files of the offline pages' routes only", () => {
  const patch = {
    "routes/programacao-sessao": {
      id: "routes/programacao-sessao",
      parentId: "routes/site-layout",
      path: "programacao/sessao/:id",
      module: "/assets/programacao-sessao-DD12bUvc.js",
      imports: ["/assets/arrow-left-Cew-jxFV.js", "/assets/calendar-days-COtluyHy.js"],
      css: [],
    },
    "routes/contato": {
      path: "contato",
      module: "/assets/contato-BjWwFsH5.js",
      imports: ["/assets/forms-DCVqwIq-.js"],
    },
    "routes/home": { index: true, module: "/assets/home-Bg3diNr4.js" },
  };
  expect(offlineRouteFiles(patch)).toEqual([
    "/assets/programacao-sessao-DD12bUvc.js",
    "/assets/arrow-left-Cew-jxFV.js",
    "/assets/calendar-days-COtluyHy.js",
  ]);
  expect(offlineRouteFiles(null)).toEqual([]);
  expect(
    offlineRouteFiles({ x: { path: "programacao", module: "https://evil.test/a.js" } }),
  ).toEqual([]);
});

test("a first visit names the files the worker keeps, and only those", () => {
  expect(
    visitFiles(
      [
        `${origin}/assets/root-DE4Oc4R5.js`,
        `${origin}/images/logo.svg`,
        `${origin}/__manifest?paths=%2Fprogramacao&version=1`,
        `${origin}/api/page-view`,
        `${origin}/programacao.data`,
        "https://www.googletagmanager.com/gtag/js",
      ],
      origin,
    ),
  ).toEqual([
    `${origin}/assets/root-DE4Oc4R5.js`,
    `${origin}/images/logo.svg`,
    `${origin}/__manifest?paths=%2Fprogramacao&version=1`,
  ]);
  expect(isVisitMessage({ type: "offline-visit", files: ["/a"] })).toBe(true);
  expect(isVisitMessage({ type: "offline-visit", files: [1] })).toBe(false);
  expect(isVisitMessage("offline-visit")).toBe(false);
});

test("a saved page keeps the files its HTML names, lazy images included, and no pages", () => {
  const html = [
    '<link rel="stylesheet" href="/assets/app-BlRIf14R.css"/>',
    '<link rel="modulepreload" href="/assets/root-DE4Oc4R5.js"/>',
    '<link rel="modulepreload" href="/assets/react-A.js"/>',
    '<link rel="modulepreload" href="/assets/home-B.js"/>',
    '<link rel="manifest" href="/manifest.webmanifest"/>',
    '<a href="/programacao/sessao/abertura">Abertura</a><a href="/admin">x</a>',
    '<img src="/images/logo-white.svg" loading="lazy"/>',
    '<img srcset="/images/hero-800.webp 800w, /images/hero.webp 1600w" src="//evil.test/x.png"/>',
    '<img src="/media/3f2a?w=1&amp;h=2"/><img src="https://cdn.test/a.png"/>',
  ].join("");
  expect(documentFiles(html, origin)).toEqual([
    `${origin}/assets/app-BlRIf14R.css`,
    `${origin}/assets/root-DE4Oc4R5.js`,
    `${origin}/assets/react-A.js`,
    `${origin}/assets/home-B.js`,
    `${origin}/images/logo-white.svg`,
    `${origin}/images/hero-800.webp`,
    `${origin}/images/hero.webp`,
    `${origin}/media/3f2a?w=1&h=2`,
  ]);
});
