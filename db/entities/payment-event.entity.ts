import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";

/** Payment-provider webhook events already applied: a replayed delivery is recognised by its id. */
export const PaymentEvent = defineEntity({
  name: "PaymentEvent",
  tableName: "payment_events",
  properties: {
    id: p.string().primary(),
    type: p.string(),
    paymentIntentId: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
