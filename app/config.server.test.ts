import { describe, expect, it } from "vitest";
import { loadConfig, trustProxySetting } from "./config.server";

describe("trustProxySetting", () => {
  it("trusts loopback only by default", () => {
    expect(trustProxySetting(undefined)).toEqual(["loopback"]);
  });

  it("takes a number of hops or a list of addresses, networks and keywords", () => {
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("loopback, 10.0.0.0/8, 192.168.1.7, fd00::/8")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
    ]);
  });

  it.each(["*", "true", "10.0.0.0/33", "proxy.example", "10.0.0.1/8/2", "", "1.2.3"])(
    "refuses %j",
    (value) => {
      expect(trustProxySetting(value)).toBeNull();
    },
  );

  it("stops the server with a clear message for a bad value", () => {
    expect(() => loadConfig({ TRUST_PROXY: "qualquer" })).toThrow(/TRUST_PROXY/);
  });
});
