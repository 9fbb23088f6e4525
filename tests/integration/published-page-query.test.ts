import { expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- server/ has no alias: plain Node runs it as is.
import { publicPageQuery } from "../../server/published-pages";

test("the venue page keeps one entry per tab; a shared agenda is rendered for its request", () => {
  const key = (path: string, query: string) => publicPageQuery(path, new URLSearchParams(query));
  expect(key("/local", "aba=hospedagem&utm_source=x")).toBe("aba=hospedagem");
  expect(key("/local", "aba=local")).toBe("");
  expect(key("/local", "aba=<script>")).toBe("");
  expect(key("/minha-agenda", "sessoes=a,b")).toBeNull();
  expect(key("/minha-agenda", "utm_source=x")).toBe("");
});
