import { defineBaseEntity, p } from "./base";
import { Team } from "./team.entity";

export type ProductVariant = { id: string; size: string; price: number };
export const Product = defineBaseEntity({
  name: "Product",
  tableName: "products",
  // A team's store lists a product once under its name (the seed relies on it to never write one twice).
  uniques: [{ properties: ["teamId", "name"] }],
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    // Text visitors read, in English and Spanish (docs/decisions/011-stored-text-in-both-languages.md).
    name: p.string(),
    nameEs: p.string().nullable(),
    description: p.text().nullable(),
    descriptionEs: p.text().nullable(),
    /** player_gear, fan_merchandise, training_equipment */
    category: p.string(),
    subcategory: p.string().nullable(),
    /** Cents. */
    basePrice: p.integer(),
    images: p.json<string[]>().nullable(),
    variants: p.json<ProductVariant[]>(),
    isActive: p.boolean().default(true),
    playerOnly: p.boolean().default(false),
  },
});
