import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

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
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  name: "ui",
                  test: /node_modules[\\/](@radix-ui|radix-ui|lucide-react|sonner|embla-carousel[^\\/]*|class-variance-authority|clsx|tailwind-merge|@floating-ui)[\\/]/,
                },
                // Site chrome used by every page; page-specific content stays with its route.
                {
                  name: "site",
                  test: /[\\/]app[\\/](components[\\/](ui[\\/])?[^\\/]+|lib[\\/].+|content[\\/](event|navigation)\.ts)$/,
                },
              ],
            },
          },
        },
      },
    },
    // The Express app (server/app.ts) is the SSR build's entry, so the runtime
    // entry (server.ts) imports one bundle with aliases already resolved.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
