import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

/*
 * The layers (docs/architecture.md): routes → features → (components, lib, content, db, utils).
 * Nothing imports upward, and a feature never reaches into another feature: what two features
 * share lives in a lower layer.
 */
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  {
    target: ["./app/components", "./app/lib", "./app/content", "./app/db", "./app/utils"],
    from: ["./app/features", "./app/routes"],
    message: "A lower layer must not import a feature or a route; move the shared code down.",
  },
  {
    target: "./app/features",
    from: "./app/routes",
    message: "Features must not import routes.",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "A feature must not import another feature; move what they share to a lower layer.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // Deep relative imports hide a module's place; use the `~/` alias.
      "no-restricted-imports": ["error", { patterns: ["../../*"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-cycle": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: ["../../*"],
          paths: [
            {
              name: "zod",
              message: "Use `~/lib/zod`: it turns off zod's eval, which the site's CSP refuses.",
            },
          ],
        },
      ],
    },
  },
);
