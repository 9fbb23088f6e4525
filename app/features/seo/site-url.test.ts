import { expect, test } from "vitest";
import { canonicalPath, pagePathname } from "./site-url";

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
