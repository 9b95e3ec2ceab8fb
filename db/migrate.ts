import type { MikroORM } from "@mikro-orm/postgresql";
import { SQUASH } from "./migrations/index";

/**
 * Brings a database to the current schema (docs/decisions/020-generated-and-squashed-migrations.md).
 * A fresh database (no migration ever ran) gets the squash alone, which builds today's schema in one
 * step and records the chain it folds as done; a database the old chain already built keeps upgrading
 * through it, and the squash is a no-op there. Migrations newer than the squash then run for both.
 * Returns the names that ran.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const migrator = orm.getMigrator();
  const ran: string[] = [];
  if ((await migrator.getExecutedMigrations()).length === 0) {
    ran.push(...(await migrator.up({ migrations: [SQUASH] })).map((m) => m.name));
  }
  ran.push(...(await migrator.up()).map((m) => m.name));
  return ran;
}
