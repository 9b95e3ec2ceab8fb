import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { CircleAlert, Minus, Plus, ShoppingCart, Trash2 } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { useToast } from "~/components/ui/toast";
import { describeFailure, describeMutationError } from "~/lib/forms";
import { formatCents } from "@shared/money";
import { MAX_QUANTITY } from "@shared/forms/commerce.schema";
import { useTRPC, withTrpc } from "~/lib/trpc";
import { SidePanel } from "./side-panel";
import type { Checkout } from "./types";
import type { Cart } from "./use-cart";

/** The slide-in cart (spec: quantity floored at 1, remove, totals; Checkout disabled when the total is 0). */
function CartPanelView({
  open,
  onClose,
  cart,
  onCheckout,
}: {
  open: boolean;
  onClose: () => void;
  cart: Cart;
  onCheckout: (c: Checkout) => void;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const lang = i18n.language;
  const checkout = useMutation(trpc.commerce.createPaymentIntent.mutationOptions());
  const busy = cart.update.isPending || cart.remove.isPending;

  async function setQuantity(id: string, quantity: number) {
    if (!cart.sessionId || quantity < 1 || quantity > MAX_QUANTITY) return;
    const answer = await cart.update.send({ id, sessionId: cart.sessionId, quantity });
    if (!answer.ok)
      toast({
        title: t("commerce.toast.error"),
        description: describeFailure(answer, t("commerce.toast.updateFailed")),
        variant: "destructive",
      });
  }

  async function remove(id: string, name: string) {
    if (!cart.sessionId) return;
    const answer = await cart.remove.send({ id, sessionId: cart.sessionId });
    if (answer.ok) toast({ title: t("commerce.toast.removed"), description: name });
    else
      toast({
        title: t("commerce.toast.error"),
        description: describeFailure(answer, t("commerce.toast.updateFailed")),
        variant: "destructive",
      });
  }

  async function startCheckout() {
    if (!cart.sessionId) return;
    try {
      const result = await checkout.mutateAsync({
        sessionId: cart.sessionId,
        amount: cart.total,
        items: cart.lines.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
          price: l.unitPrice ?? undefined,
        })),
      });
      onCheckout(result);
    } catch (error) {
      cart.refresh();
      toast({
        title: t("commerce.toast.checkoutError"),
        description: describeMutationError(error, t("commerce.toast.checkoutFailed")).message,
        variant: "destructive",
      });
    }
  }

  const footer = cart.lines.length ? (
    <div className="space-y-3">
      <dl className="flex items-center justify-between text-lg font-bold" aria-live="polite" aria-atomic="true">
        <dt>{t("commerce.cart.total")}</dt>
        <dd data-testid="cart-total">{formatCents(cart.total, lang)}</dd>
      </dl>
      {cart.hasUnavailable ? <p className="text-sm text-error">{t("commerce.cart.removeUnavailable")}</p> : null}
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={cart.total === 0 || cart.hasUnavailable || busy || checkout.isPending}
        onClick={() => void startCheckout()}
        data-testid="checkout-button"
      >
        {checkout.isPending ? t("commerce.cart.startingCheckout") : t("commerce.cart.checkout")}
      </button>
    </div>
  ) : null;

  return (
    <SidePanel open={open} onClose={onClose} title={t("commerce.cart.title")} footer={footer} testId="cart-panel">
      {cart.isLoading ? (
        <div role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner" aria-hidden="true" />
          {t("common.loading")}
        </div>
      ) : cart.lines.length === 0 ? (
        <EmptyState icon={ShoppingCart} title={t("commerce.cart.empty")} text={t("commerce.cart.emptyText")} />
      ) : (
        <ul className="space-y-4" data-testid="cart-lines">
          {cart.lines.map((line) => (
            <li key={line.id} className="rounded-box border border-base-300 p-3" data-testid="cart-line">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">{line.product.name}</p>
                  <p className="text-sm text-base-content/80">
                    {line.available ? (
                      t("commerce.cart.lineDetail", { size: line.size, price: formatCents(line.unitPrice ?? 0, lang) })
                    ) : (
                      <span className="inline-flex items-center gap-1 text-error">
                        <CircleAlert aria-hidden="true" className="size-4" />
                        {t("commerce.cart.unavailable")}
                      </span>
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  onClick={() => void remove(line.id, line.product.name)}
                  disabled={busy}
                  aria-label={t("commerce.cart.remove", { name: line.product.name, size: line.size ?? "" })}
                  data-testid="remove-line"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              {line.available ? (
                <div className="mt-2 flex items-center justify-between">
                  <div
                    className="join"
                    role="group"
                    aria-label={t("commerce.cart.quantityOf", { name: line.product.name, size: line.size })}
                  >
                    <button
                      type="button"
                      className="btn btn-sm join-item"
                      disabled={line.quantity <= 1 || busy}
                      onClick={() => void setQuantity(line.id, line.quantity - 1)}
                      aria-label={t("commerce.cart.decrease")}
                      data-testid="decrease"
                    >
                      <Minus aria-hidden="true" className="size-4" />
                    </button>
                    <output
                      className="btn btn-sm join-item pointer-events-none min-w-10"
                      aria-live="polite"
                      data-testid="line-quantity"
                    >
                      {line.quantity}
                    </output>
                    <button
                      type="button"
                      className="btn btn-sm join-item"
                      disabled={line.quantity >= MAX_QUANTITY || busy}
                      onClick={() => void setQuantity(line.id, line.quantity + 1)}
                      aria-label={t("commerce.cart.increase")}
                      data-testid="increase"
                    >
                      <Plus aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  <span className="font-semibold" data-testid="line-total">
                    {formatCents(line.lineTotal ?? 0, lang)}
                  </span>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SidePanel>
  );
}

/** Loaded on first use; its calls need the tRPC provider the root does without (decision 006). */
export const CartPanel = withTrpc(CartPanelView);
