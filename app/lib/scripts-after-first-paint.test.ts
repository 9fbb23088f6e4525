import { expect, test } from "vitest";
import { DEFERRED_MODULE_TYPE, deferModuleScripts } from "./scripts-after-first-paint";

const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/react-B.js"/></head>',
  '<body><main>Olá</main><script type="module" async="">import * as route0 from "/assets/root-C.js";</script>',
  "<script>window.__ctx = 1;</script></body></html>",
].join("");

test("the module script becomes inert and carries the preloads, which leave the head", () => {
  const deferred = deferModuleScripts(page);
  expect(deferred).not.toContain("modulepreload");
  expect(deferred).not.toContain('type="module"');
  expect(deferred).toContain(
    `<script type="${DEFERRED_MODULE_TYPE}" data-preload="/assets/entry.client-A.js /assets/react-B.js">import * as route0 from "/assets/root-C.js";</script>`,
  );
  expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  expect(deferred).toContain("<script>window.__ctx = 1;</script>");
});

test("a document without a module script is left as it is", () => {
  const withoutScripts = page.replace(/<script type="module"[\s\S]*?<\/script>/, "");
  expect(deferModuleScripts(withoutScripts)).toBe(withoutScripts);
});

test("text that only looks like a preload after the module script is kept", () => {
  const tail = '<p>&lt;link rel="modulepreload"&gt;</p>';
  expect(deferModuleScripts(page + tail).endsWith(tail)).toBe(true);
});
