import { describe, expect, it } from "vitest";
import { localContentVersion, PublishedPages } from "./published-pages";

const rendered = (expiresAt: number) => ({
  body: Buffer.from("<!doctype html><p>Olá</p>"),
  headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][],
  expiresAt,
});

async function store(pages: PublishedPages, key: string, expiresAt: number) {
  const lookup = pages.lookup(key, 0);
  if (!("render" in lookup)) throw new Error("expected a render");
  return lookup.render(rendered(expiresAt));
}

describe("PublishedPages", () => {
  it("answers with a stored page until the instant its render said it stops being true", async () => {
    const pages = new PublishedPages(localContentVersion());
    await store(pages, "/", Date.now() + 60_000);
    expect(pages.peek("/", 0)).toBeDefined();
    expect("page" in pages.lookup("/", 0)).toBe(true);

    await store(pages, "/trabalhos", Date.now() - 1);
    expect(pages.peek("/trabalhos", 0)).toBeUndefined();
    expect("render" in pages.lookup("/trabalhos", 0)).toBe(true);
  });

  it("keeps a page that depends on no clock for its whole version", async () => {
    const pages = new PublishedPages(localContentVersion());
    await store(pages, "/sobre", Number.POSITIVE_INFINITY);
    expect(pages.peek("/sobre", 0)).toBeDefined();
    expect(pages.peek("/sobre", 1)).toBeUndefined();
  });
});
