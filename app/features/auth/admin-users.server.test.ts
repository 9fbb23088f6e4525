import { expect, test, vi } from "vitest";
import { loadConfig } from "~/config.server";
import { adminUsers, rateLimitHits, sessions } from "~/db/schema";
import { testEngines } from "~tests/support/databases";
import { ensureAdminFromEnv, setAdminPassword, verifyCredentials } from "./admin-users.server";
import { logIn, loginRateLimits } from "./login.server";
import { createSession, findSessionUser } from "./session.server";

for (const engine of testEngines) {
  test(`${engine.name}: ADMIN_EMAIL + ADMIN_PASSWORD create, keep or update the administrator`, async () => {
    const { db, close } = await engine.open();
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
      expect(await findSessionUser(db, token)).not.toBeNull();

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
      await close();
    }
  });

  test(`${engine.name}: login is limited per account and per address; success clears the account`, async () => {
    const { db, close } = await engine.open();
    try {
      await setAdminPassword(db, "admin@x.test", "senha-certa-1");
      const now = 1_750_000_000_000;
      const wrong = { email: "admin@x.test", password: "errada" };
      for (let i = 0; i < 4; i++) {
        expect(await logIn(db, wrong, "10.0.0.1", now + i)).toEqual({ status: "invalid" });
      }
      // A success forgets the account's failures…
      const ok = await logIn(
        db,
        { email: "ADMIN@x.test", password: "senha-certa-1" },
        "10.0.0.1",
        now + 5,
      );
      expect(ok.status).toBe("ok");
      for (let i = 0; i < 5; i++) await logIn(db, wrong, "10.0.0.2", now + 10 + i);
      // …and five failures in a row lock the account, whatever the password or address.
      expect(
        await logIn(db, { email: "admin@x.test", password: "senha-certa-1" }, "10.0.0.3", now + 20),
      ).toEqual({ status: "limited", retryAfterMs: loginRateLimits.account.windowMs - 10 });

      // One address trying many accounts is stopped by the per-address limit.
      const address = "10.0.0.9";
      for (let i = 0; i < loginRateLimits.address.limit; i++) {
        await logIn(db, { email: `conta-${i}@x.test`, password: "x" }, address, now + i);
      }
      expect(
        (await logIn(db, { email: "nova@x.test", password: "x" }, address, now + 100)).status,
      ).toBe("limited");
      expect(
        (await logIn(db, { email: "nova@x.test", password: "x" }, "10.0.0.10", now + 100)).status,
      ).toBe("invalid");
      expect((await db.select().from(rateLimitHits)).length).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
}
