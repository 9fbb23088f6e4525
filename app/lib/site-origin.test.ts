import { expect, test } from "vitest";
import { siteOrigin } from "./site-origin";

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
