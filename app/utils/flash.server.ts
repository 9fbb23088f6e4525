import { randomBytes, randomUUID } from "node:crypto";
import { createCookie } from "react-router";
import type { ServerConfig } from "~/config.server";
import type { Flash } from "./flash";
import { isSecureRequest, isSecureSite } from "./https.server";

// Without SESSION_SECRET a per-process secret still signs toasts; a restart only drops one in flight.
const processSecret = randomBytes(32).toString("hex");

/** Like the session cookie: `__Host-` named and Secure over https, plain on http. */
function flashCookie(config: ServerConfig, secure: boolean) {
  return createCookie(secure ? "__Host-flash" : "__flash", {
    // Signed, so a toast shown in the admin can only be one the server wrote.
    secrets: [config.SESSION_SECRET ?? processSecret],
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    // Only has to live until the redirect it travels with is followed.
    maxAge: 60,
  });
}

const isSecure = (config: ServerConfig, request?: Request) =>
  request ? isSecureRequest(request, config) : isSecureSite(config);

/**
 * The Set-Cookie value carrying a toast to the next page. Pass the request so that a site
 * reached over https gets the `__Host-` cookie even when PUBLIC_URL does not say https.
 */
export function serializeFlash(config: ServerConfig, flash: Omit<Flash, "id">, request: Request) {
  return flashCookie(config, isSecure(config, request)).serialize({ ...flash, id: randomUUID() });
}

function isFlash(value: unknown): value is Flash {
  if (!value || typeof value !== "object") return false;
  const { id, type, message } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    (type === "success" || type === "error") &&
    typeof message === "string"
  );
}

/**
 * Reads the pending toast, if any, and the header that clears it so it shows only once. The
 * cookie named for this request comes first; the other name too, for a toast written by a
 * caller that did not pass its request (the value is signed either way).
 */
export async function readFlash(request: Request, config: ServerConfig) {
  const secure = isSecureRequest(request, config);
  for (const cookie of [flashCookie(config, secure), flashCookie(config, !secure)]) {
    const value: unknown = await cookie.parse(request.headers.get("Cookie"));
    if (value === null) continue;
    const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
    return { flash: isFlash(value) ? value : null, headers };
  }
  return { flash: null, headers: undefined };
}
