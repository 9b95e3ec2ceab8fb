import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MikroORM } from "@mikro-orm/postgresql";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database";
import { ormConfig } from "../db/config";

/** What the integration project's files make their databases from (test/database.ts createTestDatabase). */
export type TestDatabaseTemplate = { kind: "pglite"; file: string } | { kind: "postgres"; template: string };

/** Runs one statement on the PostgreSQL server named by `serverUrl` (a database there to connect to). */
export async function onServer(serverUrl: string, sql: string) {
  const admin = await MikroORM.init(ormConfig(serverUrl, { embedded: false }));
  try {
    await admin.em.getConnection().execute(sql);
  } finally {
    await admin.close(true);
  }
}

/**
 * The integration project's setup: one migrated and seeded database per run, which every test file copies
 * instead of migrating and seeding its own. On PGlite, a data directory's tarball each worker loads; with
 * TEST_DATABASE_URL, a template database on that server (`create database … template`), dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ prepare: true });
    const dump = await db.embedded!.db.dumpDataDir("gzip");
    const dir = path.resolve("node_modules/.cache/trades-cup");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `template-${process.pid}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide("testDatabase", { kind: "pglite", file });
    return () => rmSync(file, { force: true });
  }
  const template = `tc_template_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
  const db = await openDatabase({ databaseUrl: url.toString(), prepare: true });
  await db.close();
  project.provide("testDatabase", { kind: "postgres", template });
  return () => onServer(serverUrl, `drop database if exists "${template}" with (force)`);
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}
