/**
 * The paid transition of an order, shared by Stripe's webhook, the order-status check and the demo
 * provider's confirmation, so every path marks an order paid the same way, exactly once.
 */
import { randomBytes } from "node:crypto";
import { LockMode, UniqueConstraintViolationException, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { CartItem, FranchiseActivity, Order, PaymentEvent } from "../../db/entities/index";
import { lineTotalCents, sumCents } from "@shared/money";
import type { ActivityStatus } from "@shared/forms/commerce.options";
import type { PaymentEventInfo } from "../../server/payments/provider";
import { queueWebhook } from "../../server/webhooks/outbox";

export type OrderEntity = InferEntity<typeof Order>;

/** At or below this many units left, a sale raises a low-stock warning on the franchise page. */
export const LOW_STOCK = 5;

/** A refusal that rolls the transaction back and answers 400 with an i18n message. */
export class PaymentRefusal extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** TC-20260611-7KQ2XM: the date, then six characters without look-alikes (0/O, 1/I). */
export function newOrderNumber(now = new Date()): string {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const random = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join("");
  return `TC-${now.toISOString().slice(0, 10).replace(/-/g, "")}-${random}`;
}

export function recordActivity(
  em: EntityManager,
  entry: {
    teamId: string;
    type: "order" | "contract" | "inventory" | "payment";
    messageKey: string;
    vars?: Record<string, string | number>;
    status: ActivityStatus;
  },
) {
  em.create(FranchiseActivity, { ...entry, vars: entry.vars ?? null });
}

/**
 * Marks a locked order paid: paidAt, the lines it bought leave that session's cart, stock goes down,
 * and each team involved gets an activity entry. Returns false (and changes nothing) when it was paid already.
 * Call inside a transaction, with the order loaded under a write lock.
 */
export async function markOrderPaid(tx: EntityManager, order: OrderEntity, amountReceived: number): Promise<boolean> {
  if (order.paymentStatus === "paid") return false;
  if (amountReceived !== order.total) throw new PaymentRefusal("errors.paymentAmountMismatch");
  order.paymentStatus = "paid";
  order.status = "paid";
  order.paidAt = new Date();

  if (order.sessionId) {
    const cart = await tx.find(CartItem, { sessionId: order.sessionId });
    for (const line of order.items) {
      const item = cart.find((c) => c.product.id === line.productId && c.variantId === line.variantId);
      if (!item) continue;
      // Only what was bought leaves the cart; anything added after checkout began stays.
      if (item.quantity > line.quantity) item.quantity -= line.quantity;
      else tx.remove(item);
    }
  }

  for (const line of order.items) {
    // One statement per row, so concurrent sales of the same size cannot lose an update.
    const rows = await tx.execute<Array<{ stock_quantity: number; item_name: string; size: string | null; team_id: string }>>(
      `update "inventory" set "stock_quantity" = greatest("stock_quantity" - ?, 0), "updated_at" = now()
       where "product_id" = ? and "variant_id" = ? returning "stock_quantity", "item_name", "size", "team_id"`,
      [line.quantity, line.productId, line.variantId],
    );
    for (const row of rows) {
      if (row.stock_quantity <= LOW_STOCK && row.stock_quantity + line.quantity > LOW_STOCK) {
        recordActivity(tx, {
          teamId: row.team_id,
          type: "inventory",
          status: "warning",
          messageKey: "franchise.activity.lowStock",
          vars: { item: row.item_name, size: row.size ?? "", stock: row.stock_quantity },
        });
      }
    }
  }

  for (const teamId of new Set(order.items.map((l) => l.teamId))) {
    const mine = order.items.filter((l) => l.teamId === teamId);
    recordActivity(tx, {
      teamId,
      type: "order",
      status: "success",
      messageKey: "franchise.activity.orderPaid",
      vars: {
        orderNumber: order.orderNumber,
        amountCents: sumCents(mine.map((l) => lineTotalCents(l.unitPrice, l.quantity))),
        items: mine.reduce((n, l) => n + l.quantity, 0),
      },
    });
  }
  // Partners see what was bought, never who bought it.
  await queueWebhook(tx, "order.paid", {
    orderId: order.id,
    orderNumber: order.orderNumber,
    total: order.total,
    paidAt: order.paidAt.toISOString(),
    items: order.items.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      teamId: l.teamId,
      name: l.name,
      size: l.size,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
  });
  await tx.flush();
  return true;
}

/** Marks the order of a payment intent paid, under a write lock, in one transaction. */
export async function markIntentPaid(em: EntityManager, paymentIntentId: string, amountReceived: number) {
  return em.transactional(async (tx) => {
    const order = await tx.findOne(Order, { stripePaymentIntentId: paymentIntentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) throw new PaymentRefusal("errors.webhookUnknownPayment");
    await markOrderPaid(tx, order, amountReceived);
    return order;
  });
}

export type EventOutcome = { ok: true; duplicate: boolean; ignored?: true } | { ok: false; key: string };

/**
 * Applies a verified provider event once: its id is recorded in the same transaction, so a replayed
 * delivery changes nothing. Event types we do not handle are acknowledged and ignored (a refusal would
 * make Stripe retry them for days); unknown payments and wrong amounts are refused and change nothing.
 */
export async function applyPaymentEvent(em: EntityManager, event: PaymentEventInfo): Promise<EventOutcome> {
  const handled = event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed";
  if (!handled) return { ok: true, duplicate: false, ignored: true };
  if (!event.intent) return { ok: false, key: "errors.webhookUnknownEvent" };
  const intent = event.intent;
  try {
    return await em.transactional(async (tx): Promise<EventOutcome> => {
      if (await tx.findOne(PaymentEvent, event.id)) return { ok: true, duplicate: true };
      const order = await tx.findOne(Order, { stripePaymentIntentId: intent.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) throw new PaymentRefusal("errors.webhookUnknownPayment");
      if (event.type === "payment_intent.succeeded") {
        if (intent.currency !== "usd") throw new PaymentRefusal("errors.paymentAmountMismatch");
        await markOrderPaid(tx, order, intent.amountReceived || intent.amount);
      } else if (order.paymentStatus !== "paid") {
        // A failed attempt leaves the order payable and the cart as it was.
        order.paymentStatus = "failed";
      }
      tx.create(PaymentEvent, { id: event.id, type: event.type, paymentIntentId: intent.id });
      await tx.flush();
      return { ok: true, duplicate: false };
    });
  } catch (error) {
    if (error instanceof PaymentRefusal) return { ok: false, key: error.key };
    // The same event delivered twice at once: the other delivery applied it.
    if (error instanceof UniqueConstraintViolationException) return { ok: true, duplicate: true };
    throw error;
  }
}
