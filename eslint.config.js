import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** The app has its own translator (app/lib/strings.ts, decision 006); these are not dependencies. */
const I18N_LIBRARIES = ["i18next", "react-i18next"].map((name) => ({ name, message: "Use useTranslation from ~/lib/translations (translate from ~/lib/strings)." }));

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", "node_modules/**", ".react-router/**", "test-results/**", "test-results-*/**", "playwright-report/**", "data/**", ".e2e-data*/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // No import cycles anywhere (docs/DESIGN.md, "Boundaries").
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Components translate through the shared per-language translator (decision 006).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: I18N_LIBRARIES }],
    },
  },
  {
    // app/lib/i18n carries every string of both languages; the browser bundle must not include it.
    files: ["app/root.tsx", "app/components/**/*.{ts,tsx}", "app/lib/translations.tsx", "app/lib/meta.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        paths: I18N_LIBRARIES,
        patterns: [{ group: ["~/lib/i18n", "**/lib/i18n", "**/locales/index"], message: "Server only: use ~/lib/strings or ~/lib/translations." }],
      }],
    },
  },
  {
    files: ["server.js", "scripts/**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", setTimeout: "readonly", clearTimeout: "readonly", setInterval: "readonly", clearInterval: "readonly", URL: "readonly" } },
  },
);
