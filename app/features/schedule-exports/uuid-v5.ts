import { createHash } from "node:crypto";

/** RFC 4122 version 5: the same name, the same guid, so a schedule app keeps its favourites. */
export function uuidV5(name: string, namespace: string): string {
  const hex = namespace.replace(/-/g, "");
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`Namespace inválido: ${namespace}`);
  const bytes = createHash("sha1")
    .update(Buffer.from(hex, "hex"))
    .update(name, "utf8")
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const out = bytes.toString("hex");
  return `${out.slice(0, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}-${out.slice(16, 20)}-${out.slice(20)}`;
}
