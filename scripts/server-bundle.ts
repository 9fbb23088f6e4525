// The server bundle, for scripts that run on plain Node: it holds the app with its aliases
// resolved (server/app.ts is its entry). Built first when missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export async function loadServerBundle<T>(needs: (keyof T & string)[]): Promise<T> {
  const serverBuild = path.resolve("build/server/index.js");
  if (!existsSync(serverBuild)) {
    console.log("Nenhum build encontrado: executando `react-router build`…");
    execFileSync(path.resolve("node_modules/.bin/react-router"), ["build"], { stdio: "inherit" });
  }
  const bundle = (await import(pathToFileURL(serverBuild).href)) as Partial<T>;
  if (needs.some((name) => typeof bundle[name] !== "function")) {
    throw new Error("O build está desatualizado: execute `npm run build` e tente de novo.");
  }
  return bundle as T;
}
