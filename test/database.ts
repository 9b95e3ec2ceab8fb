import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { MikroORM } from "@mikro-orm/postgresql";
import { inject } from "vitest";
import { openDatabase, prepareDatabase, type Database } from "../db/database";
import { ormConfig } from "../db/config";

/**
 * A new, empty database on a PostgreSQL server (`serverUrl` names any database there): its URL, and
 * `drop` for afterwards, which ends whatever is still connected to it.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  prefix = "tc_test",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = await MikroORM.init(ormConfig(serverUrl, { embedded: false }));
  await admin.em.getConnection().execute(`create database "${name}"`);
  await admin.close(true);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = await MikroORM.init(ormConfig(serverUrl, { embedded: false }));
      await cleanup.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await cleanup.close(true);
    },
  };
}

/**
 * A private, migrated and seeded database for one test file: a PGlite loaded from the run's
 * template, or — when TEST_DATABASE_URL is set — a fresh database on that PostgreSQL server,
 * dropped afterwards. Never the dev data.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject("pgliteTemplate");
    return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
  }
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: empty.url });
  await prepareDatabase(db.orm);
  return {
    ...db,
    async close() {
      await db.close();
      await empty.drop();
    },
  };
}
