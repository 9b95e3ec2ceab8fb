import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { classifyTestFiles, listTestFiles } from "./test/projects";

const root = fileURLToPath(new URL(".", import.meta.url));
// Two projects, sorted by what each file's source shows (test/projects.ts): `unit` runs on pure code with no
// global setup, `integration` opens databases made from the run's one migrated and seeded template.
const projectOf = classifyTestFiles(root, listTestFiles(root, ["app", "shared", "server", "routers", "db", "test"]));
const filesOf = (name: string) => [...projectOf].filter(([, p]) => p === name).map(([file]) => file.slice(root.length));

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  test: {
    exclude: ["e2e/**", "node_modules/**", "build/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: filesOf("unit") } },
      { extends: true, test: { name: "integration", include: filesOf("integration"), globalSetup: ["./test/global-setup.ts"] } },
    ],
  },
});
