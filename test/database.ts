import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { onServer, type TestDatabaseTemplate } from "./global-setup";

/**
 * A new database on a PostgreSQL server (`serverUrl` names any database there), empty or a copy of `template`:
 * its URL, and `drop` for afterwards, which ends whatever is still connected to it.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  prefix = "tc_test",
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const copy = template ? ` template "${template}"` : "";
  // Two files copying the template at the same instant may see each other's copy as a connection to it.
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, `create database "${name}"${copy}`);
      break;
    } catch (e) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * The run's template, or a loud failure when there is none: vitest ran this file in the `unit` project, which
 * has no global setup and no database.
 */
function testDatabaseTemplate(): TestDatabaseTemplate {
  const template = inject("testDatabase");
  if (!template)
    throw new Error(
      "This test opens a database but ran in vitest's `unit` project, which has none. A file is put in the " +
        "`integration` project when it or a helper it imports reaches test/database.ts, or its source starts a " +
        "database (test/projects.ts): import the database helpers from test/database.ts or test/harness.ts.",
    );
  return template;
}

/**
 * A private, migrated and seeded database for one test file, copied from the run's template (test/global-setup.ts):
 * a PGlite loaded from the template's data directory, or — when TEST_DATABASE_URL is set — a new database on that
 * PostgreSQL server made from the template database, dropped afterwards. Never the dev data.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = testDatabaseTemplate();
  if (template.kind === "pglite") return openDatabase({ loadDataDir: new Blob([readFileSync(template.file)]) });
  const copy = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!, "tc_test", template.template);
  const db = await openDatabase({ databaseUrl: copy.url });
  return {
    ...db,
    async close() {
      await db.close();
      await copy.drop();
    },
  };
}
