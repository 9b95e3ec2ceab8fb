import type { Env } from "../env";
import { getRuntime } from "../runtime";
import { createDemoProvider } from "./demo-provider";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";

export type { PaymentProvider } from "./provider";

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_WEBHOOK_SECRET">;

/** Stripe when both keys are set (the browser needs the publishable one to confirm), otherwise the demo. */
function paymentProviderFromEnv(env: StripeEnv): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    });
  }
  return createDemoProvider();
}

let fromEnv: PaymentProvider | undefined;
let override: PaymentProvider | null = null;

/** The provider of this process, built once from the environment. */
export async function currentPaymentProvider(): Promise<PaymentProvider> {
  if (override) return override;
  fromEnv ??= paymentProviderFromEnv((await getRuntime()).env);
  return fromEnv;
}

/** Integration tests swap in a Stripe client aimed at their local fake Stripe API (null restores the default). */
export function overridePaymentProvider(provider: PaymentProvider | null) {
  override = provider;
}
