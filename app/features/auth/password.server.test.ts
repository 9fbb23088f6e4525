import { argon2Sync, randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.server";

test("a password is stored as an argon2id hash with OWASP's parameters, never as itself", async () => {
  const hash = await hashPassword("senha-de-teste-123");
  expect(hash).not.toContain("senha-de-teste-123");
  expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
});

test("the right password verifies and a wrong one does not", async () => {
  const hash = await hashPassword("senha-de-teste-123");
  expect(await verifyPassword("senha-de-teste-123", hash)).toBe(true);
  expect(await verifyPassword("senha-de-teste-124", hash)).toBe(false);
  expect(await verifyPassword("", hash)).toBe(false);
});

test("the same password hashes differently each time (random salt)", async () => {
  const [first, second] = await Promise.all([hashPassword("igual"), hashPassword("igual")]);
  expect(first).not.toBe(second);
  expect(await verifyPassword("igual", first)).toBe(true);
  expect(await verifyPassword("igual", second)).toBe(true);
});

test("a hash made with other parameters still verifies: they are read from the hash", async () => {
  const salt = randomBytes(16);
  const tag = argon2Sync("argon2id", {
    message: "senha",
    nonce: salt,
    memory: 8192,
    passes: 3,
    parallelism: 1,
    tagLength: 32,
  });
  const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
  const hash = `$argon2id$v=19$m=8192,t=3,p=1$${b64(salt)}$${b64(tag)}`;
  expect(await verifyPassword("senha", hash)).toBe(true);
  // A tampered parameter derives another tag.
  expect(await verifyPassword("senha", hash.replace("t=3", "t=2"))).toBe(false);
});

test("a malformed stored hash never matches", async () => {
  expect(await verifyPassword("senha", "")).toBe(false);
  expect(await verifyPassword("senha", "senha")).toBe(false);
  expect(await verifyPassword("senha", "$scrypt$abc$def")).toBe(false);
});

test("the dummy check for unknown accounts always fails", async () => {
  expect(await verifyAgainstDummy("qualquer")).toBe(false);
});
