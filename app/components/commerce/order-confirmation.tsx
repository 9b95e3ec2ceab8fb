import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { CircleCheck } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import { formatCents, lineTotalCents } from "@shared/money";
import type { PlacedOrder } from "./types";

/** After payment: the order number and its lines (the franchise's Orders tab lists it too). */
export function OrderConfirmation({ order, onClose }: { order: PlacedOrder | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const paid = order?.paymentStatus === "paid";
  return (
    <Dialog
      open={!!order}
      onClose={onClose}
      title={t("commerce.confirmation.title")}
      description={paid ? t("commerce.confirmation.paid") : t("commerce.confirmation.processing")}
    >
      {order ? (
        <div className="space-y-4" data-testid="order-confirmation">
          <p className="flex items-center gap-2 text-lg">
            <CircleCheck aria-hidden="true" className="size-6 text-success" />
            <span>
              {t("commerce.confirmation.number")} <strong data-testid="order-number">{order.orderNumber}</strong>
            </span>
          </p>
          <table className="table table-sm">
            <caption className="sr-only">{t("commerce.confirmation.lines")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("commerce.confirmation.item")}</th>
                <th scope="col">{t("fields.variantId")}</th>
                <th scope="col">{t("fields.quantity")}</th>
                <th scope="col" className="text-right">
                  {t("commerce.confirmation.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((l) => (
                <tr key={`${l.productId}-${l.variantId}`}>
                  <td>{l.name}</td>
                  <td>{l.size}</td>
                  <td>{l.quantity}</td>
                  <td className="text-right">{formatCents(lineTotalCents(l.unitPrice, l.quantity), lang)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t("commerce.cart.total")}
                </th>
                <td className="text-right font-bold">{formatCents(order.total, lang)}</td>
              </tr>
            </tfoot>
          </table>
          <div className="flex flex-wrap justify-end gap-2">
            <Link className="btn btn-outline" to={`/franchise?teamId=${order.items[0]?.teamId ?? ""}&tab=orders`}>
              {t("commerce.confirmation.franchiseLink")}
            </Link>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t("commerce.confirmation.continue")}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
