import Stripe from "stripe";
import { PaymentProviderError, WebhookSignatureError, type PaymentIntentInfo, type PaymentProvider } from "./provider";

export type StripeProviderConfig = {
  secretKey: string;
  publishableKey?: string | null;
  webhookSecret?: string | null;
  /** Where the Stripe API lives; tests point these at a local fake of the Stripe HTTP API. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

function intentInfo(pi: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? "",
    amount: pi.amount,
    amountReceived: pi.amount_received ?? 0,
    currency: pi.currency,
    status: pi.status,
    metadata: { ...(pi.metadata ?? {}) },
  };
}

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Trades Cup" },
  });
  const wrap = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
  };
  return {
    kind: "stripe",
    publishableKey: config.publishableKey ?? null,
    createIntent: (req) =>
      wrap(async () =>
        intentInfo(
          await stripe.paymentIntents.create(
            {
              amount: req.amount,
              currency: req.currency,
              metadata: req.metadata,
              description: req.description,
              automatic_payment_methods: { enabled: true },
            },
            { idempotencyKey: req.idempotencyKey },
          ),
        ),
      ),
    retrieveIntent: (id) => wrap(async () => intentInfo(await stripe.paymentIntents.retrieve(id))),
    verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not set");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        intent: object.object === "payment_intent" ? intentInfo(object as Stripe.PaymentIntent) : null,
      };
    },
  };
}
