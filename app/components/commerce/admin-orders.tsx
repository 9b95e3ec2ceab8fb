import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "~/lib/translations";
import { Receipt } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { describeMutationError } from "~/lib/forms";
import { formatCents } from "@shared/money";
import { useTRPC } from "~/lib/trpc";

/**
 * Every store order for administrators (GET /api/orders), for the admin dashboard:
 * `<AdminOrdersPanel />`. A visitor who is not an admin sees the server's reason instead.
 */
export function AdminOrdersPanel() {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const orders = useQuery(trpc.commerce.orders.queryOptions());
  if (orders.isLoading) return <p role="status">{t("common.loading")}</p>;
  if (orders.error)
    return (
      <p role="alert" className="text-error">
        {describeMutationError(orders.error, t("errors.internal")).message}
      </p>
    );
  if (!orders.data?.length) return <EmptyState icon={Receipt} title={t("franchise.orders.emptyTitle")} />;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <div className="overflow-x-auto rounded-box bg-base-100 shadow-sm ring-1 ring-base-300">
      <table className="table" data-testid="admin-orders">
        <caption className="sr-only">{t("commerce.adminOrders.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("franchise.orders.number")}</th>
            <th scope="col">{t("franchise.orders.date")}</th>
            <th scope="col">{t("franchise.orders.status")}</th>
            <th scope="col">{t("commerce.adminOrders.items")}</th>
            <th scope="col" className="text-right">
              {t("commerce.cart.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((o) => (
            <tr key={o.id}>
              <th scope="row" className="font-mono">
                {o.orderNumber}
              </th>
              <td>{date.format(o.orderDate)}</td>
              <td>{t(`commerce.adminOrders.statuses.${o.paymentStatus}`, { defaultValue: o.paymentStatus })}</td>
              <td>{t("commerce.adminOrders.itemCount", { count: o.items.reduce((n, l) => n + l.quantity, 0) })}</td>
              <td className="text-right font-semibold">{formatCents(o.total, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
