import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyTestFiles, listTestFiles } from "./projects";

// The sources below are joined from pieces so this file's own source names no database call: it must stay in
// the `unit` project it checks.
const call = (name: string) => `${name}` + "(";
const FILES: Record<string, string[]> = {
  "test/database.ts": ["export async function " + call("createTestDatabase") + ") {}"],
  "test/harness.ts": ['import { createTestDatabase } from "./database";', "export const x = 1;"],
  "shared/money.ts": ["export const cents = (n: number) => n * 100;"],
  "db/database.ts": ["export async function " + call("openDatabase") + ") {}"],
  "shared/money.test.ts": ['import { cents } from "./money";'],
  "shared/aliased.test.ts": ['import { cents } from "@shared/money";', 'import type { X } from "../test/harness";'],
  "routers/product-only.test.ts": ['import { openDatabase } from "../db/database";', "export const y = openDatabase;"],
  "routers/harness.test.ts": ['import { startHarness } from "../test/harness";'],
  "routers/helper.ts": ["import {", "  startHarness,", '} from "../test/harness";', "export const h = startHarness;"],
  "routers/via-helper.test.ts": ['import { h } from "./helper";'],
  "routers/lazy.test.ts": ["const load = () => import" + '("../test/database");'],
  "db/own-pglite.test.ts": ['import { openDatabase } from "./database";', "const db = await " + call("openDatabase") + "{});"],
  "db/postgres-only.test.ts": ["const url = process.env." + "TEST_" + "DATABASE_URL;"],
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "tc-projects-"));
  for (const [file, lines] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), lines.join("\n"));
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the vitest project of a test file (test/projects.ts)", () => {
  it("is integration when it reaches test/database.ts by any import, or starts a database itself; unit otherwise", () => {
    const files = listTestFiles(root, ["shared", "routers", "db"]);
    const projects = Object.fromEntries([...classifyTestFiles(root, files)].map(([f, p]) => [path.relative(root, f), p]));
    expect(projects).toEqual({
      "shared/money.test.ts": "unit",
      // A type-only import is erased: nothing of the harness runs.
      "shared/aliased.test.ts": "unit",
      // Product code that defines openDatabase does not make its importers database tests.
      "routers/product-only.test.ts": "unit",
      "routers/harness.test.ts": "integration",
      "routers/via-helper.test.ts": "integration",
      "routers/lazy.test.ts": "integration",
      "db/own-pglite.test.ts": "integration",
      "db/postgres-only.test.ts": "integration",
    });
  });

  it("puts this file in unit and the database helpers' users in integration, in this repository", () => {
    const here = path.resolve(__dirname, "..");
    const files = [path.join(here, "test/projects.test.ts"), path.join(here, "test/privacy.test.ts")];
    expect([...classifyTestFiles(here, files).values()]).toEqual(["unit", "integration"]);
  });
});
