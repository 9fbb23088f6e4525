// The e2e servers start with ADMIN_EMAIL / ADMIN_PASSWORD set to these (tests/support/server-process.ts).
export const ADMIN_EMAIL = "admin@congresso.test";
export const ADMIN_PASSWORD = "senha-de-teste-123";

/**
 * A made-up client address. The server trusts X-Forwarded-For from loopback (server/app.ts), so
 * each test that submits a public form gets its own rate-limit allowance on the shared server.
 */
export function uniqueClientAddress() {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** Something no other test (or earlier run) wrote, to find a submission again. */
export function uniqueText(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
