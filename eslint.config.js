// The linter (decision 0046): typescript-eslint's recommended rules and React's two hook rules, and the import
// boundaries of CONTRIBUTING.md enforced by eslint-plugin-import-x, which resolves imports as TypeScript does
// (`#common/…`, `~/…` through tsconfig.json's paths), so an aliased import meets the same rules as a relative one.
// `lintConfig(root)` builds the configuration for a project folder: the repository's below, and the planted
// violations of tests/unit/lint-rules.test.ts, which prove that every boundary can fail.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Packages that are HTTP plumbing: a service takes plain values and throws typed errors, never these. */
const HTTP_PACKAGES = ["express", "express-*", "@react-router/express", "compression", "helmet", "pino-http"];

/** @param {string} root the project folder: zones and the tsconfig.json whose paths are resolved are in it */
export function lintConfig(root) {
  return defineConfig(
    { ignores: ["build/", ".react-router/", "node_modules/", "data/", "drizzle/", "test-results/", "playwright-report/", "coverage/", ".cache/", "backups/"] },
    js.configs.recommended,
    tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node } },
      rules: {
        // The house convention for a name that must be there but is not read: a leading underscore (a rest
        // destructuring that leaves fields out, a callback's unused parameter).
        "@typescript-eslint/no-unused-vars": [
          "error",
          { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
        ],
      },
    },
    {
      files: ["app/**/*.{ts,tsx}"],
      languageOptions: { globals: { ...globals.browser } },
      plugins: { "react-hooks": reactHooks },
      rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
    },
    {
      // The bench hands functions to the browser page it drives (`page.evaluate`); they run there, not in Node.
      files: ["scripts/bench.mjs"],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      plugins: { "import-x": importX },
      settings: {
        "import-x/extensions": [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"],
        "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
        "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json`, alwaysTryTypes: true })],
        // One lint run is one pass: keep every module read for the cycle check for the whole run (the default
        // forgets them after 30 s and reads them again).
        "import-x/cache": { lifetime: "∞" },
      },
      rules: {
        // Every import resolves: one the resolver could not follow would slip past the boundaries below.
        "import-x/no-unresolved": "error",
        // `import type` is erased and cannot make a circle; a dynamic `import()` can, and counts.
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
        "import-x/no-restricted-paths": [
          "error",
          {
            basePath: root,
            zones: [
              {
                target: "common",
                from: ["app", "server"],
                message: "common/ is loaded by the browser and the server alike: it imports neither app/ nor server/.",
              },
              {
                target: "app/**/!(*.server).{ts,tsx}",
                from: "server/**",
                message: "app/ reaches server/ only from a *.server.ts module, which the bundler keeps out of the browser (decision 0032).",
              },
              {
                target: "server/services",
                from: ["server/http", "server/api", "server/app.ts"],
                message: "Services hold business rules without HTTP: no server/http, server/api or the Express app.",
              },
              {
                target: "server/http",
                from: "server/process",
                message: "Process code (serve, cluster, lifecycle) may use server/http, not the other way round.",
              },
            ],
          },
        ],
      },
    },
    {
      files: ["server/services/**"],
      rules: {
        "no-restricted-imports": [
          "error",
          { patterns: [{ group: HTTP_PACKAGES, message: "Services hold business rules without HTTP: no Express or its middleware." }] },
        ],
      },
    },
  );
}

export default lintConfig(import.meta.dirname);
