import { expect, test } from "vitest";
import { uuidV5 } from "./uuid-v5";

/** RFC 4122's namespace for URLs. */
const URL_NAMESPACE = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

test("matches other implementations of RFC 4122 version 5", () => {
  // Python: uuid.uuid5(uuid.NAMESPACE_DNS, "python.org") and uuid.uuid5(uuid.NAMESPACE_URL, …).
  expect(uuidV5("python.org", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe(
    "886313e1-3b8a-5372-9b90-0c9aee199e5d",
  );
  expect(uuidV5("https://congresso.example/ç", URL_NAMESPACE)).toBe(
    "fd866649-3219-59bb-b5b9-fc961671fe67",
  );
});

test("refuses a namespace that is not a UUID", () => {
  expect(() => uuidV5("x", "not-a-uuid")).toThrow();
});
