import { describe, expect, it } from "vitest";
import { cardExpired, createDemoProvider, demoCardOutcome, DEMO_CARDS } from "./demo-provider";
import { WebhookSignatureError } from "./provider";

describe("demo payment provider", () => {
  it("accepts the success card and declines the others with their reason", () => {
    expect(demoCardOutcome("4242 4242 4242 4242")).toEqual({ ok: true });
    expect(demoCardOutcome(DEMO_CARDS.declined)).toEqual({ ok: false, code: "card_declined" });
    expect(demoCardOutcome("4000-0000-0000-9995")).toEqual({ ok: false, code: "insufficient_funds" });
    expect(demoCardOutcome("5555 5555 5555 4444")).toEqual({ ok: false, code: "incorrect_number" });
  });

  it("treats a card as valid through the end of its expiry month", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(cardExpired("01/20", now)).toBe(true);
    expect(cardExpired("10/26", now)).toBe(true);
    expect(cardExpired("11/26", now)).toBe(false);
    expect(cardExpired("11 / 26", new Date("2026-12-01T00:00:00Z"))).toBe(true);
    expect(cardExpired("12/30", now)).toBe(false);
  });

  it("gives the same intent for the same idempotency key, and takes no webhooks", async () => {
    const demo = createDemoProvider();
    const req = { amount: 1999, currency: "usd" as const, idempotencyKey: "order_1", metadata: {} };
    const a = await demo.createIntent(req);
    expect(await demo.createIntent(req)).toEqual(a);
    expect((await demo.createIntent({ ...req, idempotencyKey: "order_2" })).id).not.toBe(a.id);
    expect(a).toMatchObject({ amount: 1999, status: "requires_payment_method", clientSecret: `${a.id}_secret_demo` });
    expect(() => demo.verifyWebhook("{}", "t=1,v1=x")).toThrow(WebhookSignatureError);
  });
});
