/**
 * The service worker's rules (docs/decisions/007), as plain functions: which
 * requests it answers and how, what it may keep, and how an offline copy is marked. The worker
 * itself (app/sw/service-worker.ts) only wires these to the Cache Storage and fetch APIs.
 */

import { routePath } from "~/lib/route-path";

/** Bumped when what the caches hold changes shape: the worker then drops the older caches. */
const CACHE_VERSION = 1;
export const CACHE_PREFIX = "offline-";
export const CACHE_NAMES = {
  /** Documents of the pages that open offline (the programme, sessions, 'Minha agenda'). */
  pages: `${CACHE_PREFIX}pages-v${CACHE_VERSION}`,
  /** Scripts, styles, images and icons those pages load. */
  files: `${CACHE_PREFIX}files-v${CACHE_VERSION}`,
  /** React Router's route-discovery answers (`/__manifest?paths=…`) of those pages. */
  routes: `${CACHE_PREFIX}routes-v${CACHE_VERSION}`,
} as const;
export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];

/**
 * At most this many entries per cache, the oldest stored dropped first: a page is stored again
 * on every online visit, so the pages kept are the ones last opened. The programme's 8 views,
 * a few agendas and ~60 session pages; a page loads ~30 files, and old builds' files go first.
 */
export const CACHE_LIMITS: Record<CacheName, number> = {
  [CACHE_NAMES.pages]: 80,
  [CACHE_NAMES.files]: 150,
  [CACHE_NAMES.routes]: 30,
};

/**
 * How long a page waits for the network before the saved copy is shown (the network answer
 * still replaces the copy when it arrives). The programme is ~12 KB gzip: on a slow 3G link
 * (400 ms round trips, 400 kbit/s) it arrives in about 1.5 s; 4 s is a connection that is
 * not going to answer.
 */
export const NETWORK_TIMEOUT_MS = 4000;

/** Stored with each saved page: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = "X-Offline-Saved-At";
/** The `<meta name>` that tells a page it is a saved copy, and from when. */
export const OFFLINE_COPY_META = "offline-copy";

/** The pages that open offline once visited. */
const OFFLINE_PAGES = [/^\/programacao$/, /^\/programacao\/sessao\/[^/]+$/, /^\/minha-agenda$/];
/** Never touched by the worker, whatever else matches (read as the router reads a path). */
const PRIVATE_PATHS = /^\/(?:admin|api)(?:\/|$)/;
/** Hashed build files: a name is never reused for other bytes. */
const BUILD_FILES = /^\/assets\//;
/** Uploaded images, by a stable id (served `immutable`). */
const MEDIA = /^\/media\/[^/]+$/;
/** Images and icons of the site, kept under the same name when they change. */
const SITE_FILES = /^\/(?:images\/.+|icons\/.+|favicon\.(?:svg|ico)|apple-touch-icon\.png)$/;
const ROUTE_DISCOVERY = "/__manifest";
const DATA_SUFFIX = ".data";
/** Tracking parameters: the same page, stored once. */
const TRACKING_PARAM = /^(?:utm_.*|fbclid|gclid)$/;

export function isOfflinePage(pathname: string) {
  return OFFLINE_PAGES.some((page) => page.test(pathname));
}

/** What the worker does with a request. */
export type RequestPlan =
  /** A document: the network first (for a while), then the saved copy. */
  | { kind: "page"; key: string }
  /** React Router's page data: the network, or else a full load of `page` (its saved copy). */
  | { kind: "data"; page: string }
  /** Route discovery: the network first, then the answer saved for the same question. */
  | { kind: "routes" }
  /** A file whose URL never changes meaning: the saved one, else the network. */
  | { kind: "immutable" }
  /** A site image: the saved one at once, refreshed from the network behind it. */
  | { kind: "refreshed" }
  /** Not the worker's business: the browser goes to the network as if there were no worker. */
  | { kind: "network" };

export interface RequestFacts {
  method: string;
  url: string;
  /** `navigate` for a document. */
  mode: string;
}

export function planRequest({ method, url, mode }: RequestFacts, origin: string): RequestPlan {
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

/** The key a page is saved under: its path and query, without tracking parameters or fragment. */
export function pageKey(url: string) {
  const target = new URL(url);
  for (const name of [...target.searchParams.keys()]) {
    if (TRACKING_PARAM.test(name)) target.searchParams.delete(name);
  }
  return target.pathname + target.search;
}

/**
 * The saved copies to try for a page, best first: the same query, the page without a query,
 * then any query (`ignoreSearch`): another tab of the programme beats no programme at all.
 */
export function pageKeysToTry(key: string) {
  const queryAt = key.indexOf("?");
  return queryAt === -1 ? [key] : [key, key.slice(0, queryAt)];
}

/** The page a single-fetch request (`/programacao/sessao/x.data?_routes=…`) loads data for. */
export function pageOfData(target: URL) {
  const path = target.pathname.slice(0, -DATA_SUFFIX.length);
  // React Router asks for the root's data as `/_.data`.
  const pathname = path === "/_" ? "/" : path.endsWith("/_") ? path.slice(0, -1) : path;
  const params = new URLSearchParams(target.search);
  params.delete("_routes");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * React Router's answer to page data that cannot be fetched: a redirect to the same page as a
 * document load (single fetch's `X-Remix-Reload-Document`), which the worker then answers with
 * the saved copy; a client navigation offline becomes a full load of that copy.
 */
export function reloadDocumentHeaders(page: string): Record<string, string> {
  return {
    "X-Remix-Redirect": page,
    "X-Remix-Status": "302",
    "X-Remix-Reload-Document": "true",
  };
}

/**
 * React Router's answer to route discovery that cannot be fetched: "load the next page as a
 * document" (a new build's signal), instead of an error in the console.
 */
export const ROUTES_RELOAD_HEADERS = { "X-Remix-Reload-Document": "true" } as const;

export interface ResponseFacts {
  status: number;
  /** `basic` for a same-origin answer. */
  type: string;
  redirected: boolean;
  cacheControl: string | null;
}

/** Whether an answer may be kept: a plain 200 of this site that is not personal. */
export function isStorable({ status, type, redirected, cacheControl }: ResponseFacts) {
  if (status !== 200 || type !== "basic" || redirected) return false;
  return !/no-store|private/i.test(cacheControl ?? "");
}

/** The keys to delete so that at most `limit` remain: the oldest stored (first listed) go. */
export function keysOverLimit<Key>(keys: readonly Key[], limit: number) {
  return keys.slice(0, Math.max(0, keys.length - limit));
}

/**
 * The page's HTML with the mark of a saved copy at the end of its `<head>`: the page shows the
 * offline notice when it finds it (React 19 leaves unknown head elements alone).
 */
export function markOfflineCopy(html: string, savedAt: string) {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return html;
  const mark = `<meta name="${OFFLINE_COPY_META}" content="${escapeAttribute(savedAt)}">`;
  return html.slice(0, headEnd) + mark + html.slice(headEnd);
}

function escapeAttribute(value: string) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The time a saved copy's mark names, or null when it is missing or unreadable. */
export function readSavedAt(content: string | null | undefined) {
  if (!content) return null;
  const time = Date.parse(content);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * The build files of the offline pages' routes named in a route-discovery answer (each route's
 * module, its imports and styles): kept with the answer, so a session page opens offline from
 * the programme even when no session page was opened before. Paths are matched as written
 * (every public route sits under a pathless layout).
 */
export function offlineRouteFiles(patch: unknown) {
  const files = new Set<string>();
  if (typeof patch !== "object" || patch === null) return [];
  for (const route of Object.values(patch)) {
    if (typeof route !== "object" || route === null) continue;
    const { path, module, imports, css } = route as Record<string, unknown>;
    if (typeof path !== "string") continue;
    const sample = `/${path.replace(/:[^/]+/g, "x")}`;
    if (!isOfflinePage(sample)) continue;
    for (const file of [module, ...asArray(imports), ...asArray(css)]) {
      if (typeof file === "string" && BUILD_FILES.test(file)) files.add(file);
    }
  }
  return [...files];
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * What a page visited before the worker took charge asks it to keep: its own address and the
 * files it loaded that the worker keeps (scripts, styles, images, route discovery).
 */
export function visitFiles(resourceUrls: readonly string[], origin: string) {
  return resourceUrls.filter((url) => {
    const { kind } = planRequest({ method: "GET", url, mode: "no-cors" }, origin);
    return kind === "immutable" || kind === "refreshed" || kind === "routes";
  });
}

const DOCUMENT_URL = /\b(?:src|href)="(\/[^"]*)"|\bsrcset="([^"]*)"/g;

/**
 * The files a saved page names in its HTML (scripts, styles, icons, images, including those
 * drawn lazily below the fold), kept with it so the copy opens whole.
 */
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

/** The message a page sends the worker after a visit. */
export interface VisitMessage {
  type: "offline-visit";
  /** Same-origin URLs the page loaded (its files and route discovery). */
  files: string[];
}

export function isVisitMessage(data: unknown): data is VisitMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, files } = data as Record<string, unknown>;
  return (
    type === "offline-visit" &&
    Array.isArray(files) &&
    files.every((file) => typeof file === "string")
  );
}
