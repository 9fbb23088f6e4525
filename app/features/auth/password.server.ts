import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const derive = promisify(argon2);

/** OWASP's minimum for argon2id (DESIGN §7.1): 19 MiB, 2 passes, 1 lane — about 60 ms here. */
const argon2Parameters = { memory: 19456, passes: 2, parallelism: 1 } as const;
const SALT_BYTES = 16;
const TAG_BYTES = 32;

/** The shortest and longest password accepted when one is set (a huge one is only a DoS). */
export const passwordLimits = { min: 8, max: 1024 } as const;

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

/** `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<tag>`, the PHC string format other tools read. */
export async function hashPassword(password: string): Promise<string> {
  const { memory, passes, parallelism } = argon2Parameters;
  const nonce = randomBytes(SALT_BYTES);
  const tag = await derive("argon2id", {
    message: password,
    nonce,
    memory,
    passes,
    parallelism,
    tagLength: TAG_BYTES,
  });
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Parameters come from the hash itself, so older hashes keep working; a malformed one never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash!, "base64");
  const actual = await derive("argon2id", {
    message: password,
    nonce: Buffer.from(salt!, "base64"),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** The time of a real check for an unknown e-mail, so timing does not tell which accounts exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}
