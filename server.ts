// Runtime entry: `npm start`. Builds first when there is no production build, then serves it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const serverBuild = path.resolve("build/server/index.js");
if (!existsSync(serverBuild)) {
  console.log("Nenhum build encontrado: executando `react-router build`…");
  execFileSync(path.resolve("node_modules/.bin/react-router"), ["build"], { stdio: "inherit" });
}
const { startServer } = await import(pathToFileURL(serverBuild).href);
try {
  await startServer();
} catch (error) {
  console.error(`Não foi possível iniciar o servidor: ${(error as Error).message}`);
  process.exit(1);
}
