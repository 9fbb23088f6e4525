import { expect, test } from "vitest";
import { escapeXml } from "./xml";

test("markup characters are escaped, in text and attributes", () => {
  expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
  );
  expect(escapeXml(42)).toBe("42");
});

test("characters XML cannot hold are dropped; tab, newlines and astral characters stay", () => {
  const hostile = `a\u000Bb\u001Bc\u0001d\uFFFEe\uFFFF\u0000f${"\uD800"}g${"\uDC00"}h`;
  expect(escapeXml(hostile)).toBe("abcdefgh");
  expect(escapeXml("linha\tum\r\nlinha 2 😀 \u2028")).toBe("linha\tum\r\nlinha 2 😀 \u2028");
});
