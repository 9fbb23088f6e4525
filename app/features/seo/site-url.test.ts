import { expect, test } from "vitest";
import { canonicalPath, pagePathname, siteOrigin } from "./site-url";

test("the site's origin is PUBLIC_URL's when configured, the request's otherwise", () => {
  expect(siteOrigin("https://congresso.example/", "http://127.0.0.1:3000/sobre?x=1")).toBe(
    "https://congresso.example",
  );
  // A path in PUBLIC_URL is not part of the origin: the site is served from its root.
  expect(siteOrigin("https://congresso.example/site", "http://127.0.0.1/")).toBe(
    "https://congresso.example",
  );
  expect(siteOrigin(undefined, "http://127.0.0.1:3000/sobre?utm_source=x")).toBe(
    "http://127.0.0.1:3000",
  );
});

test("a canonical path drops trailing slashes and names an alias by its main path", () => {
  expect(canonicalPath("/", "")).toBe("/");
  expect(canonicalPath("/sobre/", "")).toBe("/sobre");
  expect(canonicalPath("/trabalhos/premio-bigfral", "")).toBe("/premio-bigfral");
});

test("a programme tab keeps its congress and day; other pages keep no query", () => {
  expect(canonicalPath("/programacao", "congresso=feridas&dia=2")).toBe(
    "/programacao?congresso=feridas&dia=2",
  );
  expect(canonicalPath("/programacao", "")).toBe("/programacao");
  // The home page's tabs are one section of it, not pages of their own.
  expect(canonicalPath("/", "congresso=feridas&dia=2")).toBe("/");
  expect(canonicalPath("/contato", "congresso=feridas&dia=2")).toBe("/contato");
});

test("a page's data request stands for the page", () => {
  expect(pagePathname("http://x.test/contato.data?_routes=root")).toBe("/contato");
  expect(pagePathname("http://x.test/_.data")).toBe("/");
  expect(pagePathname("http://x.test/programacao?congresso=feridas")).toBe("/programacao");
});
