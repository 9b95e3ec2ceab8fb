import { defineBaseEntity, p } from "./base";
import { Product } from "./product.entity";
import { Team } from "./team.entity";

export const CartItem = defineBaseEntity({
  name: "CartItem",
  tableName: "cart_items",
  indexes: [{ properties: ["sessionId"] }],
  properties: {
    sessionId: p.string(),
    product: p.manyToOne(Product).ref().fieldName("product_id"),
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    variantId: p.string(),
    quantity: p.integer().default(1),
    customization: p.json<Record<string, unknown>>().nullable(),
    addedAt: p.datetime().onCreate(() => new Date()),
  },
});
