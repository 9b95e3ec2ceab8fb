import { z } from "zod";
import { MAX_QUANTITY, PRODUCT_CATEGORIES } from "./commerce.options";

export { MAX_QUANTITY, PRODUCT_CATEGORIES };

/** The anonymous cart's session id, generated once in the browser (a uuid). */
export const SessionIdSchema = z
  .string({ error: "validation.sessionId" })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "validation.sessionId");

export const QuantitySchema = z
  .number({ error: "validation.quantityRange" })
  .int("validation.quantityRange")
  .min(1, "validation.quantityRange")
  .max(MAX_QUANTITY, "validation.quantityRange");

const ProductIdSchema = z.string({ error: "validation.required" }).uuid("validation.invalidId");
const VariantIdSchema = z
  .string({ error: "validation.variantRequired" })
  .min(1, "validation.variantRequired")
  .max(64, "validation.tooLong");

/** POST /api/cart (spec §7: sessionId, productId, variantId, quantity, teamId). */
export const CartAddSchema = z.object({
  sessionId: SessionIdSchema,
  productId: ProductIdSchema,
  variantId: VariantIdSchema,
  quantity: QuantitySchema.default(1),
  teamId: z.string({ error: "validation.required" }).uuid("validation.invalidId"),
});

/** PUT /api/cart/{id}: the quantity, and the session that owns the line. */
export const CartUpdateSchema = z.object({ sessionId: SessionIdSchema, quantity: QuantitySchema });

const CartLineIdSchema = z.string({ error: "validation.required" }).uuid("validation.invalidId");
/** A line's new quantity, with the line's id (the cart panel's − and + buttons). */
export const CartLineUpdateSchema = CartUpdateSchema.extend({ id: CartLineIdSchema });
/** DELETE /api/cart/{id}: the line, and the session that owns it. */
export const CartLineRemoveSchema = z.object({ id: CartLineIdSchema, sessionId: SessionIdSchema });

/**
 * POST /api/create-payment-intent keeps the spec's payload (amount in cents, items) and adds the cart's
 * sessionId. The server prices everything itself: a browser amount that differs is refused, never charged.
 */
export const CheckoutSchema = z
  .object({
    sessionId: SessionIdSchema.optional(),
    amount: z.number().int("validation.invalid").min(0, "validation.invalid").optional(),
    items: z
      .array(
        z.object({
          productId: ProductIdSchema,
          variantId: VariantIdSchema,
          quantity: QuantitySchema,
          price: z.number().int().optional(),
        }),
      )
      .max(50, "validation.tooLong")
      .optional(),
  })
  .refine((v) => v.sessionId || v.items?.length, { message: "errors.cartEmpty", path: ["items"] });

/** The demo provider's card form (the real card form is Stripe's own Element). */
export const DemoCardSchema = z.object({
  cardNumber: z.string({ error: "validation.cardNumber" }).regex(/^[\d -]{12,23}$/, "validation.cardNumber"),
  expiry: z.string({ error: "validation.cardExpiry" }).regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, "validation.cardExpiry"),
  cvc: z.string({ error: "validation.cardCvc" }).regex(/^\d{3,4}$/, "validation.cardCvc"),
});
