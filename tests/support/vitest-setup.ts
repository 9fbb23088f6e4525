import { afterEach, beforeEach, expect, vi } from "vitest";

// A stray `console.error` fails the test that logged it (STYLE §17): React's warnings (keys,
// hydration, act) and every error a server module logs. A test that expects a log says so with
// its own `vi.spyOn(console, "error")`, which replaces this one until it is restored.
let unexpected: unknown[][] = [];
let spy: { mockRestore(): void } | undefined;

beforeEach(() => {
  unexpected = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  const logged = unexpected.map((args) => args.map(String).join(" "));
  unexpected = [];
  expect(logged, "console.error inesperado durante o teste").toEqual([]);
});
