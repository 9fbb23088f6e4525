import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const siteChrome =
  /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|createLucideIcon|Icon|defaultAttributes|shared[\\/].*)\.js|clsx|tailwind-merge|class-variance-authority)[\\/]?|[\\/]app[\\/](components[\\/](layout[\\/]|ui[\\/])?[^\\/]+|lib[\\/][^\\/]+|content[\\/](event|navigation)\.ts)$/;
// Not first-paint code, though under the site's folders: zod's module (its `config` call would
// pull zod's core into the group), what loads apart (the drawer, Radix tabs and accordion), and
// what only some pages use (the form kit with its primitives and dialogs, the content icons, the
// media rules).
const onDemand =
  /[\\/]app[\\/](components[\\/](layout[\\/]mobile-drawer|forms|confirm-dialog|icon|ui[\\/]([\w-]+-radix|alert-dialog|dialog|alert|input|label|textarea|native-select))\.tsx|lib[\\/](revision|zod|media-rules)\.ts)$/;

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    client: {
      build: {
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
                // The site's chrome and primitives, used by every public page.
                { name: "site", test: (id) => siteChrome.test(id) && !onDemand.test(id) },
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
      // Bundled rather than loaded from node_modules: Node 24 spends ~130 MiB and ~1 s loading
      // drizzle-orm's ~200 modules one by one (measured; issue 9's memory bound).
      resolve: { noExternal: ["drizzle-orm"] },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
