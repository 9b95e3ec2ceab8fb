import { defineConfig } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";
import { SeedManager } from "@mikro-orm/seeder";
import { entities } from "./entities/index";
import { migrationsList } from "./migrations/index";

/** ORM options for a given connection URL. `embedded` keeps the pool at PGlite's single connection. */
export function ormConfig(clientUrl: string, options: { embedded: boolean; debug?: boolean }) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: options.embedded ? { min: 0, max: 1 } : { min: 0, max: 10 },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ensureDatabase: false,
    discovery: { warnWhenNoEntities: false },
  });
}
