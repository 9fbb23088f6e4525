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

/** This render's script nonce, from the server, handed to React Router; none in development. */
export const scriptNonceContext = createContext<string | undefined>(undefined);

/** The published content's version, bumped by every admin write; null without the page cache. */
export interface ContentVersionReader {
  current(): number | Promise<number>;
}

export const contentVersionContext = createContext<ContentVersionReader | null>(null);

/** Until when (ms) this render holds: a page showing the event's phase expires at its change. */
export const renderExpiryContext = createContext<{ at: number } | null>(null);

export function expireRenderAt(context: Readonly<RouterContextProvider>, at: number) {
  const expiry = context.get(renderExpiryContext);
  if (expiry) expiry.at = Math.min(expiry.at, at);
}
