import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { Inventory, Team } from "./entities/index";
import { DatabaseSeeder } from "./seeders/DatabaseSeeder";
import { InventorySeeder } from "./seeders/InventorySeeder";

/**
 * Demo data for whatever has none yet, in one transaction: the teams and everything that hangs off them
 * when there are no teams, then stock for products without any. Idempotent: a second run writes
 * nothing. Start-up runs it under the start-up lock (db/startup-lock.ts); without the lock (two
 * `db:seed` at once), the unique constraints decide: teams are unique by name and stock by product and
 * size, so the run that comes second either conflicts on a team — its transaction rolls back whole and
 * it looks again, finding the other's data — or inserts no stock twice (ON CONFLICT DO NOTHING).
 * Returns what it seeded.
 */
export async function seedDatabase(orm: MikroORM): Promise<string[]> {
  const once = () =>
    orm.em.fork().transactional(async (tx: EntityManager) => {
      const seeded: string[] = [];
      if ((await tx.count(Team)) === 0) {
        await new DatabaseSeeder().run(tx);
        seeded.push("teams, players, matches, sponsors, products");
      }
      if ((await tx.count(Inventory)) === 0) {
        await new InventorySeeder().run(tx);
        seeded.push("inventory");
      }
      return seeded;
    });
  try {
    return await once();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    return once();
  }
}
