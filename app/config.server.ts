import { isIP } from "node:net";
import { z } from "~/lib/zod";
import { LOG_LEVELS } from "~/utils/logger.server";

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A variable read as Express's "trust proxy"; `accept` refuses a kind with null. */
function proxySetting<T>(accept: (setting: number | string[] | null) => T | null, message: string) {
  return optional
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const setting = accept(trustProxySetting(value));
      if (setting === null) context.addIssue({ code: "custom", message });
      return setting ?? undefined;
    })
    .optional();
}

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
  /** Rehearsals and tests: the site's calendar starts at this instant and runs on from the start. */
  CLOCK_START: optional.pipe(z.iso.datetime({ offset: true }).optional()),
  /** Default "info": a line per request. */
  LOG_LEVEL: optional.pipe(z.enum(LOG_LEVELS).optional()),
  /** Who may read `/metrics` (default loopback): addresses, networks, Express's keywords. */
  METRICS_ALLOW: proxySetting(
    (setting) => (Array.isArray(setting) ? setting : null),
    "use endereços/redes separados por vírgula (ex.: loopback, 10.0.0.0/8)",
  ),
  /** Where the scheduled backups are written: `/readyz` and `/metrics` tell the newest's age. */
  BACKUP_DIR: optional,
  /** Seconds between SIGTERM (when `/readyz` starts answering 503) and closing the server. */
  SHUTDOWN_DELAY: z.coerce.number().min(0).max(120).optional(),
  TRUST_PROXY: proxySetting(
    (setting) => setting,
    "use um número de proxies (ex.: 1) ou endereços/redes separados por vírgula " +
      "(ex.: loopback, 10.0.0.0/8)",
  ),
});

export type ServerConfig = z.infer<typeof configSchema>;

const startedAt = Date.now();

/** The instant the public pages are drawn for: now, or CLOCK_START's instant moved on since boot. */
export function siteNow(config: Pick<ServerConfig, "CLOCK_START">) {
  if (!config.CLOCK_START) return new Date();
  return new Date(Date.parse(config.CLOCK_START) + (Date.now() - startedAt));
}

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

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Express's "trust proxy": a hop count or a list of addresses, networks, keywords (loopback by default). */
export function trustProxySetting(value: string | undefined): number | string[] | null {
  if (value === undefined) return ["loopback"];
  const trimmed = value.trim();
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_KEYWORDS.has(entry)) return true;
    const [address, bits, ...extra] = entry.split("/");
    const version = isIP(address ?? "");
    if (version === 0 || extra.length > 0) return false;
    if (bits === undefined) return true;
    const prefix = Number(bits);
    return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : null;
}
