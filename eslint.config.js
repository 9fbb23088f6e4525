import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
