import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/**
 * i18next is created once per language in shared/i18n/strings.ts (decisions 006 and 110) and reaches
 * components through useTranslation; react-i18next's per-component wrapper is what cost the CPU.
 */
const REACT_I18NEXT = {
  name: "react-i18next",
  message:
    "Use useTranslation from ~/lib/translations: one i18next instance per language, no per-component wrapper (decision 006).",
};
const I18NEXT = {
  name: "i18next",
  message:
    "Use useTranslation from ~/lib/translations (translate from @shared/i18n/strings): one i18next instance per language lives there.",
};
const I18N_LIBRARIES = [REACT_I18NEXT, I18NEXT];

/** Browser code may import types from the server side, never values (docs/DESIGN.md, "Boundaries"). */
const SERVER_FOLDERS = {
  group: ["**/server/*", "**/routers/*", "**/db/*"],
  allowTypeImports: true,
  message: "Server code: the browser bundle may import its types only. Move code both sides run to shared/.",
};
const SERVER_MODULES = { group: ["**/*.server", "**/*.server.*"], message: "A *.server module runs on the server only." };

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "node_modules/**",
      ".react-router/**",
      "test-results/**",
      "test-results-*/**",
      "playwright-report/**",
      "data/**",
      ".e2e-data*/**",
      "examples/partner/generated/**",
    ],
  },
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
    // The boundary (docs/DESIGN.md, "Where things are"). Browser code — app/ and the isomorphic shared/ —
    // never imports a value from the server side (server/, routers/, db/) or a *.server module; types
    // are fine (the tRPC client's AppRouter). It translates through the shared per-language i18next instances
    // (decision 006), never the every-string server module. Tests and the server entry are not bundled.
    files: ["app/**/*.{ts,tsx}", "shared/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: I18N_LIBRARIES, patterns: [SERVER_FOLDERS, SERVER_MODULES] },
      ],
    },
  },
  {
    // Route modules may use a *.server module in their loader or action: React Router removes those
    // exports and their imports from the browser build (and refuses the build if one remains).
    files: ["app/root.tsx", "app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: I18N_LIBRARIES, patterns: [SERVER_FOLDERS] }] },
  },
  {
    // The one module that creates the i18next instances.
    files: ["shared/i18n/strings.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [REACT_I18NEXT], patterns: [SERVER_FOLDERS, SERVER_MODULES] },
      ],
    },
  },
  {
    // The server side never imports the UI: what both sides need lives in shared/.
    files: ["server/**/*.ts", "routers/**/*.ts", "db/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "**/app/*"],
              message: "Server code does not import the React app; move what both sides run to shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server.js", "scripts/**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        URL: "readonly",
      },
    },
  },
);
