import type { EntityManager } from "@mikro-orm/core";
import { Seeder } from "@mikro-orm/seeder";
import { Inventory, Product } from "../entities/index";
import { seededRandom } from "@shared/random";

/** Jerseys are tracked as their own item type: the franchise page shows their stock by size. */
export function inventoryItemType(product: { name: string; category: string }) {
  return /jersey/i.test(product.name) ? "jersey" : product.category;
}

/**
 * One inventory row per product variant (size), with believable stock. Run when the inventory table is
 * empty, so databases seeded before inventory existed get it too.
 */
export class InventorySeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const rnd = seededRandom(606);
    const products = await em.find(Product, {}, { orderBy: { teamId: "asc", name: "asc" } });
    const restocked = new Date("2026-05-15T12:00:00Z");
    for (const product of products) {
      for (const variant of product.variants) {
        em.create(Inventory, {
          teamId: product.teamId, productId: product.id, variantId: variant.id,
          itemType: inventoryItemType(product), itemName: product.name, size: variant.size,
          stockQuantity: rnd.int(12, 80), reservedQuantity: 0,
          unitCost: Math.round(variant.price * 0.45), retailPrice: variant.price,
          supplierInfo: "Peach State Builders Supply", lastRestocked: restocked,
        });
      }
    }
    await em.flush();
  }
}
