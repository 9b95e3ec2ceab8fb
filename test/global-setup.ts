import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database";

/**
 * Builds one migrated and seeded PGlite data directory per run and hands its tarball to every
 * worker, which loads its own private copy (PGlite boots from it instead of migrating again).
 * With TEST_DATABASE_URL each test file creates its own database on that server instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const db = await openDatabase({ prepare: true });
  const dump = await db.embedded!.db.dumpDataDir("gzip");
  const dir = path.resolve("node_modules/.cache/trades-cup");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide("pgliteTemplate", file);
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
