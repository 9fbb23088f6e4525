// What XML 1.0 cannot carry: controls but tab and newlines, lone surrogates, U+FFFE and U+FFFF.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text or attribute value for any XML the site writes, without the characters XML cannot hold. */
export function escapeXml(text: string | number) {
  return String(text)
    .replace(NOT_XML, "")
    .replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
