import { expect, test } from "vitest";
import {
  ByteLru,
  etagMatches,
  hasPersonalCookie,
  isNotModified,
  isPublishingWrite,
  isShareableAnswer,
  preferredCoding,
  publishedPageKey,
} from "./published-pages";

test("query strings that do not change a page share its entry", () => {
  for (const url of [
    "/programacao",
    "/programacao?utm_source=whatsapp&utm_medium=grupo",
    "/programacao?fbclid=IwAR0abc",
    "/programacao?gclid=x&qualquer=1",
    "/programacao?",
  ]) {
    expect(publishedPageKey("GET", url)).toBe("/programacao");
  }
  expect(publishedPageKey("HEAD", "/?igshid=1")).toBe("/");
});

test("single-fetch data keeps only the routes it asks for", () => {
  expect(
    publishedPageKey("GET", "/programacao.data?_routes=routes%2Fprogramacao&utm_source=x"),
  ).toBe("/programacao.data?_routes=routes/programacao");
  expect(publishedPageKey("GET", "/_root.data?fbclid=1")).toBe("/_root.data");
});

test("what a page's query contract keeps is part of the key, in one spelling", () => {
  // As the programme's congress and day (lib/programme-address.ts).
  const pageQuery = (pathname: string, params: URLSearchParams) =>
    pathname.startsWith("/programacao") && params.get("congresso") === "feridas"
      ? "congresso=feridas"
      : "";
  expect(
    publishedPageKey("GET", "/programacao?utm_source=x&congresso=feridas", "", pageQuery),
  ).toBe("/programacao?congresso=feridas");
  expect(publishedPageKey("GET", "/programacao?congresso=outro", "", pageQuery)).toBe(
    "/programacao",
  );
  expect(
    publishedPageKey("GET", "/programacao.data?_routes=r&congresso=feridas", "", pageQuery),
  ).toBe("/programacao.data?congresso=feridas&_routes=r");
  // A query answered for its request only (a search) has no key.
  const searchQuery = (_: string, params: URLSearchParams) => (params.has("q") ? null : "");
  expect(publishedPageKey("GET", "/programacao?q=x", "", searchQuery)).toBeNull();
  expect(publishedPageKey("GET", "/programacao?y=x", "", searchQuery)).toBe("/programacao");
});

test("writes, the admin area and personal requests are never shared", () => {
  expect(publishedPageKey("POST", "/contato")).toBeNull();
  expect(publishedPageKey("GET", "/admin")).toBeNull();
  expect(publishedPageKey("GET", "/admin/program?x=1")).toBeNull();
  expect(publishedPageKey("GET", "/admin.data")).toBeNull();
  expect(publishedPageKey("GET", "/ADMIN/login")).toBeNull();
  expect(publishedPageKey("GET", "/%61dmin/login")).toBeNull();
  expect(publishedPageKey("GET", "/admin/speakers.data?_routes=x")).toBeNull();
  expect(publishedPageKey("GET", "//evil.example/")).toBeNull();
  // Route discovery names the paths it wants in its query: one answer is not another's.
  expect(publishedPageKey("GET", "/__manifest?p=%2Fminha-agenda&version=1")).toBeNull();
  expect(publishedPageKey("GET", "/sobre", "_ga=GA1.1; __session=abc")).toBeNull();
  expect(publishedPageKey("GET", "/sobre", "__flash=xyz")).toBeNull();
  expect(publishedPageKey("GET", "/sobre", "__Host-session=abc")).toBeNull();
  expect(publishedPageKey("GET", "/sobre", "__Host-flash=xyz")).toBeNull();
  // Analytics cookies are not personal to the page.
  expect(publishedPageKey("GET", "/administracao", "_ga=GA1.1; theme")).toBe("/administracao");
  expect(hasPersonalCookie("a=1;  __session =x")).toBe(true);
  expect(hasPersonalCookie("my__session=1")).toBe(false);
});

test("admin writes publish; sign-in, sign-out, refusals and public forms do not", () => {
  expect(isPublishingWrite("POST", "/admin/program", 303)).toBe(true);
  // Spelt as the router still matches it.
  expect(isPublishingWrite("POST", "/ADMIN/Program", 303)).toBe(true);
  expect(isPublishingWrite("POST", "/%61dmin/speakers.data", 200)).toBe(true);
  expect(isPublishingWrite("POST", "/Admin/Login", 303)).toBe(false);
  expect(isPublishingWrite("POST", "/admin/speakers.data", 200)).toBe(true);
  expect(isPublishingWrite("POST", "/admin/sponsors", 400)).toBe(false);
  expect(isPublishingWrite("POST", "/admin/login", 303)).toBe(false);
  expect(isPublishingWrite("POST", "/admin/logout.data", 202)).toBe(false);
  expect(isPublishingWrite("POST", "/admin/preview", 302)).toBe(false);
  expect(isPublishingWrite("POST", "/contato", 200)).toBe(false);
  expect(isPublishingWrite("GET", "/admin/program", 200)).toBe(false);
});

test("only a plain 200 page or page data without cookies is shared", () => {
  const html = { "Content-Type": "text/html; charset=utf-8" };
  expect(isShareableAnswer(200, new Headers(html))).toBe(true);
  expect(isShareableAnswer(200, new Headers({ "Content-Type": "text/x-script" }))).toBe(true);
  expect(isShareableAnswer(404, new Headers(html))).toBe(false);
  expect(
    isShareableAnswer(200, new Headers({ ...html, "Set-Cookie": "__flash=; Max-Age=0" })),
  ).toBe(false);
  expect(isShareableAnswer(200, new Headers({ ...html, "Cache-Control": "no-store" }))).toBe(false);
  expect(isShareableAnswer(200, new Headers({ "Content-Type": "image/webp" }))).toBe(false);
  for (const type of ["text/calendar; charset=utf-8", "application/xml", "application/json"]) {
    expect(isShareableAnswer(200, new Headers({ "Content-Type": type }))).toBe(true);
  }
  expect(isShareableAnswer(200, new Headers({ "Content-Type": "application/javascript" }))).toBe(
    false,
  );
});

test("content coding: brotli, then gzip, honouring q=0", () => {
  expect(preferredCoding(undefined)).toBe("identity");
  expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
  expect(preferredCoding("gzip")).toBe("gzip");
  expect(preferredCoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(preferredCoding("*")).toBe("br");
  expect(preferredCoding("deflate")).toBe("identity");
});

test("conditional requests: entity tags first, then the modification date", () => {
  const page = { etags: ['"a"', '"a-gz"', '"a-br"'], lastModifiedMs: Date.UTC(2026, 10, 1) };
  expect(etagMatches('"a-gz"', page.etags)).toBe(true);
  expect(etagMatches('W/"a", "b"', page.etags)).toBe(true);
  expect(etagMatches('"b"', page.etags)).toBe(false);
  expect(etagMatches("*", page.etags)).toBe(true);
  const later = new Date(Date.UTC(2026, 10, 2)).toUTCString();
  const earlier = new Date(Date.UTC(2026, 9, 30)).toUTCString();
  expect(isNotModified({ "if-modified-since": later }, page)).toBe(true);
  expect(isNotModified({ "if-modified-since": earlier }, page)).toBe(false);
  expect(isNotModified({ "if-none-match": '"old"', "if-modified-since": later }, page)).toBe(false);
  expect(isNotModified({ "if-modified-since": "not a date" }, page)).toBe(false);
  expect(isNotModified({}, page)).toBe(false);
});

test("the LRU stays within its bytes, dropping the least recently used", () => {
  const lru = new ByteLru<{ size: number }>(100);
  lru.set("a", { size: 40 });
  lru.set("b", { size: 40 });
  lru.get("a");
  lru.set("c", { size: 40 });
  expect(lru.get("b")).toBeUndefined();
  expect(lru.get("a")).toBeDefined();
  expect(lru.bytes).toBe(80);
  lru.set("a", { size: 10 });
  expect(lru.bytes).toBe(50);
  lru.set("huge", { size: 101 });
  expect(lru.get("huge")).toBeUndefined();
  for (let i = 0; i < 10_000; i += 1) lru.set(`/?r=${i}`, { size: 7 });
  expect(lru.bytes).toBeLessThanOrEqual(100);
  expect(lru.size).toBe(14);
  lru.clear();
  expect([lru.bytes, lru.size]).toEqual([0, 0]);
});
