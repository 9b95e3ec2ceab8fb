import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Seeder } from "@mikro-orm/seeder";
import { Inventory, Product } from "../entities/index";
import { seededRandom } from "@shared/random";

/** Jerseys are tracked as their own item type: the franchise page shows their stock by size. */
export function inventoryItemType(product: { name: string; category: string }) {
  return /jersey/i.test(product.name) ? "jersey" : product.category;
}

/**
 * One inventory row per product variant (size), with believable stock, for the products that have none:
 * databases seeded before inventory existed get it too. A size already stocked is left alone (ON
 * CONFLICT DO NOTHING against the unique product + variant), so running it again writes nothing.
 */
export class InventorySeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const rnd = seededRandom(606);
    const products = await em.find(Product, {}, { orderBy: { teamId: "asc", name: "asc" } });
    const now = new Date();
    const restocked = new Date("2026-05-15T12:00:00Z");
    const rows = products.flatMap((product) =>
      product.variants.map((variant) => ({
        id: randomUUID(),
        createdAt: now,
        updatedAt: now,
        teamId: product.teamId,
        productId: product.id,
        variantId: variant.id,
        itemType: inventoryItemType(product),
        itemName: product.name,
        size: variant.size,
        stockQuantity: rnd.int(12, 80),
        reservedQuantity: 0,
        unitCost: Math.round(variant.price * 0.45),
        retailPrice: variant.price,
        supplierInfo: "Peach State Builders Supply",
        lastRestocked: restocked,
      })),
    );
    if (rows.length)
      await em.createQueryBuilder(Inventory).insert(rows).onConflict(["productId", "variantId"]).ignore().execute();
  }
}
