// The published-page cache's rules as plain functions (the HTTP plumbing is in published-pages.ts).
import { isAdminPath, routePath } from "~/lib/route-path";

/** The admin session and a pending toast (with the `__Host-` prefix over https) make a request personal. */
const PERSONAL_COOKIES = ["__session", "__flash", "__Host-session", "__Host-flash"] as const;

/** What a browser or CDN may do with a published page: keep it, but ask before each use. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, stale-while-revalidate=30";
/** Everything the server renders for one person (admin pages, form results, a signed-in visit). */
export const PERSONAL_CACHE_CONTROL = "no-store";

/** React Router's single-fetch requests: the only query parameter that changes the answer. */
const DATA_SUFFIX = ".data";
const DATA_ROUTES_PARAM = "_routes";

export function hasPersonalCookie(cookieHeader: string | undefined) {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const equals = part.indexOf("=");
    const name = (equals === -1 ? part : part.slice(0, equals)).trim();
    if ((PERSONAL_COOKIES as readonly string[]).includes(name)) return true;
  }
  return false;
}

/**
 * The cache key of a request a published page may answer, or null. Only what `pageQuery` keeps
 * changes a page (null: for this request only), so `?utm_source=…` shares the page's entry.
 */
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
  const routes = pathname.endsWith(DATA_SUFFIX) ? params.get(DATA_ROUTES_PARAM) : null;
  if (routes !== null) kept.push(`${DATA_ROUTES_PARAM}=${routes}`);
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

/** The coding to send for an `Accept-Encoding` header: brotli, then gzip, else none. */
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

/** Whether a conditional GET may be answered `304 Not Modified`. */
export function isNotModified(
  request: { ifNoneMatch?: string; ifModifiedSince?: string },
  page: { etags: readonly string[]; lastModifiedMs: number },
) {
  // A client that sends an entity tag is judged by it alone (RFC 9110 §13.2.2).
  if (request.ifNoneMatch !== undefined) return etagMatches(request.ifNoneMatch, page.etags);
  if (request.ifModifiedSince === undefined) return false;
  const since = Date.parse(request.ifModifiedSince);
  return Number.isFinite(since) && page.lastModifiedMs <= since;
}

/** A map bounded by the summed `size` of its values, dropping the least recently used first. */
export class ByteLru<V extends { size: number }> {
  #entries = new Map<string, V>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get bytes() {
    return this.#bytes;
  }
  get count() {
    return this.#entries.size;
  }

  get(key: string) {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    this.delete(key);
    if (value.size > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.size;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.size;
    }
  }

  delete(key: string) {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.size;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
