import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import type { Logger } from "~/utils/logger.server";
import { EDGE_PATHS } from "./health";
import { recordRequest } from "./metrics";
import { isPublishedAnswer } from "./published-pages";

// One log line and count per answer, whoever gives it; never a query value, header, cookie or body.

/** An id set by the proxy in front (nginx's `$request_id`), kept so both logs share it. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;
/** A path longer than this (a refused 8 KB URL, say) is cut in the log. */
const MAX_LOGGED_PATH = 512;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function byteLength(chunk: unknown, encoding: unknown) {
  if (typeof chunk === "string") {
    return Buffer.byteLength(
      chunk,
      typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
    );
  }
  return ArrayBuffer.isView(chunk) ? chunk.byteLength : 0;
}

/** Counts the body bytes handed to `res` (after compression, which writes through these). */
function countBodyBytes(res: ServerResponse) {
  const counted = { bytes: 0 };
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => ServerResponse;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    counted.bytes += byteLength(chunk, rest[0]);
    return write.call(this, chunk, ...rest);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== "function") counted.bytes += byteLength(chunk, rest[0]);
    return end.call(this, chunk, ...rest);
  } as ServerResponse["end"];
  return counted;
}

/** The path, and the names (never the values) of its query's parameters. */
export function describeUrl(url: string) {
  const mark = url.indexOf("?");
  const pathname = mark === -1 ? url : url.slice(0, mark);
  const names = mark === -1 ? [] : [...new Set(new URLSearchParams(url.slice(mark + 1)).keys())];
  return { pathname, names: names.slice(0, 20).map((name) => name.slice(0, 40)) };
}

/** Wraps the server's handler; `routeOf` names a path's route (a bounded label set). */
export function observeRequests({
  logger,
  routeOf,
}: {
  logger: Logger;
  routeOf: (pathname: string) => string;
}) {
  return (handler: Handler): Handler =>
    (req, res) => {
      const started = performance.now();
      const forwarded = req.headers["x-request-id"];
      const id =
        typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
      res.setHeader("X-Request-Id", id);
      const counted = countBodyBytes(res);
      res.once("close", () => {
        const ms = performance.now() - started;
        const { pathname, names } = describeUrl(req.url ?? "");
        const route = routeOf(pathname);
        const aborted = !res.writableFinished;
        // nginx's code for a client that left before its answer began.
        const status = aborted && !res.headersSent ? 499 : res.statusCode;
        const method = req.method ?? "";
        recordRequest(method, route, status, ms / 1000);
        const bodiless = method === "HEAD" || status === 204 || status === 304;
        const path = pathname.slice(0, MAX_LOGGED_PATH);
        const line = {
          reqId: id,
          method,
          path,
          ...(names.length > 0 && { query: names }),
          route,
          status,
          ms: Math.round(ms * 10) / 10,
          bytes: bodiless ? 0 : counted.bytes,
          published: isPublishedAnswer(res),
          ...(aborted && { aborted }),
        };
        const level = EDGE_PATHS.has(pathname) ? "debug" : status >= 500 ? "error" : "info";
        logger[level](line, `${method} ${path} ${status}`);
      });
      handler(req, res);
    };
}

/** The route pattern answering a path (`/programacao/sessao/:id`): bounded labels whatever the path. */
export function routeLabels(routes: ServerBuild["routes"]) {
  const children = Map.groupBy(
    Object.values(routes).filter((route) => route !== undefined),
    (route) => route.parentId,
  );
  const nest = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map(
      (route) =>
        ({
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          children: route.index ? undefined : nest(route.id),
        }) as RouteObject,
    );
  const tree = nest(undefined);

  const label = (pathname: string) => {
    if (EDGE_PATHS.has(pathname) || pathname === "/__manifest") return pathname;
    if (pathname.startsWith("/assets/")) return "/assets/*";
    let path = pathname;
    let suffix = "";
    if (pathname.endsWith(".data")) {
      suffix = ".data";
      path = pathname === "/_root.data" ? "/" : pathname.slice(0, -suffix.length);
    }
    try {
      decodeURI(path);
    } catch {
      return "unmatched";
    }
    const matches = matchRoutes(tree, path);
    if (!matches) return "unmatched";
    const segments = matches.map((match) => match.route.path?.replace(/^\/+|\/+$/g, ""));
    const pattern = `/${segments.filter(Boolean).join("/")}`;
    return pattern === "/" && suffix ? "/_root.data" : `${pattern}${suffix}`;
  };

  // Most answers are for a few paths: each is matched once.
  const known = new Map<string, string>();
  return (pathname: string) => {
    let found = known.get(pathname);
    if (found === undefined) {
      found = label(pathname);
      if (known.size >= 2000) known.clear();
      known.set(pathname, found);
    }
    return found;
  };
}

/** `routeLabels` of a build still loading: "unmatched" until it is there. */
export function routeLabelsOnceLoaded(build: Promise<Pick<ServerBuild, "routes">>) {
  let labels: ((pathname: string) => string) | undefined;
  build.then(
    (loaded) => (labels = routeLabels(loaded.routes)),
    () => {},
  );
  return (pathname: string) => labels?.(pathname) ?? "unmatched";
}
