// npm run db:migrate | db:seed — against DATABASE_URL, or the embedded database under DATA_DIR.
// npm run db:migration:create -- <name> — a migration generated from the entities (see README).
// npm run db:restore -- <file> [--replace] — a backup loaded into an empty database (db/restore-cli.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { MikroORM } from "@mikro-orm/postgresql";
import { loadDotEnv, loadEnv } from "../server/env";
import { ormConfig } from "./config";
import { openDatabase } from "./database";
import { startEmbeddedDatabase } from "./embedded";
import { migrate } from "./migrate";
import { restoreCommand } from "./restore-cli";
import { seedDatabase } from "./seed";
import { withStartupLock } from "./startup-lock";

const command = process.argv[2];

/**
 * Generates the next migration: MikroORM diffs the entities against the committed schema snapshot
 * (db/migrations/.snapshot.json; without one, against a scratch database the migrations built), writes
 * the file, refreshes the snapshot, and the file is added to db/migrations/index.ts.
 */
async function createMigration(name: string | undefined) {
  const scratch = await startEmbeddedDatabase({});
  const orm = await MikroORM.init(ormConfig(scratch.url, { embedded: true, snapshot: true }));
  const snapshot = "db/migrations/.snapshot.json";
  const committed = readFileSync(snapshot, "utf8");
  try {
    await migrate(orm);
    const { fileName } = await orm.getMigrator().createMigration(undefined, false, false, name);
    if (!fileName) {
      // The migrator rewrites the snapshot even when there is nothing to generate: keep the committed one.
      writeFileSync(snapshot, committed);
      return console.log("the entities match the migrations: nothing to generate");
    }
    const className = fileName.replace(/\.ts$/, "");
    const file = `db/migrations/${className}.ts`;
    // MikroORM's own class name differs from the file's; the list imports it by the file's.
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/export class \S+ extends Migration/, `export class ${className} extends Migration`),
    );
    const index = "db/migrations/index.ts";
    let list = readFileSync(index, "utf8");
    const lastImport = list.lastIndexOf('from "./Migration');
    const lineEnd = list.indexOf("\n", lastImport) + 1;
    list = list.slice(0, lineEnd) + `import { ${className} } from "./${className}";\n` + list.slice(lineEnd);
    const listEnd = list.indexOf("\n];", list.indexOf("export const migrationsList"));
    list = list.slice(0, listEnd) + `\n  { name: "${className}", class: ${className} },` + list.slice(listEnd);
    writeFileSync(index, list);
    console.log(`created ${file} and listed it in ${index}`);
  } finally {
    await orm.close(true);
    await scratch.stop();
  }
}

if (command === "migration:create") {
  await createMigration(process.argv[3]);
} else if (command === "restore") {
  process.exitCode = await restoreCommand(process.argv.slice(3));
} else {
  loadDotEnv();
  const env = loadEnv();
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : `${env.DATA_DIR}/pglite`,
  });
  const work = async () => {
    const migrations = await migrate(db.orm);
    console.log(`migrations applied: ${migrations.length}`);
    if (command === "seed") {
      const seeded = await seedDatabase(db.orm);
      console.log(seeded.length ? `seeded: ${seeded.join("; ")}` : "the database already holds the demo data; seed skipped");
    }
  };
  try {
    // Beside starting instances, under the lock they take (db/startup-lock.ts).
    if (env.DATABASE_URL) await withStartupLock(env.DATABASE_URL, work, console.log);
    else await work();
  } finally {
    await db.close();
  }
}
