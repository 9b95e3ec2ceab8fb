import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "./config";
import { migrate } from "./migrate";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded";
import { DatabaseSeeder } from "./seeders/DatabaseSeeder";
import { InventorySeeder } from "./seeders/InventorySeeder";
import { Inventory, Team } from "./entities/index";

export type Database = { orm: MikroORM; embedded: EmbeddedDatabase | null; close: () => Promise<void> };

export type DatabaseOptions = {
  /** A real PostgreSQL; when absent PGlite is started. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; undefined keeps it in memory. */
  dataDir?: string;
  /** Run pending migrations, then seed when the teams table is empty. */
  prepare?: boolean;
  loadDataDir?: Blob;
  /** Log each SQL statement (LOG_LEVEL=debug), without its values. */
  sqlLog?: boolean;
};

/** Opens the ORM on a real PostgreSQL or on an embedded PGlite, migrating and seeding when asked. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? null : await startEmbeddedDatabase({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const url = options.databaseUrl ?? embedded!.url;
  const orm = await MikroORM.init(ormConfig(url, { embedded: !!embedded, sqlLog: options.sqlLog }));
  if (options.prepare) await prepareDatabase(orm);
  let closed = false;
  return {
    orm,
    embedded,
    async close() {
      if (closed) return;
      closed = true;
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

export async function prepareDatabase(orm: MikroORM) {
  await migrate(orm);
  const em = orm.em.fork();
  if ((await em.count(Team)) === 0) await orm.getSeeder().seed(DatabaseSeeder);
  if ((await em.count(Inventory)) === 0) await orm.getSeeder().seed(InventorySeeder);
}
