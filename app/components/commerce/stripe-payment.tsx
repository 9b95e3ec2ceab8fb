import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translations";
import { Lock } from "lucide-react";
import { loadStripe, type StripeElementLocale } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { formatCents } from "@shared/money";
import type { Checkout } from "./types";

type Props = {
  publishableKey: string;
  checkout: Checkout;
  lang: string;
  onFailed: (message: string) => void;
  onConfirmed: () => Promise<void>;
};

/** Card payment with Stripe Elements, confirmed in place; a bank that needs a redirect returns to /franchise. */
export default function StripePayment({ publishableKey, checkout, lang, onFailed, onConfirmed }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: checkout.clientSecret, locale: lang as StripeElementLocale }}>
      <PaymentForm checkout={checkout} onFailed={onFailed} onConfirmed={onConfirmed} lang={lang} />
    </Elements>
  );
}

function PaymentForm({ checkout, lang, onFailed, onConfirmed }: Omit<Props, "publishableKey">) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}/franchise?order=${checkout.orderNumber}` },
      });
      if (error) onFailed(error.message ?? t("commerce.toast.paymentFailedText"));
      else await onConfirmed();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="stripe-payment-form">
      <PaymentElement />
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || busy}>
        <Lock aria-hidden="true" className="size-4" />
        {busy ? t("commerce.checkout.paying") : t("commerce.checkout.pay", { total: formatCents(checkout.amount, lang) })}
      </button>
    </form>
  );
}
