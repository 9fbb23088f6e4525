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

/** Text or attribute value for any XML the site writes, without the characters XML cannot hold. */
export function escapeXml(text: string | number) {
  let safe = "";
  for (const char of String(text)) if (isXmlChar(char.codePointAt(0)!)) safe += char;
  return safe.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
