import { defineBaseEntity, oneOf, p } from "./base";
import { ORDER_STATUSES } from "@shared/forms/commerce.options";
import { Team } from "./team.entity";

export const JerseyOrder = defineBaseEntity({
  name: "JerseyOrder",
  tableName: "jersey_orders",
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    jerseyType: p.string(),
    size: p.string(),
    quantity: p.integer().default(1),
    customerName: p.string(),
    customerEmail: p.string(),
    customerPhone: p.string().nullable(),
    shippingAddress: p.json<Record<string, string>>().nullable(),
    customization: p.json<Record<string, unknown>>().nullable(),
    unitPrice: p.integer(),
    totalPrice: p.integer(),
    status: oneOf(ORDER_STATUSES).default("pending"),
    orderDate: p.datetime().onCreate(() => new Date()),
    shippedDate: p.datetime().nullable(),
    deliveredDate: p.datetime().nullable(),
  },
});
