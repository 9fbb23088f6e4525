import { createContext, type RouterContextProvider } from "react-router";
import type { ServerConfig } from "~/config.server";
import type { Database } from "~/db/client.server";

/** The database, handed to every loader and action by the server entry. */
export const databaseContext = createContext<Database>();

/** The validated server configuration (never sent to the browser as a whole). */
export const configContext = createContext<ServerConfig>();

export interface AdminUser {
  id: string;
  email: string;
}

/** The signed-in administrator, set by the admin area's middleware for its loaders and actions. */
export const adminUserContext = createContext<AdminUser>();

/** This render's script nonce (app/lib/script-nonce.ts), from the server; none in development. */
export const scriptNonceContext = createContext<string | undefined>(undefined);

/**
 * The version of everything the public sees: the published pages' own (DESIGN §9), which every
 * admin write bumps and every process on one PostgreSQL shares. Work a loader does once per
 * change (the calendars' session revisions) is kept under it. Null without the published-page
 * cache (the development server): nothing is kept then.
 */
export interface ContentVersionReader {
  current(): number | Promise<number>;
}

export const contentVersionContext = createContext<ContentVersionReader | null>(null);

/**
 * Until when (ms, the server's clock) this render holds: a page that shows the event's phase
 * ends it at the phase's next change, and the published-page cache renders it anew from then.
 */
export const renderExpiryContext = createContext<{ at: number } | null>(null);

export function expireRenderAt(context: Readonly<RouterContextProvider>, at: number) {
  const expiry = context.get(renderExpiryContext);
  if (expiry) expiry.at = Math.min(expiry.at, at);
}
