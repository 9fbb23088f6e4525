import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { ContentVersionReader } from "~/context";
import type { ContentVersion } from "./content-version.server";
import { publishedPageHits, publishedPageRenders } from "./metrics";
import { readVenueTab, venueTabQuery } from "~/components/pages/venue/venue-tabs";
import { MAX_CONGRESS_DAYS } from "~/content/programme-keys";
import { AGENDA_PATH, SHARED_SESSIONS_PARAM } from "~/features/agenda/agenda-link";
import { publishedPageQuery } from "~/features/programme/programme-selection";
import {
  ByteLru,
  type Coding,
  PUBLIC_CACHE_CONTROL,
  isNotModified,
  preferredCoding,
  publishedPageKey,
} from "./page-cache";

// Published pages (DESIGN §9): an anonymous GET is answered from a copy rendered and compressed once
// per content version, with its render's headers (its CSP among them), ETags and 304s.

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

/** The bound of the page cache: far above the site's pages, far below the memory budget. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

// expiresAt: when the page stops being true (the event's next phase), in ms; Infinity if never.
type RenderedPage = { body: Buffer; headers: [string, string][]; expiresAt: number };

export type Lookup =
  | { page: PublishedPage }
  | { pending: Promise<PublishedPage | null> }
  | { render: (rendered: RenderedPage | null) => Promise<PublishedPage | null> };

export class PublishedPages {
  readonly #version: ContentVersion;
  readonly #pages: ByteLru<PublishedPage>;
  /** Renders under way, so a burst of misses for one page renders it once. */
  readonly #rendering = new Map<string, Promise<PublishedPage | null>>();
  /** Whether a page depends on the address it was asked at (no PUBLIC_URL configured). */
  readonly #keyByHost: boolean;

  constructor(
    version: ContentVersion,
    {
      maxBytes = DEFAULT_CACHE_BYTES,
      keyByHost = true,
    }: { maxBytes?: number; keyByHost?: boolean } = {},
  ) {
    this.#version = version;
    this.#pages = new ByteLru(maxBytes);
    this.#keyByHost = keyByHost;
  }

  get stats() {
    return { bytes: this.#pages.bytes, count: this.#pages.count };
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

  currentVersion() {
    return this.#version.current();
  }

  /** One reader for loaders and calendar answers, so work kept per version is done once. */
  readonly contentVersion: ContentVersionReader = { current: () => this.currentVersion() };

  /** The page stored under `key` for `version`, if any (nothing is started). */
  peek(key: string, version: number) {
    const page = this.#pages.get(key);
    return page && isCurrent(page, version) ? page : undefined;
  }

  /** The stored page, the render under way, or a `render` to call (it stores and wakes waiters). */
  lookup(key: string, version: number): Lookup {
    const page = this.#pages.get(key);
    if (page && isCurrent(page, version)) return { page };
    if (page) this.#pages.delete(key);
    const renderKey = `${version} ${key}`;
    const pending = this.#rendering.get(renderKey);
    if (pending) return { pending };
    let settle!: (page: PublishedPage | null) => void;
    this.#rendering.set(
      renderKey,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    const render = async (rendered: RenderedPage | null) => {
      try {
        const page = rendered ? await preparePage(version, rendered) : null;
        // Stored only while still current: a render that overlapped a write is not kept.
        if (page && (await this.#version.current()) === version) {
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
    await this.#version.bump();
    this.#pages.clear();
  }
}

/** Headers of a rendered answer worth keeping with its page. */
export function pageHeaders(res: ServerResponse): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
    kept.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  return kept;
}

const isCurrent = (page: PublishedPage, version: number) =>
  page.version === version && Date.now() < page.expiresAt;

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
  const conditional = {
    ifNoneMatch: req.headers["if-none-match"],
    ifModifiedSince: req.headers["if-modified-since"],
  };
  if (isNotModified(conditional, { etags: page.etagList, lastModifiedMs: page.lastModifiedMs })) {
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
