import { MikroORM } from "@mikro-orm/postgresql";
import { ormConfig } from "./config";
import { migrate } from "./migrate";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded";
import { seedDatabase } from "./seed";
import { withStartupLock } from "./startup-lock";

export type Database = { orm: MikroORM; embedded: EmbeddedDatabase | null; close: () => Promise<void> };

export type DatabaseOptions = {
  /** A real PostgreSQL; when absent PGlite is started. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; undefined keeps it in memory. */
  dataDir?: string;
  /**
   * Run pending migrations and seed what has no data yet (`prepareDatabase`); a function given runs
   * after them, under the same start-up lock.
   */
  prepare?: boolean | ((orm: MikroORM) => Promise<void>);
  loadDataDir?: Blob;
  /** Log each SQL statement (LOG_LEVEL=debug), without its values. */
  sqlLog?: boolean;
  /** Where start-up says what it seeded and whether it waits for another instance (default: nowhere). */
  log?: (line: string) => void;
};

/** Opens the ORM on a real PostgreSQL or on an embedded PGlite, migrating and seeding when asked. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedDatabase({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const url = options.databaseUrl ?? embedded!.url;
  const orm = await MikroORM.init(ormConfig(url, { embedded: !!embedded, sqlLog: options.sqlLog }));
  if (options.prepare) {
    const then = typeof options.prepare === "function" ? options.prepare : undefined;
    await prepareDatabase(orm, { embedded: !!embedded, then, log: options.log });
  }
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

/**
 * Brings the database to the current schema and seeds what has no data yet; `then` (the admin from
 * ADMIN_EMAIL) runs after. On a real PostgreSQL all of it runs under the start-up lock, so instances
 * started together take turns: the first migrates and seeds, the others wait, then find it done. The
 * embedded PGlite serves one process (its lock file refuses a second), so it takes no lock.
 */
export async function prepareDatabase(orm: MikroORM, options: PrepareOptions = {}) {
  const log = options.log ?? (() => undefined);
  const work = async () => {
    const migrations = await migrate(orm);
    if (migrations.length) log(`migrations applied: ${migrations.length}`);
    const seeded = await seedDatabase(orm);
    if (seeded.length) log(`seeded: ${seeded.join("; ")}`);
    await options.then?.(orm);
  };
  if (options.embedded) await work();
  else await withStartupLock(orm.config.get("clientUrl")!, work, log);
}

type PrepareOptions = { embedded?: boolean; then?: (orm: MikroORM) => Promise<void>; log?: (line: string) => void };
