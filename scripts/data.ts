// `npm run backup -- FILE` and `npm run restore -- FILE`: the configured database (DATA_DIR or
// DATABASE_URL) to and from one backup file (gzip when FILE ends in .gz). Runs on plain Node, so
// it reaches the app through the server bundle (app/db/backup.server.ts does the work).
import { loadServerBundle } from "./server-bundle.ts";

interface Bundle {
  backupCommand(file: string): Promise<string>;
  restoreCommand(file: string): Promise<string>;
}

const [command, file, ...rest] = process.argv.slice(2);
if ((command !== "backup" && command !== "restore") || !file || rest.length > 0) {
  console.error("Uso: npm run backup -- ARQUIVO  |  npm run restore -- ARQUIVO");
  process.exit(2);
}
const failure =
  command === "backup" ? "Não foi possível fazer o backup" : "Não foi possível restaurar o backup";
try {
  const bundle = await loadServerBundle<Bundle>(["backupCommand", "restoreCommand"]);
  console.log(
    command === "backup" ? await bundle.backupCommand(file) : await bundle.restoreCommand(file),
  );
  process.exit(0);
} catch (error) {
  console.error(`${failure}: ${(error as Error).message}`);
  process.exit(1);
}
