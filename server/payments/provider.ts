/**
 * One interface for taking card payments, implemented by Stripe (when keys are set) and by a clearly
 * labelled demo provider (the embedded default: same flow, nothing charged).
 */

export type PaymentIntentInfo = {
  id: string;
  clientSecret: string;
  /** Cents. */
  amount: number;
  /** Cents actually received; 0 until the payment succeeds. */
  amountReceived: number;
  currency: string;
  /** The provider's PaymentIntent status: requires_payment_method, processing, succeeded, canceled, … */
  status: string;
  metadata: Record<string, string>;
};

export type PaymentEventInfo = {
  id: string;
  type: string;
  /** The PaymentIntent the event is about, when it is about one. */
  intent: PaymentIntentInfo | null;
};

export type CreateIntentRequest = {
  amount: number;
  currency: "usd";
  /** Sent to the provider so a retried request cannot create a second intent. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description?: string;
};

export interface PaymentProvider {
  readonly kind: "stripe" | "demo";
  /** Handed to the browser for Stripe Elements; null for the demo provider. */
  readonly publishableKey: string | null;
  createIntent(request: CreateIntentRequest): Promise<PaymentIntentInfo>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo>;
  /** Verifies a webhook delivery against its signature header; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): PaymentEventInfo;
}

export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused the request (not the visitor's fault). */
export class PaymentProviderError extends Error {}
