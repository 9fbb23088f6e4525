// The service worker's rules (docs/decisions/007) as plain functions, testable outside a worker.

import { routePath } from "~/lib/route-path";

/** Bumped when what the caches hold changes shape: the worker then drops the older ones. */
const CACHE_VERSION = 1;
export const CACHE_PREFIX = "offline-";
export const CACHE_NAMES = {
  pages: `${CACHE_PREFIX}pages-v${CACHE_VERSION}`,
  files: `${CACHE_PREFIX}files-v${CACHE_VERSION}`,
  /** Route-discovery answers (`/__manifest?paths=…`). */
  routes: `${CACHE_PREFIX}routes-v${CACHE_VERSION}`,
} as const;

/** Entries per cache, the oldest stored dropped first (a page is stored again at every visit). */
export const CACHE_LIMITS = { pages: 80, files: 150, routes: 30 };

/** How long a page waits for the network before its saved copy: slow 3G brings it in ~1.5 s. */
export const NETWORK_TIMEOUT_MS = 4000;

export const SAVED_AT_HEADER = "X-Offline-Saved-At";
export const OFFLINE_COPY_META = "offline-copy";

const OFFLINE_PAGES = [/^\/programacao$/, /^\/programacao\/sessao\/[^/]+$/, /^\/minha-agenda$/];
/** Never touched by the worker (read as the router reads a path). */
const PRIVATE_PATHS = /^\/(?:admin|api)(?:\/|$)/;
/** Hashed build files and uploads by id never change; the site's images may. */
const BUILD_FILES = /^\/assets\//;
const MEDIA = /^\/media\/[^/]+$/;
const SITE_FILES = /^\/(?:images\/.+|icons\/.+|favicon\.(?:svg|ico)|apple-touch-icon\.png)$/;
const ROUTE_DISCOVERY = "/__manifest";
const DATA_SUFFIX = ".data";
const TRACKING_PARAM = /^(?:utm_.*|fbclid|gclid)$/;

export function isOfflinePage(pathname: string) {
  return OFFLINE_PAGES.some((page) => page.test(pathname));
}

/** What the worker does with a request (service-worker.ts says how, for each kind). */
type RequestPlan =
  | { kind: "page"; key: string }
  | { kind: "data"; page: string }
  | { kind: "routes" | "immutable" | "refreshed" | "network" };

export function planRequest(
  { method, url, mode }: { method: string; url: string; mode: string },
  origin: string,
): RequestPlan {
  if (method !== "GET") return { kind: "network" };
  const target = new URL(url);
  if (target.origin !== origin || PRIVATE_PATHS.test(routePath(target.pathname))) {
    return { kind: "network" };
  }
  const { pathname } = target;
  if (mode === "navigate") {
    return isOfflinePage(pathname) ? { kind: "page", key: pageKey(url) } : { kind: "network" };
  }
  if (pathname.endsWith(DATA_SUFFIX)) {
    const page = pageOfData(target);
    return isOfflinePage(new URL(page, origin).pathname)
      ? { kind: "data", page }
      : { kind: "network" };
  }
  if (pathname === ROUTE_DISCOVERY) return { kind: "routes" };
  if (BUILD_FILES.test(pathname) || MEDIA.test(pathname)) return { kind: "immutable" };
  if (SITE_FILES.test(pathname)) return { kind: "refreshed" };
  return { kind: "network" };
}

/** Path and query, without tracking parameters or fragment. */
export function pageKey(url: string) {
  const target = new URL(url);
  for (const name of [...target.searchParams.keys()]) {
    if (TRACKING_PARAM.test(name)) target.searchParams.delete(name);
  }
  return target.pathname + target.search;
}

/** The same query, then none (the worker then tries any: another tab beats no programme). */
export function pageKeysToTry(key: string) {
  const queryAt = key.indexOf("?");
  return queryAt === -1 ? [key] : [key, key.slice(0, queryAt)];
}

/** The page a single-fetch request (`/programacao/sessao/x.data?_routes=…`) loads data for. */
function pageOfData(target: URL) {
  const path = target.pathname.slice(0, -DATA_SUFFIX.length);
  // React Router asks for the root's data as `/_.data`.
  const pathname = path === "/_" ? "/" : path.endsWith("/_") ? path.slice(0, -1) : path;
  const params = new URLSearchParams(target.search);
  params.delete("_routes");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page data offline: a document load of the page instead, answered from its saved copy. */
export function reloadDocumentHeaders(page: string): Record<string, string> {
  return {
    "X-Remix-Redirect": page,
    "X-Remix-Status": "302",
    "X-Remix-Reload-Document": "true",
  };
}

/** Route discovery offline: "load the next page as a document", not an error. */
export const ROUTES_RELOAD_HEADERS = { "X-Remix-Reload-Document": "true" } as const;

/** Whether an answer may be kept: a plain 200 of this site (`basic`) that is not personal. */
export function isStorable({
  status,
  type,
  redirected,
  headers,
}: Pick<Response, "status" | "type" | "redirected" | "headers">) {
  if (status !== 200 || type !== "basic" || redirected) return false;
  return !/no-store|private/i.test(headers.get("Cache-Control") ?? "");
}

/** The keys to delete so that at most `limit` remain, the oldest (first listed) first. */
export function keysOverLimit<Key>(keys: readonly Key[], limit: number) {
  return keys.slice(0, Math.max(0, keys.length - limit));
}

/** A saved copy's mark, at the end of `<head>` (React leaves unknown head elements alone). */
export function markOfflineCopy(html: string, savedAt: string) {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return html;
  const content = savedAt.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const mark = `<meta name="${OFFLINE_COPY_META}" content="${content}">`;
  return html.slice(0, headEnd) + mark + html.slice(headEnd);
}

export function readSavedAt(content: string | null | undefined) {
  if (!content) return null;
  const time = Date.parse(content);
  return Number.isNaN(time) ? null : new Date(time);
}

/** The offline pages' route files in a discovery answer: a session page opens offline unvisited. */
export function offlineRouteFiles(patch: unknown) {
  const files = new Set<string>();
  if (typeof patch !== "object" || patch === null) return [];
  for (const route of Object.values(patch)) {
    if (typeof route !== "object" || route === null) continue;
    const { path, module, imports, css } = route as Record<string, unknown>;
    if (typeof path !== "string") continue;
    const sample = `/${path.replace(/:[^/]+/g, "x")}`;
    if (!isOfflinePage(sample)) continue;
    for (const file of [module, imports, css].flat()) {
      if (typeof file === "string" && BUILD_FILES.test(file)) files.add(file);
    }
  }
  return [...files];
}

/** Of the files a page loaded, those the worker keeps. */
export function visitFiles(resourceUrls: readonly string[], origin: string) {
  return resourceUrls.filter((url) => {
    const { kind } = planRequest({ method: "GET", url, mode: "no-cors" }, origin);
    return kind === "immutable" || kind === "refreshed" || kind === "routes";
  });
}

const DOCUMENT_URL = /\b(?:src|href)="(\/[^"]*)"|\bsrcset="([^"]*)"/g;

/** The files a saved page's HTML names (lazy images too), kept with it so the copy opens whole. */
export function documentFiles(html: string, origin: string) {
  const urls = new Set<string>();
  for (const [, single, srcset = ""] of html.matchAll(DOCUMENT_URL)) {
    const candidates = single ? [single] : srcset.split(",").map((s) => s.trim().split(/\s+/)[0]);
    for (const candidate of candidates) {
      if (!candidate?.startsWith("/") || candidate.startsWith("//")) continue;
      urls.add(new URL(candidate.replace(/&amp;/g, "&"), origin).href);
    }
  }
  return visitFiles([...urls], origin);
}

/** What a page sends the worker after a visit: the same-origin URLs it loaded. */
export interface VisitMessage {
  type: "offline-visit";
  files: string[];
}

export function isVisitMessage(data: unknown): data is VisitMessage {
  const { type, files } = (data ?? {}) as Record<string, unknown>;
  return (
    type === "offline-visit" &&
    Array.isArray(files) &&
    files.every((file) => typeof file === "string")
  );
}
