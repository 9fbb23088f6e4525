import { and, eq, lte, ne, or } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect, type RouterContextProvider } from "react-router";
import type { ServerConfig } from "~/config.server";
import { configContext, databaseContext, type AdminUser } from "~/context";
import { isSecureRequest } from "~/utils/https.server";
import type { Database } from "~/db/client.server";
import { adminUsers, sessions } from "~/db/schema";
import { authMessages, RESTRICTED_REASON } from "./auth-messages";

/**
 * An idle session ends after 30 min, any session after 12 h; one waiting for its second factor
 * after 5 min. Activity is written at most once a minute.
 */
export const sessionTimes = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  mfaPendingMs: 5 * 60_000,
  touchEveryMs: 60_000,
} as const;

/** Over https the cookie carries the `__Host-` prefix: the browser then insists on Secure, Path=/ and no Domain. */
export const SESSION_COOKIE = "__session";
export const SECURE_SESSION_COOKIE = "__Host-session";
export const LOGIN_PATH = "/admin/login";

type Context = Readonly<RouterContextProvider>;
interface Args {
  request: Request;
  context: Context;
}

/** The one session cookie: only a random token, never readable by scripts (STYLE §11). */
function sessionCookie(request: Request, config: ServerConfig) {
  const secure = isSecureRequest(request, config);
  return createCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: sessionTimes.absoluteMs / 1000,
  });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Starts a session with a new random token (so every login and second factor gets a new id);
 * the database keeps only the token's hash, so its rows cannot be replayed. A session still
 * waiting for its second factor (`mfaPending`) lives 5 minutes and never passes the guard.
 */
export async function createSession(
  db: Pick<Database, "delete" | "insert">,
  userId: string,
  now = Date.now(),
  { mfaPending = false }: { mfaPending?: boolean } = {},
) {
  const token = randomBytes(32).toString("base64url");
  // Expired sessions are swept here, the one place that adds rows.
  await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, new Date(now)),
        lte(sessions.lastSeenAt, new Date(now - sessionTimes.idleMs)),
      ),
    );
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + (mfaPending ? sessionTimes.mfaPendingMs : sessionTimes.absoluteMs)),
    mfaPending,
  });
  return token;
}

async function sessionRow(db: Database, id: string, mfaPending: boolean) {
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: adminUsers.id,
      email: adminUsers.email,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.id, id), eq(sessions.mfaPending, mfaPending)));
  return row;
}

/**
 * The administrator a token belongs to, or null when it is unknown, expired (then deleted) or
 * still waiting for its second factor.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<AdminUser | null> {
  const id = hashToken(token);
  const row = await sessionRow(db, id, false);
  if (!row) return null;
  const idleFor = now - row.lastSeenAt.getTime();
  if (row.expiresAt.getTime() <= now || idleFor >= sessionTimes.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idleFor >= sessionTimes.touchEveryMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { id: row.userId, email: row.email };
}

/** The administrator whose password was right and whose second factor is awaited, or null. */
export async function findPendingSession(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<AdminUser | null> {
  const id = hashToken(token);
  const row = await sessionRow(db, id, true);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  return { id: row.userId, email: row.email };
}

export async function deleteSession(db: Pick<Database, "delete">, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Signs an administrator out everywhere except in the session of `keepToken`. */
export async function deleteOtherSessions(
  db: Pick<Database, "delete">,
  userId: string,
  keepToken: string,
) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, hashToken(keepToken))));
}

/** Signs an administrator out everywhere (after a password change or a reset of the second factor). */
export async function deleteUserSessions(db: Pick<Database, "delete">, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The token of the cookie named for this request (`__Host-session` over https). */
export async function readSessionToken(request: Request, config: ServerConfig) {
  const value: unknown = await sessionCookie(request, config).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function serializeSessionCookie(request: Request, config: ServerConfig, token: string) {
  return sessionCookie(request, config).serialize(token);
}

export function clearSessionCookie(request: Request, config: ServerConfig) {
  return sessionCookie(request, config).serialize("", { maxAge: 0 });
}

/** The signed-in administrator, or null. */
export async function getAdmin({ request, context }: Args) {
  const token = await readSessionToken(request, context.get(configContext));
  if (!token) return null;
  return findSessionUser(context.get(databaseContext), token);
}

/** The administrator waiting for their second factor, with the pending session's token. */
export async function getPendingAdmin({ request, context }: Args) {
  const token = await readSessionToken(request, context.get(configContext));
  if (!token) return null;
  const admin = await findPendingSession(context.get(databaseContext), token);
  return admin ? { admin, token } : null;
}

const isSafeMethod = (method: string) => method === "GET" || method === "HEAD";

function textResponse(message: string, status: number, headers?: HeadersInit) {
  const response = new Response(message, { status, headers });
  response.headers.set("Content-Type", "text/plain; charset=utf-8");
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * The admin area's guard (STYLE §10): returns the signed-in administrator, or throws — pages
 * (GET/HEAD) are redirected to the login page, which then explains why; writes get 401. A write
 * from another site never gets here: the request pipeline refuses it at the edge.
 */
export async function requireAdmin({ request, context }: Args): Promise<AdminUser> {
  const config = context.get(configContext);
  const token = await readSessionToken(request, config);
  const admin = token ? await findSessionUser(context.get(databaseContext), token) : null;
  if (admin) return admin;
  // A stale cookie is dropped on the way out.
  const headers = token ? { "Set-Cookie": await clearSessionCookie(request, config) } : undefined;
  if (isSafeMethod(request.method)) {
    throw redirect(`${LOGIN_PATH}?motivo=${RESTRICTED_REASON}`, { headers });
  }
  throw textResponse(authMessages.unauthenticated, 401, headers);
}
