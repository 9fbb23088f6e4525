import { randomBytes, randomUUID } from "node:crypto";
import { createCookie } from "react-router";
import type { ServerConfig } from "~/config.server";
import type { Flash } from "./flash";
import { isSecureSite } from "./session.server";

// Without SESSION_SECRET a per-process secret still signs toasts; a restart only drops one in flight.
const processSecret = randomBytes(32).toString("hex");

function flashCookie(config: ServerConfig) {
  return createCookie("__flash", {
    // Signed, so a toast shown in the admin can only be one the server wrote.
    secrets: [config.SESSION_SECRET ?? processSecret],
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureSite(config),
    path: "/",
    // Only has to live until the redirect it travels with is followed.
    maxAge: 60,
  });
}

/** The Set-Cookie value carrying a toast to the next page. */
export function serializeFlash(config: ServerConfig, flash: Omit<Flash, "id">) {
  return flashCookie(config).serialize({ ...flash, id: randomUUID() });
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

/** Reads the pending toast, if any, and the header that clears it so it shows only once. */
export async function readFlash(request: Request, config: ServerConfig) {
  const cookie = flashCookie(config);
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (value === null) return { flash: null, headers: undefined };
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { flash: isFlash(value) ? value : null, headers };
}
