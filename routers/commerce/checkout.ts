import { randomUUID } from "node:crypto";
import { z } from "zod";
import { LockMode } from "@mikro-orm/core";
import { CartItem, Order, Product } from "../../db/entities/index";
import { CheckoutSchema, DemoCardSchema, SessionIdSchema } from "@shared/forms/commerce.schema";
import { formatCents } from "@shared/money";
import { translate } from "../../server/i18n";
import { adminProcedure, enforceRateLimit, fail, failFields, publicProcedure, publicWriteProcedure } from "../../server/trpc";
import { currentPaymentProvider } from "../../server/payments/index";
import { cardExpired, demoCardOutcome } from "../../server/payments/demo-provider";
import { PaymentProviderError, type PaymentIntentInfo } from "../../server/payments/provider";
import { refuse, assertInStock } from "./cart";
import { markIntentPaid, markOrderPaid, newOrderNumber, PaymentRefusal } from "./fulfilment";
import { priceLines, sameLines, type CatalogueProduct, type RequestedLine } from "./pricing";
import { AdminOrderOutput, OrderOutput, PaymentIntentOutput } from "./schemas";
import { pageInQuery, paged } from "../../server/list-paging";

async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      console.error("payment provider:", error.message);
      fail("SERVICE_UNAVAILABLE", "errors.paymentUnavailable");
    }
    throw error;
  }
}

const OrderLookup = z.object({ id: z.string().uuid("validation.invalidId"), sessionId: SessionIdSchema });

export const checkoutProcedures = {
  paymentConfig: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/payment-config",
        protect: false,
        tags: ["commerce"],
        summary: "Which payment provider checkout uses (stripe, or the demo that charges nothing) and Stripe's publishable key",
      },
    })
    .input(z.void())
    .output(z.object({ provider: z.enum(["stripe", "demo"]), publishableKey: z.string().nullable() }))
    .query(async () => {
      const provider = await currentPaymentProvider();
      return { provider: provider.kind, publishableKey: provider.publishableKey };
    }),

  createPaymentIntent: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/create-payment-intent",
        protect: false,
        tags: ["commerce"],
        summary: "Start checkout: a pending order and a payment intent for the server-computed amount; returns its client secret",
      },
    })
    .input(CheckoutSchema)
    .output(PaymentIntentOutput)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, "checkoutIntent");
      const requested: RequestedLine[] = input.sessionId
        ? (await ctx.em.find(CartItem, { sessionId: input.sessionId })).map((i) => ({
            productId: i.product.id,
            variantId: i.variantId,
            quantity: i.quantity,
          }))
        : (input.items ?? []);
      const products = await ctx.em.find(Product, { id: { $in: [...new Set(requested.map((l) => l.productId))] } });
      const priced = priceLines(requested, new Map(products.map((p) => [p.id, p as CatalogueProduct])));
      if (!priced.ok) refuse(priced.refusal);
      await assertInStock(ctx.em, priced.lines);
      // The browser's amount is only checked, never charged: a stale total is refused so the visitor sees the real one first.
      if (input.amount !== undefined && input.amount !== priced.total) {
        fail("CONFLICT", "errors.amountMismatch", { total: formatCents(priced.total, ctx.lang) });
      }
      const provider = await currentPaymentProvider();

      // Checkout pressed twice for the same cart: the same order and intent.
      if (input.sessionId) {
        const pending = await ctx.em.findOne(
          Order,
          { sessionId: input.sessionId, status: "pending", paymentStatus: { $ne: "paid" } },
          { orderBy: { orderDate: "desc" } },
        );
        if (pending?.stripePaymentIntentId && pending.total === priced.total && sameLines(pending.items, priced.lines)) {
          const intent = await fromProvider(() => provider.retrieveIntent(pending.stripePaymentIntentId!));
          if (intent.status !== "canceled" && intent.status !== "succeeded") {
            return {
              clientSecret: intent.clientSecret,
              paymentIntentId: intent.id,
              orderId: pending.id,
              orderNumber: pending.orderNumber,
              amount: pending.total,
              currency: "usd",
              provider: provider.kind,
            };
          }
        }
      }

      const orderId = randomUUID();
      const orderNumber = newOrderNumber();
      // The intent first (keyed by the order id, so a network retry cannot make a second one); the
      // order is written only once the provider said yes.
      const intent: PaymentIntentInfo = await fromProvider(() =>
        provider.createIntent({
          amount: priced.total,
          currency: "usd",
          idempotencyKey: `order_${orderId}`,
          metadata: { orderId, orderNumber },
          description: `Trades Cup order ${orderNumber}`,
        }),
      );
      await ctx.em.transactional(async (tx) => {
        // An older unpaid checkout of this cart is superseded (if it is paid after all, the webhook still records it).
        if (input.sessionId)
          await tx.nativeUpdate(
            Order,
            { sessionId: input.sessionId, status: "pending", paymentStatus: { $ne: "paid" } },
            { status: "cancelled" },
          );
        tx.create(Order, {
          id: orderId,
          orderNumber,
          sessionId: input.sessionId ?? null,
          items: priced.lines,
          subtotal: priced.subtotal,
          shippingCost: 0,
          tax: 0,
          total: priced.total,
          status: "pending",
          paymentStatus: "pending",
          stripePaymentIntentId: intent.id,
        });
      });
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        orderId,
        orderNumber,
        amount: priced.total,
        currency: "usd",
        provider: provider.kind,
      };
    }),

  confirmDemoPayment: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/demo-payments/confirm",
        protect: false,
        tags: ["commerce"],
        summary: "Demo provider only: pay a pending order with a test card (nothing is charged)",
      },
    })
    .input(DemoCardSchema.extend({ orderId: z.string().uuid("validation.invalidId"), sessionId: SessionIdSchema }))
    .output(z.object({ status: z.enum(["succeeded", "failed"]), message: z.string().nullable(), order: OrderOutput }))
    .mutation(async ({ ctx, input }) => {
      if ((await currentPaymentProvider()).kind !== "demo") fail("BAD_REQUEST", "errors.demoOnly");
      await enforceRateLimit(ctx, "checkoutConfirm");
      if (cardExpired(input.expiry, new Date())) failFields({ expiry: "validation.cardExpired" });
      const outcome = demoCardOutcome(input.cardNumber);
      return ctx.em.transactional(async (tx) => {
        const order =
          (await tx.findOne(
            Order,
            { id: input.orderId, sessionId: input.sessionId },
            { lockMode: LockMode.PESSIMISTIC_WRITE },
          )) ?? fail("NOT_FOUND", "errors.orderNotFound");
        // Confirmed twice: the first payment stands, nothing is paid again.
        if (order.paymentStatus === "paid") return { status: "succeeded" as const, message: null, order };
        if (!outcome.ok) {
          order.paymentStatus = "failed";
          await tx.flush();
          return { status: "failed" as const, message: translate(ctx.lang, `errors.demoCard.${outcome.code}`), order };
        }
        try {
          await markOrderPaid(tx, order, order.total);
        } catch (error) {
          if (error instanceof PaymentRefusal) fail("CONFLICT", error.key);
          throw error;
        }
        return { status: "succeeded" as const, message: null, order };
      });
    }),

  order: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/orders/{id}",
        protect: false,
        tags: ["commerce"],
        summary: "An order of this cart session (its confirmation); asks the provider when payment is still pending",
      },
    })
    .input(OrderLookup)
    .output(OrderOutput)
    .query(async ({ ctx, input }) => {
      const order =
        (await ctx.em.findOne(Order, { id: input.id, sessionId: input.sessionId })) ?? fail("NOT_FOUND", "errors.orderNotFound");
      const provider = await currentPaymentProvider();
      if (order.paymentStatus !== "paid" && order.stripePaymentIntentId && provider.kind === "stripe") {
        // The browser has just confirmed with Stripe: do not wait for the webhook to show the result.
        const intent = await fromProvider(() => provider.retrieveIntent(order.stripePaymentIntentId!));
        if (intent.status === "succeeded") {
          try {
            return await markIntentPaid(ctx.em, intent.id, intent.amountReceived || intent.amount);
          } catch (error) {
            if (error instanceof PaymentRefusal) fail("CONFLICT", error.key);
            throw error;
          }
        }
      }
      return order;
    }),

  orders: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/orders",
        protect: true,
        tags: ["commerce"],
        summary: "All store orders, newest first (admin)",
      },
    })
    .input(paged())
    .output(z.array(AdminOrderOutput))
    .query(({ ctx }) =>
      pageInQuery(
        ctx.listPage,
        ({ offset, limit }) => ctx.em.find(Order, {}, { orderBy: { orderDate: "desc", id: "desc" }, offset, limit }),
        () => ctx.em.count(Order),
      ),
    ),
};
