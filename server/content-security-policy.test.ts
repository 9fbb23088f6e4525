import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) =>
    new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

  it("allows only this site's scripts and the render's nonce, never inline or eval", () => {
    const policy = directives(contentSecurityPolicy({ scriptNonce: "abc" }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'"]);
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
