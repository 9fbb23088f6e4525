import { randomBytes, randomUUID } from "node:crypto";
import { createCookie, redirect } from "react-router";
import type { ServerConfig } from "~/config.server";
import { z } from "~/lib/zod";
import { isSecureRequest } from "./https.server";

/** A toast that survives a redirect (STYLE §11); its id keeps React's double effects to one toast. */
const flashSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error"]),
  message: z.string(),
});
export type Flash = z.infer<typeof flashSchema>;

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

/** The Set-Cookie value carrying a toast to the next page; the request picks the cookie's name. */
export function serializeFlash(config: ServerConfig, flash: Omit<Flash, "id">, request: Request) {
  return flashCookie(config, isSecureRequest(request, config)).serialize({
    ...flash,
    id: randomUUID(),
  });
}

/** POST → redirect → GET: goes to `to`, where `message` shows as a toast; `cookies` are set first. */
export async function redirectWithToast(
  config: ServerConfig,
  request: Request,
  to: string,
  message: string,
  { type = "success", cookies = [], headers = new Headers() }: RedirectOptions = {},
) {
  const flash = serializeFlash(config, { type, message }, request);
  for (const cookie of await Promise.all([...cookies, flash])) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

type RedirectOptions = { type?: Flash["type"]; cookies?: Promise<string>[]; headers?: Headers };

/** The pending toast, if any, and the header that clears it; either cookie name is read (both signed). */
export async function readFlash(request: Request, config: ServerConfig) {
  const secure = isSecureRequest(request, config);
  for (const cookie of [flashCookie(config, secure), flashCookie(config, !secure)]) {
    const value: unknown = await cookie.parse(request.headers.get("Cookie"));
    if (value === null) continue;
    const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
    return { flash: flashSchema.safeParse(value).data ?? null, headers };
  }
  return { flash: null, headers: undefined };
}
