import { createHash } from "node:crypto";
import { WebhookSignatureError, type PaymentProvider } from "./provider";

/** The demo's test cards, named as Stripe's test cards are (spec: one succeeds, one is declined). */
export const DEMO_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export type DemoCardOutcome = { ok: true } | { ok: false; code: "card_declined" | "insufficient_funds" | "incorrect_number" };

/** What the demo "bank" answers for a card number (spaces allowed). Unknown numbers are refused, as Stripe's test mode does. */
export function demoCardOutcome(cardNumber: string): DemoCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits === DEMO_CARDS.success) return { ok: true };
  if (digits === DEMO_CARDS.declined) return { ok: false, code: "card_declined" };
  if (digits === DEMO_CARDS.insufficientFunds) return { ok: false, code: "insufficient_funds" };
  return { ok: false, code: "incorrect_number" };
}

/**
 * Whether a card's MM/YY expiry has passed at `now`. A card stays valid through the last day of its
 * expiry month, as card networks treat it; two-digit years are in this century.
 */
export function cardExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2}) ?\/ ?(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const firstDayAfter = Date.UTC(year, month, 1);
  return now.getTime() >= firstDayAfter;
}

/**
 * Stands in for Stripe when no keys are set. It keeps no state of its own: the order row is its
 * ledger, and confirmation happens through the demo confirm procedure, which takes the same paid
 * transition as Stripe's webhook. Intent ids derive from the idempotency key, so a retry gets the same intent.
 */
export function createDemoProvider(): PaymentProvider {
  const clientSecret = (id: string) => `${id}_secret_demo`;
  return {
    kind: "demo",
    publishableKey: null,
    async createIntent(req) {
      const id = `pi_demo_${createHash("sha256").update(req.idempotencyKey).digest("hex").slice(0, 24)}`;
      return {
        id,
        clientSecret: clientSecret(id),
        amount: req.amount,
        amountReceived: 0,
        currency: req.currency,
        status: "requires_payment_method",
        metadata: req.metadata,
      };
    },
    async retrieveIntent(id) {
      return {
        id,
        clientSecret: clientSecret(id),
        amount: 0,
        amountReceived: 0,
        currency: "usd",
        status: "requires_payment_method",
        metadata: {},
      };
    },
    verifyWebhook() {
      throw new WebhookSignatureError("the demo payment provider sends no webhooks");
    },
  };
}
