import { expect, vi } from "vitest";
import { loadConfig } from "~/config.server";
import { adminUsers, sessions } from "~/db/schema";
import { databaseTest } from "~tests/support/databases";
import { ensureAdminFromEnv, setAdminPassword, verifyCredentials } from "./admin-users.server";
import { createSession, findSession } from "./session.server";

databaseTest(
  "ADMIN_EMAIL + ADMIN_PASSWORD create, keep or update the administrator",
  async ({ db }) => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await ensureAdminFromEnv(db, loadConfig({ ADMIN_EMAIL: "admin@x.test" }));
      await ensureAdminFromEnv(db, loadConfig({ ADMIN_PASSWORD: "senha-longa-1" }));
      expect(await db.select().from(adminUsers)).toHaveLength(0);

      const env = { ADMIN_EMAIL: "Admin@X.test", ADMIN_PASSWORD: "senha-longa-1" };
      await ensureAdminFromEnv(db, loadConfig(env));
      expect(log).toHaveBeenLastCalledWith("Administrador admin@x.test criado");
      const [user] = await db.select().from(adminUsers);
      expect(user?.email).toBe("admin@x.test");
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

      // A restart with the same password keeps the administrator signed in.
      const token = await createSession(db, user!.id);
      await ensureAdminFromEnv(db, loadConfig(env));
      expect(await findSession(db, token)).not.toBeNull();

      // A new password replaces the old one and signs the administrator out everywhere.
      await ensureAdminFromEnv(db, loadConfig({ ...env, ADMIN_PASSWORD: "senha-longa-2" }));
      expect(log).toHaveBeenLastCalledWith("Administrador admin@x.test atualizado");
      expect(await db.select().from(sessions)).toHaveLength(0);
      expect(await verifyCredentials(db, "admin@x.test", "senha-longa-1")).toBeNull();
      expect(await verifyCredentials(db, " ADMIN@x.test ", "senha-longa-2")).toMatchObject({
        email: "admin@x.test",
      });
      expect(await verifyCredentials(db, "outro@x.test", "senha-longa-2")).toBeNull();

      await expect(
        ensureAdminFromEnv(db, loadConfig({ ...env, ADMIN_PASSWORD: "curta" })),
      ).rejects.toThrow("ADMIN_PASSWORD: A senha deve ter pelo menos 8 caracteres.");
      await expect(setAdminPassword(db, "nao-e-email", "senha-longa-3")).rejects.toThrow(
        "E-mail inválido",
      );
    } finally {
      log.mockRestore();
    }
  },
);
