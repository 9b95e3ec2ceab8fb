import { defineBaseEntity, p } from "./base";
import { Team } from "./team.entity";

export const Inventory = defineBaseEntity({
  name: "Inventory",
  tableName: "inventory",
  // One stock row per product size: the seed inserts with ON CONFLICT DO NOTHING against it.
  uniques: [{ properties: ["productId", "variantId"] }],
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    productId: p.uuid().nullable(),
    variantId: p.string().nullable(),
    itemType: p.string(),
    itemName: p.string(),
    size: p.string().nullable(),
    color: p.string().nullable(),
    stockQuantity: p.integer().default(0),
    reservedQuantity: p.integer().default(0),
    unitCost: p.integer().nullable(),
    retailPrice: p.integer().nullable(),
    supplierInfo: p.text().nullable(),
    lastRestocked: p.datetime().nullable(),
  },
});
