import { defineBaseEntity, oneOf, p } from "./base";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@shared/forms/commerce.options";

/** A priced line as it was bought; teamId lets each franchise find its own sales inside shared orders. */
export type OrderLine = {
  productId: string;
  variantId: string;
  teamId: string;
  name: string;
  size: string;
  quantity: number;
  unitPrice: number;
};
export const Order = defineBaseEntity({
  name: "Order",
  tableName: "orders",
  // A visitor's orders are looked up by their cart session.
  indexes: [{ properties: ["sessionId"] }],
  properties: {
    orderNumber: p.string().unique(),
    sessionId: p.string().nullable(),
    customerEmail: p.string().nullable(),
    customerName: p.string().nullable(),
    customerPhone: p.string().nullable(),
    shippingAddress: p.json<Record<string, string>>().nullable(),
    billingAddress: p.json<Record<string, string>>().nullable(),
    items: p.json<OrderLine[]>(),
    subtotal: p.integer(),
    shippingCost: p.integer().default(0),
    tax: p.integer().default(0),
    total: p.integer(),
    status: oneOf(ORDER_STATUSES).default("pending"),
    paymentStatus: oneOf(PAYMENT_STATUSES).default("pending"),
    stripePaymentIntentId: p.string().nullable().unique(),
    stripeCustomerId: p.string().nullable(),
    orderDate: p.datetime().onCreate(() => new Date()),
    paidAt: p.datetime().nullable(),
    shippedAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
  },
});
