import { lazy, Suspense, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { CircleX, FlaskConical, Lock } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { TextField } from "~/components/forms/conform";
import { formatIssues } from "@shared/forms/issue-message";
import { useToast } from "~/components/ui/toast";
import { DemoCardSchema } from "@shared/forms/commerce.schema";
import { describeMutationError } from "~/lib/forms";
import { formatCents } from "@shared/money";
import { useTRPC, withTrpc } from "~/lib/trpc";
import type { Checkout, PaymentConfig, PlacedOrder } from "./types";

// Stripe's browser libraries load only when a real Stripe checkout opens.
const StripePayment = lazy(() => import("./stripe-payment"));

/** The payment step: Stripe Elements when keys are set, else the clearly labelled demo (nothing is charged). */
function CheckoutDialogView({
  checkout,
  payment,
  sessionId,
  onClose,
  onPaid,
}: {
  checkout: Checkout | null;
  payment: PaymentConfig;
  sessionId: string | null;
  onClose: () => void;
  onPaid: (order: PlacedOrder) => void;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  // The refusal stays in the dialog, beside the form it belongs to, after the toast has gone.
  const [failure, setFailure] = useState<string | null>(null);
  const failed = (message: string) => {
    setFailure(message);
    toast({ title: t("commerce.toast.paymentFailed"), description: message, variant: "destructive" });
  };
  const paid = (order: PlacedOrder) => {
    setFailure(null);
    toast({ title: t("commerce.toast.paymentSuccess"), description: t("commerce.toast.paymentSuccessText"), variant: "success" });
    onPaid(order);
  };
  const stripe = checkout?.provider === "stripe" && payment.publishableKey;

  return (
    <Dialog
      open={!!checkout}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      title={t("commerce.checkout.title")}
      description={
        checkout
          ? t("commerce.checkout.summary", { number: checkout.orderNumber, total: formatCents(checkout.amount, i18n.language) })
          : undefined
      }
    >
      {failure ? (
        <div className="alert alert-error mb-4 items-start" data-testid="payment-error">
          <CircleX aria-hidden="true" className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t("commerce.toast.paymentFailed")}</p>
            <p className="text-sm">{failure}</p>
          </div>
        </div>
      ) : null}
      {checkout && sessionId ? (
        stripe ? (
          <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
            <StripePayment
              publishableKey={payment.publishableKey!}
              checkout={checkout}
              lang={i18n.language}
              onFailed={failed}
              onConfirmed={async () =>
                paid(await queryClient.fetchQuery(trpc.commerce.order.queryOptions({ id: checkout.orderId, sessionId })))
              }
            />
          </Suspense>
        ) : (
          <DemoPayment checkout={checkout} sessionId={sessionId} onFailed={failed} onPaid={paid} />
        )
      ) : null}
    </Dialog>
  );
}

function DemoPayment({
  checkout,
  sessionId,
  onFailed,
  onPaid,
}: {
  checkout: Checkout;
  sessionId: string;
  onFailed: (message: string) => void;
  onPaid: (order: PlacedOrder) => void;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const confirm = useMutation(trpc.commerce.confirmDemoPayment.mutationOptions());
  // The payment step keeps its own submit path (a tRPC call to the payment provider's stand-in, as
  // Stripe's is a call to Stripe), but is checked by Conform with the same schema and shows the
  // server's field errors the same way.
  const [refused, setRefused] = useState<SubmissionResult<string[]>>();
  const [form, fields] = useForm({
    lastResult: refused,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DemoCardSchema, formatError: formatIssues(t) }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") void pay(submission.value);
    },
  });

  async function pay(card: { cardNumber: string; expiry: string; cvc: string }) {
    try {
      const outcome = await confirm.mutateAsync({ ...card, orderId: checkout.orderId, sessionId });
      if (outcome.status === "failed") onFailed(outcome.message ?? t("commerce.toast.paymentFailedText"));
      else onPaid(outcome.order);
    } catch (error) {
      const { message, fields: bad } = describeMutationError(error, t("commerce.toast.paymentFailedText"));
      setRefused({ status: "error", error: Object.fromEntries(Object.entries(bad).map(([name, text]) => [name, [text]])) });
      onFailed(message);
    }
  }

  return (
    <form {...getFormProps(form)} className="space-y-4" data-testid="demo-payment-form">
      <div role="note" className="alert alert-warning items-start" data-testid="demo-notice">
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t("commerce.checkout.demoTitle")}</p>
          <p className="text-sm">{t("commerce.checkout.demoText")}</p>
          <ul className="mt-1 text-sm">
            <li>{t("commerce.checkout.demoSuccess", { card: "4242 4242 4242 4242" })}</li>
            <li>{t("commerce.checkout.demoDecline", { card: "4000 0000 0000 0002" })}</li>
          </ul>
        </div>
      </div>
      <TextField
        field={fields.cardNumber}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          field={fields.expiry}
          required
          hint={t("commerce.checkout.expiryHint")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/30"
        />
        <TextField field={fields.cvc} required inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={confirm.isPending} data-testid="pay-button">
        <Lock aria-hidden="true" className="size-4" />
        {confirm.isPending
          ? t("commerce.checkout.paying")
          : t("commerce.checkout.payDemo", { total: formatCents(checkout.amount, i18n.language) })}
      </button>
    </form>
  );
}

/** Loaded on first use; its calls need the tRPC provider the root does without (decision 006). */
export const CheckoutDialog = withTrpc(CheckoutDialogView);
