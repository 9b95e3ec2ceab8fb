// Store constants without the zod schemas (commerce.schema.ts), so the store page does not load zod
// until its cart or checkout opens.

/** Spec: one cart line holds 1–99 of a product size. */
export const MAX_QUANTITY = 99;

/** Where a store or jersey order stands (spec: pending by default); shipped and delivered carry their dates. */
export const ORDER_STATUSES = ["pending", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Whether an order's payment went through. */
export const PAYMENT_STATUSES = ["pending", "paid", "failed"] as const;
/** A franchise roster member's standing. */
export const ROSTER_STATUSES = ["active", "inactive"] as const;
/** How a franchise activity line is marked (spec: success, warning, pending). */
export const ACTIVITY_STATUSES = ["success", "warning", "pending"] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const PRODUCT_CATEGORIES = ["player_gear", "fan_merchandise", "training_equipment"] as const;
