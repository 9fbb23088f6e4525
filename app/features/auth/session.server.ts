import { and, eq, lte, ne, or } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { createCookie, type LoaderFunctionArgs, redirect } from "react-router";
import type { ServerConfig } from "~/config.server";
import { configContext, databaseContext, type AdminUser } from "~/context";
import { isSecureRequest } from "~/utils/https.server";
import type { Database } from "~/db/client.server";
import { adminUsers, sessions } from "~/db/schema";
import { authMessages, RESTRICTED_REASON } from "./auth-schema";

/** Idle, absolute and second-factor lifetimes; activity is written at most once a minute. */
export const sessionTimes = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  mfaPendingMs: 5 * 60_000,
  touchEveryMs: 60_000,
} as const;

export const LOGIN_PATH = "/admin/login";

export type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/** The one session cookie: only a random token, never readable by scripts (STYLE §11). */
function sessionCookie(request: Request, config: ServerConfig) {
  const secure = isSecureRequest(request, config);
  // Over https `__Host-` makes the browser insist on Secure, Path=/ and no Domain.
  return createCookie(secure ? "__Host-session" : "__session", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: sessionTimes.absoluteMs / 1000,
  });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new random token per login and second factor; only its hash is stored, so it cannot be replayed. */
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

/** The administrator of a full (or, with `mfaPending`, a waiting) session; an expired one is deleted. */
export async function findSession(
  db: Database,
  token: string,
  now = Date.now(),
  mfaPending = false,
) {
  const id = hashToken(token);
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: adminUsers.id,
      email: adminUsers.email,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.id, id), eq(sessions.mfaPending, mfaPending)));
  if (!row) return null;
  const idleFor = now - row.lastSeenAt.getTime();
  if (row.expiresAt.getTime() <= now || idleFor >= sessionTimes.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (!mfaPending && idleFor >= sessionTimes.touchEveryMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { id: row.id, email: row.email } satisfies AdminUser;
}

export async function deleteSession(db: Pick<Database, "delete">, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Signs an administrator out everywhere, or everywhere but in the session of `keepToken`. */
export async function deleteUserSessions(
  db: Pick<Database, "delete">,
  userId: string,
  keepToken?: string,
) {
  const others = keepToken === undefined ? undefined : ne(sessions.id, hashToken(keepToken));
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

/** The token of the cookie named for this request (`__Host-session` over https). */
export async function readSessionToken(request: Request, config: ServerConfig) {
  const value: unknown = await sessionCookie(request, config).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export const serializeSessionCookie = (request: Request, config: ServerConfig, token: string) =>
  sessionCookie(request, config).serialize(token);

export const clearSessionCookie = (request: Request, config: ServerConfig) =>
  sessionCookie(request, config).serialize("", { maxAge: 0 });

/** The signed-in administrator (with `mfaPending`, the one awaiting their second factor), or null. */
export async function getAdmin({ request, context }: Args, mfaPending = false) {
  const token = await readSessionToken(request, context.get(configContext));
  return token ? findSession(context.get(databaseContext), token, Date.now(), mfaPending) : null;
}

/** The admin guard (STYLE §10): pages go to the login page, which explains why; writes get 401. */
export async function requireAdmin({ request, context }: Args): Promise<AdminUser> {
  const config = context.get(configContext);
  const token = await readSessionToken(request, config);
  const admin = token ? await findSession(context.get(databaseContext), token) : null;
  if (admin) return admin;
  // A stale cookie is dropped on the way out.
  const headers = token ? { "Set-Cookie": await clearSessionCookie(request, config) } : undefined;
  if (request.method === "GET" || request.method === "HEAD") {
    throw redirect(`${LOGIN_PATH}?motivo=${RESTRICTED_REASON}`, { headers });
  }
  throw new Response(authMessages.unauthenticated, {
    status: 401,
    headers: {
      ...headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}
