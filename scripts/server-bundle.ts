// The server bundle, for scripts that run on plain Node: it holds the app with its aliases
// resolved (server/app.ts is its entry). Built first when missing or older than its sources.
import { loadServerBuild } from "../server/build-stamp.ts";

export async function loadServerBundle<T>(needs: (keyof T & string)[]): Promise<T> {
  const bundle = await loadServerBuild<Partial<T>>();
  if (needs.some((name) => typeof bundle[name] !== "function")) {
    throw new Error("O build está desatualizado: execute `npm run build` e tente de novo.");
  }
  return bundle as T;
}
