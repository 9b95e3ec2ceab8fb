import { defineConfig } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";
import { SeedManager } from "@mikro-orm/seeder";
import { entities } from "./entities/index";
import { migrationFileName, migrationsList } from "./migrations/index";
import { ApiTokenRevocation } from "./subscribers/api-token-revocation";

/**
 * ORM options for a given connection URL. `embedded` keeps the pool at PGlite's single connection.
 * `sqlLog` (LOG_LEVEL=debug only) logs each statement with `$1…` placeholders: the "query" namespace
 * without "query-params", because the values are people's emails, phones and pay. `logger` receives the
 * lines (default: the console).
 */
export function ormConfig(
  clientUrl: string,
  options: { embedded: boolean; sqlLog?: boolean; logger?: (line: string) => void; snapshot?: boolean },
) {
  return defineConfig({
    clientUrl,
    entities,
    subscribers: [new ApiTokenRevocation()],
    extensions: [Migrator, SeedManager],
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      silent: true,
      // New migrations are generated from the entities (`npm run db:migration:create`), diffed against
      // the committed snapshot of the schema the migrations build. Only the generator turns the snapshot
      // on: the migrator rewrites it after every run, and a running server must not write into db/.
      snapshot: options.snapshot ?? false,
      snapshotName: ".snapshot",
      path: "db/migrations",
      emit: "ts",
      fileName: migrationFileName,
    },
    pool: options.embedded ? { min: 0, max: 1 } : { min: 0, max: 10 },
    debug: options.sqlLog ? ["query"] : false,
    ...(options.logger ? { logger: options.logger } : {}),
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ensureDatabase: false,
    discovery: { warnWhenNoEntities: false },
  });
}
