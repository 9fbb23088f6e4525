import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, skipping scripts with src and repeats", () => {
    const html = [
      "<html><head><script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      "</head><body><script>window.a = 1;</script><SCRIPT>é</SCRIPT></body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/assets/x.js";'),
      sha("é"),
    ]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes('<p>texto</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) =>
    new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

  it("allows only this site's scripts and the given hashes, never inline or eval", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] }));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toContain("*");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("allows Google Analytics only when configured", () => {
    expect(contentSecurityPolicy({})).not.toContain("googletagmanager");
    const policy = directives(contentSecurityPolicy({ googleAnalytics: true }));
    expect(policy.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(policy.get("connect-src")).toContain("https://*.google-analytics.com");
  });
});
