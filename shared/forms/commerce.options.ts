// Store constants without the zod schemas (commerce.schema.ts), so the store page does not load zod
// until its cart or checkout opens.

/** Spec: one cart line holds 1–99 of a product size. */
export const MAX_QUANTITY = 99;

export const PRODUCT_CATEGORIES = ["player_gear", "fan_merchandise", "training_equipment"] as const;
