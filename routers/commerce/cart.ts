import type { Lang } from "../../server/i18n";
import { localizeProduct, sizeLabel } from "../_lib/localized";
import { z } from "zod";
import type { InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { CartItem, Inventory, Product } from "../../db/entities/index";
import {
  CartAddSchema,
  CartLineRemoveSchema,
  CartLineUpdateSchema,
  MAX_QUANTITY,
  SessionIdSchema,
} from "@shared/forms/commerce.schema";
import { lineTotalCents } from "@shared/money";
import { fail, publicProcedure, publicWriteProcedure } from "../../server/trpc";
import { unavailability, type Refusal } from "./pricing";
import { CartLineOutput } from "./schemas";
import { paged } from "../../server/list-paging";

export function refuse(refusal: Refusal): never {
  return fail(refusal.code, refusal.key, refusal.vars);
}

/** Refuses a quantity the stock cannot cover (when the size is tracked in the inventory). */
export async function assertInStock(
  em: EntityManager,
  lines: Array<{ productId: string; variantId: string; quantity: number; name: string; size: string }>,
) {
  const rows = await em.find(Inventory, { $or: lines.map((l) => ({ productId: l.productId, variantId: l.variantId })) });
  for (const line of lines) {
    const row = rows.find((r) => r.productId === line.productId && r.variantId === line.variantId);
    if (row && row.stockQuantity < line.quantity) {
      fail("CONFLICT", "errors.outOfStock", { name: line.name, size: line.size, available: row.stockQuantity });
    }
  }
}

type CartItemRow = InferEntity<typeof CartItem>;

/** A cart line as the API shows it: the product relation by its id. */
const lineOf = (item: CartItemRow) => ({
  id: item.id,
  sessionId: item.sessionId,
  productId: item.product.id,
  variantId: item.variantId,
  teamId: item.teamId,
  quantity: item.quantity,
  addedAt: item.addedAt,
});

/** The session's cart, each line priced now from the catalogue (its product joined in); lines no longer sold say so. */
async function cartLines(em: EntityManager, sessionId: string, lang: Lang) {
  const items = await em.find(CartItem, { sessionId }, { populate: ["product"], orderBy: { addedAt: "asc" } });
  return items.map((item) => {
    const product = item.product.$;
    const available = !unavailability(product, item.variantId);
    const variant = available ? product.variants.find((v) => v.id === item.variantId)! : null;
    return {
      ...lineOf(item),
      product: localizeProduct(lang, product),
      available,
      size: variant ? sizeLabel(lang, variant.size) : null,
      unitPrice: variant?.price ?? null,
      lineTotal: variant ? lineTotalCents(variant.price, item.quantity) : null,
    };
  });
}

/** A cart line of this session, or 404: another session's line is as good as missing. */
async function ownLine(em: EntityManager, id: string, sessionId: string) {
  return (await em.findOne(CartItem, { id, sessionId })) ?? fail("NOT_FOUND", "errors.cartItemNotFound");
}

export const cartProcedures = {
  cart: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/cart/{sessionId}",
        protect: false,
        tags: ["commerce"],
        summary: "The cart of an anonymous session: lines with their product, priced by the server",
      },
    })
    .input(paged(z.object({ sessionId: SessionIdSchema })))
    .output(z.array(CartLineOutput))
    .query(({ ctx, input }) => cartLines(ctx.em, input.sessionId, ctx.lang)),

  addToCart: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/cart",
        protect: false,
        tags: ["commerce"],
        summary: "Add a product size to a session's cart (the same size again adds to its quantity)",
      },
    })
    .input(CartAddSchema)
    .output(CartLineOutput.omit({ product: true, size: true, unitPrice: true, lineTotal: true, available: true }))
    .mutation(async ({ ctx, input }) => {
      const product = (await ctx.em.findOne(Product, input.productId)) ?? undefined;
      const refusal = unavailability(product, input.variantId);
      if (refusal) refuse(refusal);
      if (product!.teamId !== input.teamId) fail("BAD_REQUEST", "errors.teamMismatch");
      const variant = product!.variants.find((v) => v.id === input.variantId)!;
      const existing = await ctx.em.findOne(CartItem, {
        sessionId: input.sessionId,
        product: input.productId,
        variantId: input.variantId,
      });
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      if (quantity > MAX_QUANTITY) fail("BAD_REQUEST", "errors.cartQuantityLimit", { max: MAX_QUANTITY });
      await assertInStock(ctx.em, [
        { productId: product!.id, variantId: variant.id, quantity, name: product!.name, size: variant.size },
      ]);
      const item =
        existing ??
        ctx.em.create(CartItem, {
          sessionId: input.sessionId,
          product: product!,
          variantId: input.variantId,
          teamId: input.teamId,
          quantity: 0,
        });
      item.quantity = quantity;
      await ctx.em.flush();
      return lineOf(item);
    }),

  updateCartItem: publicWriteProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/cart-items/{id}",
        protect: false,
        tags: ["commerce"],
        summary: "Change the quantity (1–99) of a cart line of this session",
      },
    })
    .input(CartLineUpdateSchema)
    .output(CartLineOutput.omit({ product: true, size: true, unitPrice: true, lineTotal: true, available: true }))
    .mutation(async ({ ctx, input }) => {
      const item = await ownLine(ctx.em, input.id, input.sessionId);
      if (input.quantity > item.quantity) {
        const product = await item.product.loadOrFail();
        const variant = product.variants.find((v) => v.id === item.variantId);
        if (variant)
          await assertInStock(ctx.em, [
            { productId: product.id, variantId: variant.id, quantity: input.quantity, name: product.name, size: variant.size },
          ]);
      }
      item.quantity = input.quantity;
      await ctx.em.flush();
      return lineOf(item);
    }),

  removeCartItem: publicWriteProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/cart-items/{id}",
        protect: false,
        tags: ["commerce"],
        summary: "Remove a cart line of this session",
      },
    })
    .input(CartLineRemoveSchema)
    .output(z.object({ id: z.string().uuid(), removed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const item = await ownLine(ctx.em, input.id, input.sessionId);
      await ctx.em.remove(item).flush();
      return { id: input.id, removed: true as const };
    }),
};
