// The service worker (`/sw.js`, docs/decisions/007): offline-rules.ts wired to the caches and fetch.
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  CACHE_PREFIX,
  documentFiles,
  NETWORK_TIMEOUT_MS,
  ROUTES_RELOAD_HEADERS,
  SAVED_AT_HEADER,
  isOfflinePage,
  isStorable,
  isVisitMessage,
  keysOverLimit,
  markOfflineCopy,
  offlineRouteFiles,
  pageKey,
  pageKeysToTry,
  planRequest,
  reloadDocumentHeaders,
} from "~/features/offline/offline-rules";
import { notSavedPage } from "~/features/offline/offline-texts";

// The worker's globals: the project's `lib` is the DOM's, whose types clash with the WebWorker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly source: { url: string } | null;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    get(id: string): Promise<{ url: string } | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

worker.addEventListener("install", (event) => {
  // A new worker takes over at once: its rules only read and write its own caches.
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(CACHE_NAMES));
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name);
      }
      // The page that registered the worker is served by it from now on, not after a reload.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const plan = planRequest(request, origin);
  switch (plan.kind) {
    case "page":
      return event.respondWith(page(event, plan.key));
    case "data":
      return event.respondWith(pageData(request, plan.page));
    case "routes":
      return event.respondWith(routeDiscovery(event));
    case "immutable":
      return event.respondWith(savedFirst(event));
    case "refreshed":
      return event.respondWith(savedThenRefreshed(event));
    case "network":
      return;
  }
});

// A page opened before the worker was in charge (the first visit) names what it loaded.
worker.addEventListener("message", (event) => {
  const pageUrl = event.source?.url;
  if (!pageUrl || !isVisitMessage(event.data)) return;
  if (!isOfflinePage(new URL(pageUrl).pathname)) return;
  const { files } = event.data;
  event.waitUntil(
    (async () => {
      // The files first and the page last: a saved page has what it needs.
      await Promise.allSettled(files.map((file) => keepFile(file)));
      const response = await fetch(pageUrl, { headers: { Accept: "text/html" } });
      await storePage(pageKey(pageUrl), response);
    })().catch(() => {
      // Offline or refused: the next visit tries again.
    }),
  );
});

/** Network first; after `NETWORK_TIMEOUT_MS` or a failure, the saved copy, marked. */
async function page(event: FetchEvent, key: string) {
  const network = fetch(event.request).then((response) => {
    event.waitUntil(storePage(key, response.clone()).catch(() => {}));
    return response;
  });
  // The network's answer still replaces the copy after the timeout.
  event.waitUntil(network.catch(() => {}));
  const first = await Promise.race([
    network.catch(() => null),
    new Promise<"timeout">((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS, "timeout")),
  ]);
  if (first instanceof Response) return first;
  const saved = await savedPage(key);
  if (saved) return saved;
  if (first === "timeout") return network.catch(() => notSaved());
  return notSaved();
}

async function savedPage(key: string) {
  const cache = await caches.open(CACHE_NAMES.pages);
  let saved: Response | undefined;
  for (const candidate of pageKeysToTry(key)) {
    saved ??= await cache.match(candidate);
  }
  saved ??= await cache.match(key, { ignoreSearch: true });
  if (!saved) return null;
  const savedAt = saved.headers.get(SAVED_AT_HEADER) ?? "";
  return new Response(markOfflineCopy(await saved.text(), savedAt), {
    status: 200,
    headers: saved.headers,
  });
}

/** Keeps a page with the files its HTML names (those first: a saved page opens whole). */
async function storePage(key: string, response: Response) {
  if (!isStorable(response)) return;
  const html = await response.text();
  await Promise.allSettled(documentFiles(html, origin).map((file) => keepFile(file)));
  const headers = new Headers(response.headers);
  // The body is stored decoded.
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  await put("pages", key, new Response(html, { status: 200, headers }));
}

/** Page data is never kept: offline, React Router loads the page's saved copy instead. */
async function pageData(request: Request, page: string) {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, { status: 204, headers: reloadDocumentHeaders(page) });
  }
}

/** Network first, then the same question's saved answer; its routes' files are kept with it. */
async function routeDiscovery(event: FetchEvent) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (isStorable(response) && (await fromOfflinePage(event))) {
      event.waitUntil(keepRoutes(request.url, response.clone()).catch(() => {}));
    }
    return response;
  } catch {
    const saved = await caches.match(request.url, { cacheName: CACHE_NAMES.routes });
    return saved ?? new Response(null, { status: 204, headers: ROUTES_RELOAD_HEADERS });
  }
}

/** Hashed files and uploads: the saved file, else the network (kept for an offline page). */
async function savedFirst(event: FetchEvent) {
  const saved = await caches.match(event.request.url, { cacheName: CACHE_NAMES.files });
  if (saved) return saved;
  const response = await fetch(event.request);
  if (isStorable(response) && (await fromOfflinePage(event))) {
    event.waitUntil(put("files", event.request.url, response.clone()).catch(() => {}));
  }
  return response;
}

/** Site images: the saved one at once while the network refreshes it, else the network. */
async function savedThenRefreshed(event: FetchEvent) {
  const saved = await caches.match(event.request.url, { cacheName: CACHE_NAMES.files });
  const network = fetch(event.request).then(async (response) => {
    if (isStorable(response) && (saved || (await fromOfflinePage(event)))) {
      await put("files", event.request.url, response.clone());
    }
    return response;
  });
  if (!saved) return network;
  event.waitUntil(network.catch(() => {}));
  return saved;
}

/** Keeps a file a page loaded, unless kept already. */
async function keepFile(url: string) {
  const { kind } = planRequest({ method: "GET", url, mode: "no-cors" }, origin);
  const cache =
    kind === "routes" ? "routes" : kind === "immutable" || kind === "refreshed" ? "files" : null;
  if (!cache || (await caches.match(url, { cacheName: CACHE_NAMES[cache] }))) return;
  const response = await fetch(url);
  if (!isStorable(response)) return;
  await (cache === "routes" ? keepRoutes(url, response) : put("files", url, response));
}

/** A route-discovery answer, after the route files it names. */
async function keepRoutes(url: string, response: Response) {
  const files = offlineRouteFiles(await response.clone().json());
  await Promise.allSettled(files.map((file) => keepFile(new URL(file, origin).href)));
  await put("routes", url, response);
}

/** Whether the request comes from a page that opens offline (only their files are kept). */
async function fromOfflinePage(event: FetchEvent) {
  const client = event.clientId ? await worker.clients.get(event.clientId) : undefined;
  return client !== undefined && isOfflinePage(new URL(client.url).pathname);
}

/** Stores an answer and drops the oldest entries past the cache's bound. */
async function put(name: keyof typeof CACHE_NAMES, key: string, response: Response) {
  const cache = await caches.open(CACHE_NAMES[name]);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keysOverLimit(keys, CACHE_LIMITS[name]).map((old) => cache.delete(old)));
}

/** A page never opened here, with no network: a short page leading to the programme. */
function notSaved() {
  const { title, heading, text, link } = notSavedPage;
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1e293b;line-height:1.5}main{max-width:36rem;margin:0 auto}h1{color:#1a347d;font-size:1.75rem}a{color:#1a347d;font-weight:600}</style></head><body><main><h1>${heading}</h1><p>${text}</p><p><a href="/programacao">${link}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}
