import type { ServerConfig } from "~/config.server";

export function isSecureSite(config: ServerConfig) {
  return config.PUBLIC_URL?.startsWith("https:") ?? false;
}

/** Secure (`__Host-`) cookies over https, by the request's scheme or the configured site. */
export function isSecureRequest(request: Request, config: ServerConfig) {
  return new URL(request.url).protocol === "https:" || isSecureSite(config);
}
