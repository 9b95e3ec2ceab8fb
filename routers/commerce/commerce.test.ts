import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CartItem, FranchiseActivity, Inventory, Match, Order, PaymentEvent, Product, RateLimit } from "../../db/entities/index";
import { createServerCaller } from "../../server/context";
import { refusal, startHarness, type Harness } from "../../test/harness";
import { overridePaymentProvider } from "../../server/payments/index";
import { createStripeProvider } from "../../server/payments/stripe-provider";
import { createDemoProvider, DEMO_CARDS } from "../../server/payments/demo-provider";
import { startFakeStripe } from "../../server/payments/fake-stripe-server";

const WEBHOOK_SECRET = "whsec_test_trades_cup";
const admin = { id: randomUUID(), email: "admin@example.com", role: "admin", firstName: "Ada", lastName: "Admin" };

let h: Harness;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let teams: Array<{ id: string; name: string }>;
beforeAll(async () => {
  [h, fake] = await Promise.all([startHarness(), startFakeStripe()]);
  teams = await h.caller().teams.list();
});
afterAll(async () => {
  overridePaymentProvider(null);
  await Promise.all([h?.close(), fake?.close()]);
});
afterEach(() => overridePaymentProvider(null));

const session = () => `sess_${randomUUID().replace(/-/g, "")}`;
const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as Record<string, unknown> & {
    error?: { code: string; message: string; fields?: Record<string, string> };
  },
});
const api = (method: string, path: string, body?: unknown) =>
  fetch(`${h.url}/api${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(json);

async function productsOf(teamIndex: number) {
  return h.caller().commerce.products({ teamId: teams[teamIndex].id });
}
async function stockOf(productId: string, variantId: string) {
  return (await h.em().findOneOrFail(Inventory, { productId, variantId })).stockQuantity;
}
/** Two sizes of the first team's home jersey in a fresh cart: M × 2 and XL × 1. */
async function fillCart(sessionId: string) {
  const [jersey] = await productsOf(0);
  const m = jersey.variants.find((v) => v.size === "M")!;
  const xl = jersey.variants.find((v) => v.size === "XL")!;
  await h.caller().commerce.addToCart({ sessionId, productId: jersey.id, variantId: m.id, teamId: jersey.teamId, quantity: 2 });
  await h.caller().commerce.addToCart({ sessionId, productId: jersey.id, variantId: xl.id, teamId: jersey.teamId, quantity: 1 });
  return { jersey, m, xl, total: 2 * m.price + xl.price };
}

function useFakeStripe() {
  overridePaymentProvider(
    createStripeProvider({
      secretKey: "sk_test_fake",
      publishableKey: "pk_test_fake",
      webhookSecret: WEBHOOK_SECRET,
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
    }),
  );
}
const stripe = new Stripe("sk_test_fake");
function signedEvent(type: string, object: unknown, id = `evt_${randomUUID().replace(/-/g, "")}`, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { id, payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
const deliver = (event: { payload: string; signature: string }) =>
  fetch(`${h.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    body: event.payload,
  }).then(json);

describe("catalogue", () => {
  it("GET /api/products lists a team's active products with size variants priced in cents", async () => {
    const { status, body } = await api("GET", `/products?teamId=${teams[1].id}`);
    expect(status).toBe(200);
    const products = body as unknown as Array<{
      teamId: string;
      basePrice: number;
      variants: Array<{ size: string; price: number }>;
    }>;
    expect(products.length).toBeGreaterThanOrEqual(3);
    expect(products.every((p) => p.teamId === teams[1].id)).toBe(true);
    const jersey = products[0];
    expect(jersey.variants.find((v) => v.size === "XL")!.price - jersey.basePrice).toBe(200);
    const all = (await api("GET", "/products")).body as unknown as unknown[];
    expect(all.length).toBeGreaterThan(products.length);
  });

  it("GET /api/inventory has a stock row per seeded product size", async () => {
    const [jersey] = await productsOf(2);
    const { body } = await api("GET", `/inventory?teamId=${teams[2].id}`);
    const rows = body as unknown as Array<{ productId: string; variantId: string; stockQuantity: number }>;
    for (const v of jersey.variants) expect(rows.find((r) => r.variantId === v.id)!.stockQuantity).toBeGreaterThan(0);
  });

  it("GET /api/jersey-orders is for administrators", async () => {
    expect((await api("GET", "/jersey-orders")).status).toBe(401);
    expect(await h.caller({ user: admin }).commerce.jerseyOrders()).toEqual([]);
  });
});

describe("cart lifecycle", () => {
  it("adds, merges, prices on the server, updates and removes through the REST paths", async () => {
    const sessionId = session();
    const [jersey] = await productsOf(0);
    const xl = jersey.variants.find((v) => v.size === "XL")!;
    const add = { sessionId, productId: jersey.id, variantId: xl.id, quantity: 1, teamId: jersey.teamId };
    const first = await api("POST", "/cart", add);
    expect(first.status).toBe(200);
    expect((await api("POST", "/cart", { ...add, quantity: 2 })).body).toMatchObject({ id: first.body.id, quantity: 3 });

    const cart = await api("GET", `/cart/${sessionId}`);
    expect(cart.body).toEqual([
      expect.objectContaining({
        id: first.body.id,
        quantity: 3,
        size: "XL",
        unitPrice: xl.price,
        lineTotal: 3 * xl.price,
        available: true,
        product: expect.objectContaining({ id: jersey.id, name: jersey.name }),
      }),
    ]);

    expect((await api("PUT", `/cart/${first.body.id}`, { sessionId, quantity: 5 })).body).toMatchObject({ quantity: 5 });
    expect((await api("DELETE", `/cart/${first.body.id}?sessionId=${sessionId}`)).body).toEqual({
      id: first.body.id,
      removed: true,
    });
    expect((await api("GET", `/cart/${sessionId}`)).body).toEqual([]);
  });

  it("refuses quantities that are not whole numbers 1–99, naming the field", async () => {
    const sessionId = session();
    const [jersey] = await productsOf(0);
    const base = { sessionId, productId: jersey.id, variantId: jersey.variants[0].id, teamId: jersey.teamId };
    for (const quantity of [0, 100, 1.5, -1]) {
      const res = await api("POST", "/cart", { ...base, quantity });
      expect(res.status).toBe(400);
      expect(res.body.error!.fields).toEqual({ quantity: "Quantity must be a whole number from 1 to 99" });
    }
    await h.em().nativeUpdate(Inventory, { productId: jersey.id, variantId: base.variantId }, { stockQuantity: 500 });
    const line = await h.caller().commerce.addToCart({ ...base, quantity: 60 });
    // 60 + 60 would pass 99 on one line
    expect(await refusal(h.caller().commerce.addToCart({ ...base, quantity: 60 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "You can order at most 99 of one item.",
    });
    const bad = await api("PUT", `/cart/${line.id}?lang=es`, { sessionId, quantity: 0 });
    expect(bad.body.error!.fields).toEqual({ quantity: "La cantidad debe ser un número entero de 1 a 99" });
  });

  it("refuses more than the stock of a size, saying how many are left", async () => {
    const sessionId = session();
    const products = await productsOf(4);
    const tee = products.find((p) => p.name.endsWith("Supporter T-Shirt"))!;
    const size = tee.variants[0];
    await h.em().nativeUpdate(Inventory, { productId: tee.id, variantId: size.id }, { stockQuantity: 1 });
    const base = { sessionId, productId: tee.id, variantId: size.id, teamId: tee.teamId };
    expect(await refusal(h.caller().commerce.addToCart({ ...base, quantity: 2 }))).toMatchObject({
      code: "CONFLICT",
      message: `Only 1 left of ${tee.name} (${size.size}).`,
    });
    const line = await h.caller().commerce.addToCart({ ...base, quantity: 1 });
    expect((await api("PUT", `/cart/${line.id}`, { sessionId, quantity: 2 })).status).toBe(409);
  });

  it("a line of another session cannot be changed or deleted (404), and stays as it was", async () => {
    const owner = session();
    const [jersey] = await productsOf(0);
    const line = await h.caller().commerce.addToCart({
      sessionId: owner,
      productId: jersey.id,
      variantId: jersey.variants[0].id,
      teamId: jersey.teamId,
      quantity: 1,
    });
    const intruder = session();
    expect((await api("PUT", `/cart/${line.id}`, { sessionId: intruder, quantity: 9 })).status).toBe(404);
    const del = await api("DELETE", `/cart/${line.id}?sessionId=${intruder}`);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ error: { code: "NOT_FOUND", message: "Cart item not found" } });
    expect((await h.em().findOneOrFail(CartItem, line.id)).quantity).toBe(1);
  });

  it("refuses a stale product or size with a clear message, and marks such lines in the cart", async () => {
    const sessionId = session();
    const products = await productsOf(3);
    const product = products[products.length - 1];
    const base = { sessionId, productId: product.id, variantId: product.variants[0].id, teamId: product.teamId, quantity: 1 };
    expect(await refusal(h.caller().commerce.addToCart({ ...base, variantId: "gone" }))).toMatchObject({
      code: "CONFLICT",
      message: `This size of ${product.name} is no longer available.`,
    });
    expect(await refusal(h.caller().commerce.addToCart({ ...base, teamId: teams[5].id }))).toMatchObject({ code: "BAD_REQUEST" });
    await h.caller().commerce.addToCart(base);
    await h.em().nativeUpdate(Product, { id: product.id }, { isActive: false });
    try {
      expect(await refusal(h.caller().commerce.addToCart(base))).toMatchObject({
        code: "CONFLICT",
        message: `${product.name} is no longer available.`,
      });
      const [line] = await h.caller().commerce.cart({ sessionId });
      expect(line).toMatchObject({ available: false, unitPrice: null, lineTotal: null });
      expect(await refusal(h.caller().commerce.createPaymentIntent({ sessionId }), "es")).toMatchObject({
        code: "CONFLICT",
        message: `${product.name} ya no está disponible.`,
      });
      expect(await h.em().count(Order, { sessionId })).toBe(0);
    } finally {
      await h.em().nativeUpdate(Product, { id: product.id }, { isActive: true });
    }
  });
});

describe("checkout with Stripe (local fake of the Stripe API, real stripe client)", () => {
  it("creates a pending order and a PaymentIntent for the server's amount, with an idempotency key", async () => {
    useFakeStripe();
    const sessionId = session();
    const { total } = await fillCart(sessionId);
    const res = await api("POST", "/create-payment-intent", { sessionId, amount: total, items: [] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: total,
      currency: "usd",
      provider: "stripe",
      clientSecret: expect.stringMatching(/^pi_fake_\d+_secret_fake$/),
    });
    const intent = fake.intents.get(res.body.paymentIntentId as string)!;
    expect(intent).toMatchObject({
      amount: total,
      currency: "usd",
      metadata: { orderId: res.body.orderId, orderNumber: res.body.orderNumber },
    });
    const create = fake.requests.find((r) => r.method === "POST" && r.body.amount === String(total))!;
    expect(create.idempotencyKey).toBe(`order_${res.body.orderId}`);
    expect(create.authorization).toBe("Bearer sk_test_fake");
    const order = await h.em().findOneOrFail(Order, res.body.orderId as string);
    expect(order).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      total,
      subtotal: total,
      stripePaymentIntentId: intent.id,
      sessionId,
    });
    expect(order.orderNumber).toMatch(/^TC-\d{8}-[2-9A-Z]{6}$/);
    expect(order.items).toHaveLength(2);

    // Checkout pressed again for the same cart: the same order and intent.
    const again = await h.caller().commerce.createPaymentIntent({ sessionId });
    expect(again).toMatchObject({ orderId: res.body.orderId, paymentIntentId: intent.id });
  });

  it("never trusts the browser's amount: a different one is refused and nothing is written", async () => {
    useFakeStripe();
    const sessionId = session();
    const { total } = await fillCart(sessionId);
    const before = fake.intents.size;
    const res = await api("POST", "/create-payment-intent", { sessionId, amount: 100, items: [] });
    expect(res.status).toBe(409);
    expect(res.body.error!.message).toContain((total / 100).toFixed(2));
    expect(fake.intents.size).toBe(before);
    expect(await h.em().count(Order, { sessionId })).toBe(0);
    // The spec's payload without a session: items are priced from the catalogue, their `price` ignored.
    const { jersey, m } = await fillCart(session());
    const direct = await api("POST", "/create-payment-intent", {
      items: [{ productId: jersey.id, variantId: m.id, quantity: 2, price: 1 }],
    });
    expect(direct.body).toMatchObject({ amount: 2 * m.price });
  });

  it("checkout → webhook (signed) → paid: paidAt, cart emptied, stock down; a replay changes nothing", async () => {
    useFakeStripe();
    const sessionId = session();
    const { jersey, m, xl, total } = await fillCart(sessionId);
    const [stockM, stockXl] = [await stockOf(jersey.id, m.id), await stockOf(jersey.id, xl.id)];
    const checkout = await h.caller().commerce.createPaymentIntent({ sessionId, amount: total });
    const intent = fake.succeed(checkout.paymentIntentId);

    const event = signedEvent("payment_intent.succeeded", intent);
    const first = await deliver(event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const paid = await h.em().findOneOrFail(Order, checkout.orderId);
    expect(paid).toMatchObject({ status: "paid", paymentStatus: "paid", stripePaymentIntentId: intent.id });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await h.caller().commerce.cart({ sessionId })).toEqual([]);
    expect(await stockOf(jersey.id, m.id)).toBe(stockM - 2);
    expect(await stockOf(jersey.id, xl.id)).toBe(stockXl - 1);

    // The same event again, and another event for the same payment: nothing changes.
    const activities = await h.em().count(FranchiseActivity, { teamId: jersey.teamId });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await deliver(signedEvent("payment_intent.succeeded", intent))).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await stockOf(jersey.id, m.id)).toBe(stockM - 2);
    expect(await h.em().count(FranchiseActivity, { teamId: jersey.teamId })).toBe(activities);
    expect((await h.em().findOneOrFail(Order, checkout.orderId)).paidAt!.getTime()).toBe(paid.paidAt!.getTime());
    expect(await h.em().count(Order, { sessionId, paymentStatus: "paid" })).toBe(1);

    // The confirmation page reads the paid order; the franchise sees it.
    expect(await h.caller().commerce.order({ id: checkout.orderId, sessionId })).toMatchObject({
      orderNumber: checkout.orderNumber,
      paymentStatus: "paid",
    });
    const dash = await h.caller().commerce.franchise.dashboard({ teamId: jersey.teamId });
    expect(dash.orders.find((o) => o.id === checkout.orderId)).toMatchObject({
      teamTotal: total,
      lines: expect.arrayContaining([expect.objectContaining({ size: "M", quantity: 2 })]),
    });
    expect(dash.activity[0]).toMatchObject({
      type: "order",
      messageKey: "franchise.activity.orderPaid",
      vars: { orderNumber: checkout.orderNumber, amountCents: total },
    });
    expect(dash.metrics.totalRevenue).toBeGreaterThanOrEqual(total);
    // Administrators see every order, with its payment reference; visitors may not list them.
    expect((await h.caller({ user: admin }).commerce.orders()).find((o) => o.id === checkout.orderId)).toMatchObject({
      paymentStatus: "paid",
      stripePaymentIntentId: intent.id,
      sessionId,
    });
    expect((await api("GET", "/orders")).status).toBe(401);
  });

  it("refuses a badly signed, unknown or mismatched event with 400 and changes nothing", async () => {
    useFakeStripe();
    const sessionId = session();
    const { total } = await fillCart(sessionId);
    const checkout = await h.caller().commerce.createPaymentIntent({ sessionId });
    const intent = fake.succeed(checkout.paymentIntentId);
    const unchanged = async () => {
      expect(await h.em().findOneOrFail(Order, checkout.orderId)).toMatchObject({ paymentStatus: "pending", paidAt: null });
      expect(await h.caller().commerce.cart({ sessionId })).toHaveLength(2);
    };

    const forged = signedEvent("payment_intent.succeeded", intent, undefined, "whsec_wrong");
    expect(await deliver(forged)).toEqual({
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: "The webhook signature is not valid." } },
    });
    const tampered = signedEvent("payment_intent.succeeded", intent);
    expect((await deliver({ ...tampered, payload: tampered.payload.replace(`"amount":${total}`, `"amount":1`) })).status).toBe(
      400,
    );
    expect(
      (
        await fetch(`${h.url}/api/stripe/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: tampered.payload,
        })
      ).status,
    ).toBe(400);
    expect((await deliver(signedEvent("payment_intent.succeeded", { ...intent, id: "pi_unknown" }))).body).toEqual({
      error: { code: "BAD_REQUEST", message: "No order matches this payment." },
    });
    expect((await deliver(signedEvent("payment_intent.succeeded", { ...intent, amount: 1, amount_received: 1 }))).status).toBe(
      400,
    );
    await unchanged();
    expect(await h.em().count(PaymentEvent, { paymentIntentId: intent.id })).toBe(0);
  });

  it("acknowledges (2xx) a signed event of a type it does not handle, so Stripe stops resending it; a forged one stays 400", async () => {
    useFakeStripe();
    const ignored = signedEvent("customer.created", { id: "cus_1", object: "customer" });
    expect(await deliver(ignored)).toEqual({ status: 200, body: { received: true, duplicate: false, ignored: true } });
    expect(await h.em().count(PaymentEvent, { id: ignored.id })).toBe(0);
    const forged = signedEvent("customer.created", { id: "cus_1", object: "customer" }, undefined, "whsec_wrong");
    expect(await deliver(forged)).toEqual({
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: "The webhook signature is not valid." } },
    });
  });

  it("a failed payment leaves the cart intact and the order payable; the status check picks up a later success", async () => {
    useFakeStripe();
    const sessionId = session();
    await fillCart(sessionId);
    const checkout = await h.caller().commerce.createPaymentIntent({ sessionId });
    expect((await deliver(signedEvent("payment_intent.payment_failed", fake.decline(checkout.paymentIntentId)))).status).toBe(
      200,
    );
    expect(await h.em().findOneOrFail(Order, checkout.orderId)).toMatchObject({ status: "pending", paymentStatus: "failed" });
    expect(await h.caller().commerce.cart({ sessionId })).toHaveLength(2);

    // The browser confirms again with a good card; the page asks before the webhook arrives.
    fake.succeed(checkout.paymentIntentId);
    expect(await h.caller().commerce.order({ id: checkout.orderId, sessionId })).toMatchObject({
      paymentStatus: "paid",
      status: "paid",
    });
    expect(await h.caller().commerce.cart({ sessionId })).toEqual([]);
    expect(await refusal(h.caller().commerce.order({ id: checkout.orderId, sessionId: session() }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("says the payment service is unavailable when Stripe cannot be reached, and writes no order", async () => {
    overridePaymentProvider(
      createStripeProvider({ secretKey: "sk_test_fake", publishableKey: "pk", host: "127.0.0.1", port: 9, protocol: "http" }),
    );
    const sessionId = session();
    await fillCart(sessionId);
    expect(await refusal(h.caller().commerce.createPaymentIntent({ sessionId }))).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(await h.em().count(Order, { sessionId })).toBe(0);
  }, 60_000);
});

describe("checkout abuse", () => {
  it("limits checkouts per address (each one asks the payment provider for an intent)", async () => {
    const sessionId = session();
    await fillCart(sessionId);
    const em = h.em();
    em.create(RateLimit, { key: "checkout:intent:10.9.8.7", count: 30, resetAt: new Date(Date.now() + 60_000) });
    await em.flush();
    const fromThere = createServerCaller({ em: h.em(), lang: "en", user: null, authMode: "required", ip: "10.9.8.7" });
    expect(await refusal(fromThere.commerce.createPaymentIntent({ sessionId }))).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await h.em().count(Order, { sessionId })).toBe(0);
  });
});

describe("checkout with the demo provider (no Stripe keys)", () => {
  it("is the default, and says so", async () => {
    expect(await h.caller().commerce.paymentConfig()).toEqual({ provider: "demo", publishableKey: null });
  });

  it("a declined test card fails with the provider's message and leaves the cart; the success card pays once", async () => {
    overridePaymentProvider(createDemoProvider());
    const sessionId = session();
    const { jersey, m, total } = await fillCart(sessionId);
    const stock = await stockOf(jersey.id, m.id);
    const checkout = await h.caller().commerce.createPaymentIntent({ sessionId, amount: total });
    expect(checkout).toMatchObject({ provider: "demo", amount: total, clientSecret: `${checkout.paymentIntentId}_secret_demo` });
    const card = { orderId: checkout.orderId, sessionId, expiry: "12/30", cvc: "123" };

    const expired = await api("POST", "/demo-payments/confirm", { ...card, cardNumber: DEMO_CARDS.success, expiry: "01/20" });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      error: { code: "BAD_REQUEST", fields: { expiry: expect.stringContaining("Expiry date") } },
    });
    expect(await h.em().count(Order, { sessionId, paymentStatus: "paid" })).toBe(0);
    const expiredEs = await refusal(
      h.caller({ lang: "es" }).commerce.confirmDemoPayment({ ...card, cardNumber: DEMO_CARDS.success, expiry: "01/20" }),
      "es",
    );
    expect(expiredEs.message).toContain("Fecha de caducidad");

    const declined = await api("POST", "/demo-payments/confirm", { ...card, cardNumber: "4000 0000 0000 0002" });
    expect(declined.body).toMatchObject({
      status: "failed",
      message: "Your card was declined.",
      order: { paymentStatus: "failed" },
    });
    expect(await h.caller().commerce.cart({ sessionId })).toHaveLength(2);
    expect(await stockOf(jersey.id, m.id)).toBe(stock);

    const paid = await h.caller().commerce.confirmDemoPayment({ ...card, cardNumber: DEMO_CARDS.success });
    expect(paid).toMatchObject({ status: "succeeded", order: { paymentStatus: "paid", orderNumber: checkout.orderNumber } });
    // Confirmed twice: no second paid order, no second stock movement.
    const twice = await h.caller().commerce.confirmDemoPayment({ ...card, cardNumber: DEMO_CARDS.success });
    expect(twice.order.paidAt!.getTime()).toBe(paid.order.paidAt!.getTime());
    expect(await stockOf(jersey.id, m.id)).toBe(stock - 2);
    expect(await h.em().count(Order, { sessionId, paymentStatus: "paid" })).toBe(1);
    expect(await h.caller().commerce.cart({ sessionId })).toEqual([]);

    const es = await h.caller({ lang: "es" }).commerce.confirmDemoPayment({ ...card, cardNumber: DEMO_CARDS.success });
    expect(es.status).toBe("succeeded");
    expect(
      await refusal(h.caller().commerce.confirmDemoPayment({ ...card, sessionId: session(), cardNumber: DEMO_CARDS.success })),
    ).toMatchObject({ code: "NOT_FOUND" });
  });

  it("the demo has no webhooks: any delivery is refused", async () => {
    overridePaymentProvider(createDemoProvider());
    expect((await deliver(signedEvent("payment_intent.succeeded", { id: "pi_demo_x", object: "payment_intent" }))).status).toBe(
      400,
    );
  });
});

describe("franchise", () => {
  it("roster, contracts and activity are admin writes, persisted, with end date = start + duration × 365 days", async () => {
    const teamId = teams[7].id;
    const member = { teamId, name: "Rosa Díaz", position: "Vice Captain" as const, specialty: "Welding" };
    const contract = {
      teamId,
      playerName: "Rosa Díaz",
      position: "midfielder" as const,
      baseSalary: 5_500_000,
      durationYears: 2,
      startDate: "2026-07-01",
      bonuses: "Goal bonus",
    };

    expect((await api("POST", `/franchise/${teamId}/roster`, member)).status).toBe(401);
    expect(await refusal(h.caller().commerce.franchise.addContract(contract))).toMatchObject({ code: "UNAUTHORIZED" });

    const empty = await h.caller().commerce.franchise.dashboard({ teamId });
    expect(empty.metrics).toMatchObject({
      totalRevenue: 0,
      monthlyGrowth: 0,
      activeOrders: 0,
      completedOrders: 0,
      playerContracts: 0,
      fanEngagement: 0,
      championshipProgress: 0,
    });
    // Upcoming: the team's scheduled matches still ahead of today (the seed's June fixtures are not, in November).
    const ahead = await h.em().count(Match, {
      $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }],
      status: "scheduled",
      matchDate: { $gte: new Date() },
    });
    expect(empty.metrics.upcomingMatches).toBe(ahead);
    expect(empty.jerseyStock.map((s) => s.size)).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(empty.jerseyStock.find((s) => s.size === "M")!.stock).toBeGreaterThan(0);

    await h.caller({ user: admin }).commerce.franchise.addRosterMember(member);
    const signed = await h.caller({ user: admin }).commerce.franchise.addContract(contract);
    expect(signed).toMatchObject({
      startDate: "2026-07-01",
      endDate: "2028-06-30",
      isActive: true,
      baseSalary: 5_500_000,
      playerName: "Rosa Díaz",
    });
    expect(
      await refusal(h.caller({ user: admin }).commerce.franchise.addContract({ ...contract, durationYears: 6 })),
    ).toMatchObject({ code: "BAD_REQUEST", fields: { durationYears: "Duration must be 1 to 5 years" } });

    const dash = await h.caller().commerce.franchise.dashboard({ teamId });
    expect(dash.roster).toEqual([expect.objectContaining({ name: "Rosa Díaz", position: "Vice Captain", specialty: "Welding" })]);
    expect(dash.contracts).toHaveLength(1);
    expect(dash.metrics.playerContracts).toBe(1);
    expect(dash.activity.map((a) => a.messageKey)).toEqual([
      "franchise.activity.contractSigned",
      "franchise.activity.playerAdded",
    ]);

    // A contract is a roster player's: named as on the roster (whatever the case typed), or a new signing who joins it.
    const same = await h.caller({ user: admin }).commerce.franchise.addContract({ ...contract, playerName: "rosa díaz " });
    expect(same.playerName).toBe("Rosa Díaz");
    await h.caller({ user: admin }).commerce.franchise.addContract({ ...contract, playerName: "Nuevo Fichaje" });
    const signedUp = await h.caller().commerce.franchise.dashboard({ teamId });
    expect(signedUp.roster.map((r) => r.name)).toEqual(["Rosa Díaz", "Nuevo Fichaje"]);
    expect(signedUp.contracts.map((c) => c.playerName).sort()).toEqual(["Nuevo Fichaje", "Rosa Díaz", "Rosa Díaz"]);

    // Recent activity is capped at 5.
    for (let i = 0; i < 5; i++)
      await h.caller({ user: admin }).commerce.franchise.addRosterMember({ ...member, name: `Player ${i}`, position: "Player" });
    expect((await h.caller().commerce.franchise.dashboard({ teamId })).activity).toHaveLength(5);
    expect((await api("GET", `/franchise/${randomUUID()}`)).status).toBe(404);
  });
});
