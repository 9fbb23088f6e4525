import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optional.pipe(z.string().url().optional()),
  ADMIN_EMAIL: optional.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: optional,
  SESSION_SECRET: optional,
  PUBLIC_URL: optional.pipe(z.string().url().optional()),
  SMTP_URL: optional,
  NOTIFY_EMAIL: optional.pipe(z.string().email().optional()),
  GA_MEASUREMENT_ID: optional,
});

export type ServerConfig = z.infer<typeof configSchema>;

/** The environment, validated once at boot; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Configuração inválida:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}
