/** Whether XML 1.0 can carry a code point: not the controls but tab and newlines, nor surrogates. */
function isXmlChar(code: number) {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * Text or an attribute value for any XML document the site writes (Atom, sitemap, Frab):
 * markup characters escaped, and the characters XML cannot hold (controls, lone surrogates,
 * U+FFFE/U+FFFF) dropped, so a stray character in a title never makes the document invalid.
 */
export function escapeXml(text: string | number) {
  let safe = "";
  for (const char of String(text)) if (isXmlChar(char.codePointAt(0)!)) safe += char;
  return safe.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
