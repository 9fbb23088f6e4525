import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { type Plugin, build, defineConfig } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

/**
 * `/sw.js`, the service worker (docs/decisions/007), bundled apart from the app into one classic
 * script (no chunks, no module loader: a worker registered without `type: "module"`) and added
 * to the client build under its fixed name.
 */
function serviceWorker(): Plugin {
  return {
    name: "congress:service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      const output = await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        resolve: { alias: { "~": appDir } },
        build: {
          write: false,
          minify: true,
          lib: {
            entry: fileURLToPath(new URL("./app/sw/service-worker.ts", import.meta.url)),
            formats: ["iife"],
            name: "serviceWorker",
          },
        },
      });
      const [result] = Array.isArray(output) ? output : [output];
      const chunk = result && "output" in result ? result.output[0] : undefined;
      if (!chunk || chunk.type !== "chunk") throw new Error("O service worker não foi gerado.");
      this.emitFile({ type: "asset", fileName: "sw.js", source: chunk.code });
    },
  };
}

// The site's frame, on every public page's first paint: header and menus, toaster, with
// what they import. Nothing in it uses
// tailwind-merge (classes are joined with clsx and variants never conflict), which stays in
// the `ui` group below with the primitives pages load on their own.
const siteFrame =
  /node_modules[\\/](clsx|class-variance-authority)[\\/]|[\\/]app[\\/](components[\\/](site-header|toaster|error-messages|layout[\\/](desktop-nav|mobile-menu|site-link|frame-icons)|ui[\\/](button|badge)-variants)|lib[\\/](navigation|lazy-module|use-hydrated|event-facts-context|head-tags)|content[\\/]navigation)\.tsx?$/;
// Shared by pages and sections, never by the frame: primitives, `cn` with tailwind-merge, the
// Radix slot, lucide-react's runtime (the frame draws its four icons itself), small helpers. Zod's module (its `config` call would pull zod's core), the form
// kit and dialogs, and the Radix tabs and accordion load on demand, outside this group.
const sharedUi =
  /node_modules[\\/](tailwind-merge[\\/]|@radix-ui[\\/]react-(slot|compose-refs)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*)\.m?js)|[\\/]app[\\/](components[\\/](ui[\\/](button|badge|card|tabs|accordion)|pages[\\/][^\\/]+|email-address)\.tsx|lib[\\/](utils|money|meta|use-lazy-carousel)\.ts)$/;

export default defineConfig({
  resolve: {
    alias: { "~": appDir },
  },
  environments: {
    client: {
      build: {
        // No preload links from Vite for a dynamic import's dependencies: its helper added them
        // (~1 ms of main thread each) in one task as the page's parts started loading, one of
        // hydration's longest (issue 9); the browser fetches them as each module is read.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Fewer, larger chunks: on a phone's slow connection each extra request costs a
            // round trip, and per-icon or per-primitive chunks made the home page load ~40 files.
            // A group captures every module it matches, even one only reached by a dynamic
            // import, so the groups hold only what pages need on first paint; what loads on
            // demand (sonner, embla, vaul and the drawer, Radix dialogs of the admin) stays out.
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
                { name: "site", test: siteFrame },
                { name: "ui", test: sharedUi },
              ],
            },
          },
        },
      },
    },
    // The Express app (server/app.ts) is the SSR build's entry, so the runtime
    // entry (server.ts) imports one bundle with aliases already resolved.
    ssr: {
      build: { rolldownOptions: { input: "./server/app.ts" } },
      // Bundled rather than loaded from node_modules: drizzle-orm's ~200 modules cost ~130 MiB
      // and ~1 s loaded one by one, and lucide-react's index holds every icon (17 MiB at start)
      // where the bundle keeps the few the pages draw.
      resolve: { noExternal: ["drizzle-orm", "lucide-react"] },
    },
  },
  plugins: [tailwindcss(), reactRouter(), serviceWorker()],
});
