import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import type PinoPretty from "pino-pretty";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Never written, whatever a caller passes: what people type to sign in or write, and sessions. */
const REDACTED = [
  ...["password", "email", "token", "cookie", "body"].flatMap((key) => [key, `*.${key}`]),
  "headers.authorization",
  'headers["set-cookie"]',
];

/** JSON lines, or readable lines on a terminal; `destination`: where the lines go instead. */
export function createLogger({
  level = "info",
  destination,
}: { level?: (typeof LOG_LEVELS)[number]; destination?: DestinationStream } = {}): Logger {
  const options = { level, redact: { paths: REDACTED, censor: "[removido]" } };
  const stream = destination ?? (process.stdout.isTTY ? prettyStream() : undefined);
  return stream ? pino(options, stream) : pino(options);
}

/** pino-pretty, loaded only for a terminal: a production process never pays for it. */
function prettyStream(): DestinationStream {
  const require = createRequire(import.meta.url);
  const pretty = require("pino-pretty") as typeof PinoPretty;
  return pretty({
    colorize: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    // Written at once, so the last lines before an exit are never lost.
    sync: true,
  });
}

let appLogger: Logger | undefined;

/** The logger the app's own reports go to: the server's, set once it is made. */
export function setAppLogger(logger: Logger) {
  appLogger = logger;
}

/** Something went wrong that the visitor was answered for: logged once, with its stack. */
export function reportError(message: string, error: unknown) {
  if (appLogger) appLogger.error({ err: error }, message);
  else console.error(message, error);
}
