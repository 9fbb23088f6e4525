import { eq, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { Database } from "~/db/client.server";
import { contentRevisions } from "~/db/schema";
import { isAdminPath, routePath } from "~/lib/route-path";
import { publishedPageHits, publishedPageRenders } from "./metrics";
import { readVenueTab, venueTabQuery } from "~/components/pages/venue/venue-tabs";
import { MAX_CONGRESS_DAYS } from "~/content/programme-keys";
import { AGENDA_PATH, SHARED_SESSIONS_PARAM } from "~/features/agenda/agenda-link";
import { publishedPageQuery } from "~/lib/programme-address";

// Published pages (DESIGN §9): an anonymous GET is answered from a copy rendered and compressed once
// per content version, with its render's headers (its CSP among them), ETags and 304s.

// Every admin write bumps the public version; current() counts every write answered before the call.
type ContentVersion = { current(): number | Promise<number>; bump(): Promise<void> };

/** One process owns the embedded database (DESIGN §5): its memory is the whole truth. */
export function localContentVersion(): ContentVersion {
  let version = 0;
  return {
    current: () => version,
    bump() {
      version += 1;
      return Promise.resolve();
    },
  };
}

/** The `content_revisions` row counting every public change (shared by all processes). */
const SITE_ENTITY = "site";
/** Read per request (shared PostgreSQL); a request during a read waits for the next, never an older one. */
export function sharedContentVersion(db: Database): ContentVersion {
  const read = async () => {
    const [row] = await db
      .select({ revision: contentRevisions.revision })
      .from(contentRevisions)
      .where(eq(contentRevisions.entity, SITE_ENTITY));
    return row?.revision ?? 0;
  };
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const current = (): Promise<number> => {
    if (!running) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return current();
      });
    return next;
  };
  return {
    current,
    async bump() {
      await db
        .insert(contentRevisions)
        .values({ entity: SITE_ENTITY, revision: 1 })
        .onConflictDoUpdate({
          target: contentRevisions.entity,
          set: { revision: sql`${contentRevisions.revision} + 1`, updatedAt: sql`now()` },
        });
    },
  };
}

/** What a browser or CDN may do with a published page: keep it, but ask before each use. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, stale-while-revalidate=30";
/** Everything the server renders for one person (admin pages, form results, a signed-in visit). */
export const PERSONAL_CACHE_CONTROL = "no-store";

/** The admin session and a pending toast (with the `__Host-` prefix over https) make a request personal. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:__|__Host-)(?:session|flash)\s*(?:=|;|$)/;

export const hasPersonalCookie = (cookieHeader = "") => PERSONAL_COOKIE.test(cookieHeader);

/** The cache key of a request, or null; only what `pageQuery` keeps (null: none) is part of it. */
export function publishedPageKey(
  method: string,
  url: string,
  cookieHeader?: string,
  pageQuery: (pathname: string, params: URLSearchParams) => string | null = () => "",
) {
  if (method !== "GET" && method !== "HEAD") return null;
  if (hasPersonalCookie(cookieHeader)) return null;
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return null;
  if (isAdminPath(pathname)) return null;
  // React Router's own endpoints (`/__manifest?p=…`) answer for their whole query.
  if (pathname.startsWith("/__")) return null;
  const params = new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1));
  const pageParams = pageQuery(pathname, params);
  if (pageParams === null) return null;
  const kept = [pageParams];
  // React Router's single-fetch data: `_routes` is the only other parameter that changes it.
  const routes = pathname.endsWith(".data") ? params.get("_routes") : null;
  if (routes !== null) kept.push(`_routes=${routes}`);
  const query = kept.filter(Boolean).join("&");
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether a write may have changed what the public sees: an admin write, the path as the router reads it. */
export function isPublishingWrite(method: string, pathname: string, status: number) {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (status >= 400 || !isAdminPath(pathname)) return false;
  // Signing in or out, or switching one's own preview of the next edition, changes nobody's page.
  return !["/admin/login", "/admin/logout", "/admin/preview"].includes(routePath(pathname));
}

/** A page, its single-fetch data, or a text export (calendar, schedule, feed, sitemap, robots.txt). */
const SHAREABLE_TYPE =
  /^(?:text\/(?:html|x-script|calendar|xml|plain)|application\/(?:xml|json|atom\+xml))\b/i;

/** Whether a rendered answer may be stored and shared: a plain 200 page or export, no cookie. */
export function isShareableAnswer(status: number, headers: Headers) {
  if (status !== 200 || headers.has("Set-Cookie")) return false;
  const cacheControl = headers.get("Cache-Control");
  if (cacheControl && /no-store|private/i.test(cacheControl)) return false;
  return SHAREABLE_TYPE.test(headers.get("Content-Type") ?? "");
}

export type Coding = "br" | "gzip" | "identity";

/** Brotli, then gzip, else none, as `Accept-Encoding` allows. */
export function preferredCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...params] = item.split(";").map((value) => value.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (coding: string) => accepted.get(coding) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

/** `If-None-Match` against a page's entity tags (weak comparison, as RFC 9110 asks). */
export function etagMatches(ifNoneMatch: string, etags: readonly string[]) {
  if (ifNoneMatch.trim() === "*") return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = new Set(etags.map(strip));
  return ifNoneMatch.split(",").some((tag) => wanted.has(strip(tag)));
}

export function isNotModified(
  headers: { "if-none-match"?: string; "if-modified-since"?: string },
  page: { etags: readonly string[]; lastModifiedMs: number },
) {
  const { "if-none-match": ifNoneMatch, "if-modified-since": ifModifiedSince } = headers;
  // A client that sends an entity tag is judged by it alone (RFC 9110 §13.2.2).
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, page.etags);
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && page.lastModifiedMs <= since;
}

/** A map bounded by the summed `size` of its values, dropping the least recently used first. */
export class ByteLru<V extends { size: number }> extends Map<string, V> {
  bytes = 0;
  constructor(readonly maxBytes: number) {
    super();
  }

  get(key: string) {
    const value = super.get(key);
    if (value !== undefined) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      super.delete(key);
      super.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    this.delete(key);
    if (value.size > this.maxBytes) return this;
    super.set(key, value);
    this.bytes += value.size;
    for (const oldest of this.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return this;
  }

  delete(key: string) {
    this.bytes -= super.get(key)?.size ?? 0;
    return super.delete(key);
  }

  clear() {
    super.clear();
    this.bytes = 0;
  }
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A public path's key query (programme selection, venue tab), or null: rendered for its request only. */
export function publicPageQuery(pathname: string, params: URLSearchParams) {
  if (pathname === AGENDA_PATH && params.has(SHARED_SESSIONS_PARAM)) return null;
  if (pathname === "/local") return venueTabQuery(readVenueTab(params));
  // Keyed before the facts are read: any day an edition may have is a key of its own.
  return publishedPageQuery(pathname, params, MAX_CONGRESS_DAYS);
}

/** Headers that belong to one answer, not to the page: set again for each answer. */
const PER_ANSWER_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "set-cookie",
  "strict-transport-security",
  "transfer-encoding",
  "vary",
  "x-request-id",
]);

type PublishedPage = Awaited<ReturnType<typeof preparePage>>;

/** Far above the site's pages, far below the memory budget. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

// expiresAt: when the page stops being true (the event's next phase), in ms; Infinity if never.
type RenderedPage = { body: Buffer; headers: [string, string][]; expiresAt: number };

export type Lookup =
  | { page: PublishedPage }
  | { pending: Promise<PublishedPage | null> }
  | { render: (rendered: RenderedPage | null) => Promise<PublishedPage | null> };

export class PublishedPages {
  readonly #pages: ByteLru<PublishedPage>;
  /** Renders under way, so a burst of misses for one page renders it once. */
  readonly #rendering = new Map<string, Promise<PublishedPage | null>>();
  /** Whether a page depends on the address it was asked at (no PUBLIC_URL configured). */
  readonly #keyByHost: boolean;

  /** `contentVersion`: one reader for loaders, calendars and the cache, so work kept per version is done once. */
  constructor(
    readonly contentVersion: ContentVersion,
    { maxBytes = DEFAULT_CACHE_BYTES, keyByHost = true } = {},
  ) {
    this.#pages = new ByteLru(maxBytes);
    this.#keyByHost = keyByHost;
  }

  keyFor(req: IncomingMessage) {
    const key = publishedPageKey(
      req.method ?? "",
      req.url ?? "",
      req.headers.cookie,
      publicPageQuery,
    );
    if (!key || !this.#keyByHost) return key;
    // Without PUBLIC_URL, absolute links (canonical, Open Graph, feeds) are built from the
    // request's address: a copy made for one Host must never be handed to another.
    const { host, "x-forwarded-host": forwardedHost, "x-forwarded-proto": proto } = req.headers;
    return `${String(host)} ${String(forwardedHost)} ${String(proto)} ${key}`;
  }

  /** The page stored under `key` for `version`, if any (nothing is started; a stale one is dropped). */
  peek(key: string, version: number) {
    const page = this.#pages.get(key);
    if (page && page.version === version && Date.now() < page.expiresAt) return page;
    if (page) this.#pages.delete(key);
  }

  /** The stored page, the render under way, or a `render` to call (it stores and wakes waiters). */
  lookup(key: string, version: number): Lookup {
    const page = this.peek(key, version);
    if (page) return { page };
    const renderKey = `${version} ${key}`;
    const pending = this.#rendering.get(renderKey);
    if (pending) return { pending };
    const { promise, resolve: settle } = Promise.withResolvers<PublishedPage | null>();
    this.#rendering.set(renderKey, promise);
    const render = async (rendered: RenderedPage | null) => {
      try {
        const page = rendered ? await preparePage(version, rendered) : null;
        // Stored only while still current: a render that overlapped a write is not kept.
        if (page && (await this.contentVersion.current()) === version) {
          this.#pages.set(key, page);
          publishedPageRenders.inc();
        }
        settle(page);
        return page;
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        this.#rendering.delete(renderKey);
      }
    };
    return { render };
  }

  /** After an admin write: the next request sees the new version. */
  async publish() {
    await this.contentVersion.bump();
    this.#pages.clear();
  }
}

export function pageHeaders(res: ServerResponse): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
    kept.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  return kept;
}

async function preparePage(version: number, { body, headers, expiresAt }: RenderedPage) {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const etags = { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
  const lastModifiedMs = Math.floor(Date.now() / 1000) * 1000;
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  // Written once here, not per answer: a stored page is sent thousands of times a second.
  return {
    version,
    expiresAt,
    headers,
    bodies: { identity: body, gzip: gzipped, br: brotli },
    etags,
    etagList: Object.values(etags),
    lastModified: new Date(lastModifiedMs).toUTCString(),
    lastModifiedMs,
    // Bytes counted against the cache's bound.
    size: body.length + gzipped.length + brotli.length + headerBytes + 1024,
  };
}

const publishedAnswers = new WeakSet<ServerResponse>();

/** Whether `res` was answered from a stored published page (the request log says so). */
export const isPublishedAnswer = (res: ServerResponse) => publishedAnswers.has(res);

/** Answers with a published page or a 304; `rendered`: made for this request (a miss, not a hit). */
export function sendPublishedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: PublishedPage,
  { rendered = false } = {},
) {
  if (!rendered) {
    publishedAnswers.add(res);
    publishedPageHits.inc();
  }
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const coding = preferredCoding(req.headers["accept-encoding"]);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etags[coding]);
  res.setHeader("Last-Modified", page.lastModified);
  if (isNotModified(req.headers, { etags: page.etagList, lastModifiedMs: page.lastModifiedMs })) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  sendCodedBody(req, res, 200, page.bodies[coding], coding);
}

/** Ends an answer with `body`, already in `coding` (a HEAD gets the headers only). */
export function sendCodedBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Buffer,
  coding: Coding,
) {
  res.statusCode = status;
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
