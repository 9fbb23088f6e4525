import { eq } from "drizzle-orm";
import { z } from "~/lib/zod";
import { type ServerConfig, loadConfig } from "~/config.server";
import { type Database, openDatabase } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import {
  hashPassword,
  passwordLimits,
  verifyAgainstDummy,
  verifyPassword,
} from "./password.server";
import { deleteUserSessions } from "./session.server";

/** One spelling per account (NFKC, trimmed, lower case), for storage and for the limits. */
export const normalizeEmail = (email: string) => email.normalize("NFKC").trim().toLowerCase();

/** An audit entry about an administrator's account, with the address it came from. */
export const auditAccount =
  (db: Database, actor: string, entityId: string | null, address: string) =>
  (action: string, details?: Record<string, unknown>) =>
    recordAudit(db, {
      actor,
      action,
      entity: "admin_user",
      entityId,
      details: { address, ...details },
    });

/** What a new password must be; checked wherever one is set (environment, command line). */
const passwordSchema = z
  .string()
  .min(passwordLimits.min, `A senha deve ter pelo menos ${passwordLimits.min} caracteres.`)
  .max(passwordLimits.max, `A senha deve ter no máximo ${passwordLimits.max} caracteres.`);
const passwordProblem = (password: string) =>
  passwordSchema.safeParse(password).error?.issues[0]?.message;

/** Creates or updates the administrator; a changed password signs them out everywhere. */
export async function setAdminPassword(
  db: Database,
  rawEmail: string,
  password: string,
): Promise<"created" | "updated" | "unchanged"> {
  const email = normalizeEmail(rawEmail);
  if (!z.email().safeParse(email).success) throw new Error(`E-mail inválido: ${rawEmail}`);
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);

  const [existing] = await db
    .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (existing && (await verifyPassword(password, existing.passwordHash))) return "unchanged";

  const passwordHash = await hashPassword(password);
  if (!existing) {
    await db.insert(adminUsers).values({ email, passwordHash });
    return "created";
  }
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(adminUsers.id, existing.id));
    await deleteUserSessions(tx, existing.id);
  });
  return "updated";
}

const outcomeText = {
  created: "criado",
  updated: "atualizado",
  unchanged: "já estava com esta senha",
} as const;

/** ADMIN_EMAIL + ADMIN_PASSWORD at start create or update that administrator (DESIGN §6). */
export async function ensureAdminFromEnv(db: Database, config: ServerConfig) {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const problem = passwordProblem(config.ADMIN_PASSWORD);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const outcome = await setAdminPassword(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  console.log(`Administrador ${normalizeEmail(config.ADMIN_EMAIL)} ${outcomeText[outcome]}`);
}

/** An unknown e-mail costs the time of a wrong password, so timing hides which accounts exist. */
export async function verifyCredentials(db: Database, rawEmail: string, password: string) {
  const email = normalizeEmail(rawEmail);
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  if (!user) return verifyAgainstDummy(password).then(() => null);
  const { id, mfaEnabledAt } = user;
  return (await verifyPassword(password, user.passwordHash)) ? { id, email, mfaEnabledAt } : null;
}

/** Opens the configured database on its own for a command (the embedded one's lock says to stop the server). */
export async function withConfiguredDatabase<T>(
  env: NodeJS.ProcessEnv,
  run: (db: Database) => Promise<T>,
) {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

/** `npm run admin -- set-password EMAIL`. */
export function setAdminPasswordCommand(
  email: string,
  password: string,
  env: NodeJS.ProcessEnv = process.env,
) {
  return withConfiguredDatabase(env, async (db) => {
    const outcome = await setAdminPassword(db, email, password);
    return `Administrador ${normalizeEmail(email)} ${outcomeText[outcome]}.`;
  });
}
