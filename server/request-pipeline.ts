import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import type { ServerConfig } from "~/config.server";
import {
  configContext,
  contentVersionContext,
  databaseContext,
  renderExpiryContext,
  scriptNonceContext,
} from "~/context";
import type { Database } from "~/db/client.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/rate-limit.server";
import {
  PERSONAL_CACHE_CONTROL,
  isPublishingWrite,
  isShareableAnswer,
  type Lookup,
  type PublishedPages,
  pageHeaders,
  sendPublishedPage,
} from "./published-pages";
import { RESOURCE_POLICY, contentSecurityPolicy } from "./content-security-policy";
import {
  ALLOWED_METHODS,
  bodyRuleFor,
  formShapeProblem,
  mediaTypeOf,
  requestMessages,
} from "./request-limits";

// From HTTP to React Router and back: each body read once, bounded and form-checked, before any action.

// Route discovery asks `/__manifest?p=…` with up to 7680 characters of URL; less would 404 navigation.
export const MAX_URL_LENGTH = 8192;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** How much of a refused body is read and dropped before the connection is cut. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** A refusal in plain Portuguese text: small, never cached, never a page of ours. */
export function sendRefusal(
  res: ServerResponse,
  status: number,
  message: string,
  { close = false, json = false }: { close?: boolean; json?: boolean } = {},
) {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader("Content-Type", json ? "application/json" : "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Security-Policy", RESOURCE_POLICY);
  if (status === 405) res.setHeader("Allow", [...ALLOWED_METHODS].join(", "));
  if (close) res.setHeader("Connection", "close");
  res.end(json ? JSON.stringify({ error: message }) : message);
}

/** Drops the rest of a refused body so the client reads the refusal, not a reset (up to a bound). */
function drainAndDrop(req: IncomingMessage) {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) req.destroy();
  });
  req.resume();
}

/** Reads a body up to `maxBytes`, or the refusal's status: 413 as soon as it is longer (drained), 400. */
async function readBody(req: IncomingMessage, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // Not destroyed on return: a refused body is drained, so the client reads the refusal.
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        drainAndDrop(req);
        return 413;
      }
      chunks.push(chunk);
    }
  } catch {
    return 400;
  }
  return Buffer.concat(chunks, size);
}

/** Why a form body is refused (its field names, or unreadable as the form it claims to be), or null. */
async function formProblem(bytes: Buffer, contentType: string) {
  if (mediaTypeOf(contentType) === "application/x-www-form-urlencoded") {
    const text = bytes.toString("utf8");
    // Counted before splitting, so a body of a million `&` costs nothing.
    if (text.split("&", 1001).length > 1000) return "tooManyFields";
    return formShapeProblem(new URLSearchParams(text).keys());
  }
  try {
    const form = await new Response(new Uint8Array(bytes), {
      headers: { "Content-Type": contentType },
    }).formData();
    return formShapeProblem(form.keys());
  } catch {
    return "malformed";
  }
}

/** Refuses long URLs, other methods, foreign origins (but `publicUrl`'s) and bad bodies; keeps the body. */
export function boundRequests({ publicUrl }: { publicUrl?: string }) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // The rate limits' client address, as "trust proxy" reads it, never the client's own header.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    if ((req.originalUrl ?? req.url).length > MAX_URL_LENGTH) {
      return sendRefusal(res, 414, requestMessages.urlTooLong);
    }
    if (!ALLOWED_METHODS.has(req.method)) return sendRefusal(res, 405, requestMessages.method);
    if (SAFE_METHODS.has(req.method)) return next();
    // Before the body is read: a browser always names the page a write comes from.
    const origin = req.get("Origin");
    if (origin !== undefined && origin !== requestOrigin(req) && origin !== publicOrigin) {
      drainAndDrop(req);
      return sendRefusal(res, 403, requestMessages.foreignOrigin);
    }
    await checkBody(req, res, next);
  };
}

async function checkBody(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  const length = req.headers["content-length"];
  if (!req.headers["transfer-encoding"] && (length === undefined || Number(length) === 0)) {
    // An empty write (a bare button) is an empty form to the route, whatever type it claims.
    req.headers["content-type"] = "application/x-www-form-urlencoded";
    bodies.set(req, Buffer.alloc(0));
    return next();
  }
  const rule = bodyRuleFor(req.path);
  // `unread`: refused before its body was read, so it is drained after the answer.
  const refuse = (status: number, message: string, unread = false) => {
    if (unread) drainAndDrop(req);
    sendRefusal(res, status, status === 413 ? rule.tooLarge : message, { json: rule.json });
  };
  const encoding = req.headers["content-encoding"];
  if (encoding && encoding.toLowerCase() !== "identity") {
    return refuse(415, requestMessages.encoding, true);
  }
  if (length !== undefined && Number(length) > rule.maxBytes) {
    return refuse(413, rule.tooLarge, true);
  }
  const contentType = req.headers["content-type"] ?? "";
  if (!rule.types.includes(mediaTypeOf(contentType))) {
    return refuse(415, requestMessages.notAForm, true);
  }
  const body = await readBody(req, rule.maxBytes);
  if (typeof body === "number") return refuse(body, requestMessages.malformed);
  const problem = rule.form && (await formProblem(body, contentType));
  if (problem) return refuse(400, requestMessages[problem]);
  bodies.set(req, body);
  next();
}

/** The origin the client addressed, as the trusted proxy tells it (or the Host header). */
function requestOrigin(req: ExpressRequest) {
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return `${req.protocol}://${host}`;
}

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** `Expect: 100-continue`: 413 at once (false) for a declared body over its limit, else continue (true). */
export function answerExpectContinue(req: IncomingMessage, res: ServerResponse) {
  const declared = Number(req.headers["content-length"] ?? 0);
  // An unreadable URL is refused later, by the usual path.
  const rule = bodyRuleFor(URL.parse(req.url ?? "/", "http://localhost")?.pathname ?? "/");
  if (declared > rule.maxBytes) {
    sendRefusal(res, 413, rule.tooLarge, { close: true, json: rule.json });
    return false;
  }
  res.writeContinue();
  return true;
}

/** The Fetch request React Router sees: its URL from the trusted proxy's view, its body checked. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse) {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const body = bodies.get(req);
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined || key === "transfer-encoding" || key === "content-length") continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  if (body) headers.set("Content-Length", String(body.length));
  return new Request(`${requestOrigin(req)}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: SAFE_METHODS.has(req.method) ? undefined : new Uint8Array(body ?? Buffer.alloc(0)),
  });
}

// React Router: HTML gets its render's nonce in a CSP; anonymous public pages come from `publishedPages`,
// others are `no-store`. `build`: a function under Vite (re-read per request), where there is no CSP
// (Vite's development client injects scripts the production policy would refuse).
export function createPageHandler({
  build,
  db,
  config,
  publishedPages,
}: {
  build: Promise<ServerBuild> | (() => Promise<ServerBuild>);
  db: Database;
  config: ServerConfig;
  publishedPages?: PublishedPages;
}) {
  const csp = typeof build !== "function";
  const handler =
    typeof build === "function"
      ? createRequestHandler(build, process.env.NODE_ENV)
      : build.then((loaded) => createRequestHandler(loaded, process.env.NODE_ENV));
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    let lookup: Lookup | null = null;
    try {
      const key = publishedPages?.keyFor(req);
      if (publishedPages && key) {
        lookup = publishedPages.lookup(key, await publishedPages.contentVersion.current());
        const page =
          "page" in lookup ? lookup.page : "pending" in lookup ? await lookup.pending : null;
        if (page) return sendPublishedPage(req, res, page);
      }
      const context = new RouterContextProvider();
      context.set(databaseContext, db);
      context.set(configContext, config);
      // The published pages' version, for loaders that keep work per version (calendars).
      context.set(contentVersionContext, publishedPages?.contentVersion ?? null);
      const expiry = { at: Number.POSITIVE_INFINITY };
      context.set(renderExpiryContext, expiry);
      // The page's own scripts carry this render's nonce; its policy allows no other inline one.
      const nonce = csp ? randomBytes(18).toString("base64") : undefined;
      context.set(scriptNonceContext, nonce);
      const response = await (await handler)(toFetchRequest(req, res), context);
      if (publishedPages && isPublishingWrite(req.method, req.path, response.status)) {
        await publishedPages.publish();
      }
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.status(response.status);
      const isHtml = /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      let body: Buffer | null = null;
      if (isHtml && nonce) {
        res.setHeader(
          "Content-Security-Policy",
          contentSecurityPolicy({
            scriptNonce: nonce,
            googleAnalytics: Boolean(config.GA_MEASUREMENT_ID),
          }),
        );
      } else if (!isHtml && !res.hasHeader("Content-Security-Policy")) {
        res.setHeader("Content-Security-Policy", RESOURCE_POLICY);
      }
      const { render } = lookup && "render" in lookup ? lookup : {};
      if (render && req.method === "GET" && isShareableAnswer(response.status, response.headers)) {
        lookup = null;
        body = Buffer.from(await response.arrayBuffer());
        const page = await render({ body, headers: pageHeaders(res), expiresAt: expiry.at });
        if (page) return sendPublishedPage(req, res, page, { rendered: true });
      }
      if (publishedPages && !res.hasHeader("Cache-Control")) {
        res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
      }
      if (body) res.end(body);
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    } finally {
      // A render that was claimed but produced nothing to share releases its waiters.
      if (lookup && "render" in lookup) void lookup.render(null);
    }
  };
}

/** Before Express: a stored page of the current version answers at once (true); `isSecure` for HSTS. */
export function createPublishedPageShortcut(
  publishedPages: PublishedPages,
  { isSecure }: { isSecure: (req: IncomingMessage) => boolean },
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const key = publishedPages.keyFor(req);
    if (!key || (req.url ?? "").length > MAX_URL_LENGTH) return false;
    const page = publishedPages.peek(key, await publishedPages.contentVersion.current());
    if (!page) return false;
    if (isSecure(req)) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    sendPublishedPage(req, res, page);
    return true;
  };
}
