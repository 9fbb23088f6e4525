import type { ServerConfig } from "~/config.server";

/** Whether the configured public address is https. */
export function isSecureSite(config: ServerConfig) {
  return config.PUBLIC_URL?.startsWith("https:") ?? false;
}

/**
 * Cookies are Secure (and `__Host-` named) when this request came over https (the server takes
 * the scheme from a trusted proxy) or the site is configured as https; plain http (local use)
 * keeps working without them.
 */
export function isSecureRequest(request: Request, config: ServerConfig) {
  return new URL(request.url).protocol === "https:" || isSecureSite(config);
}
