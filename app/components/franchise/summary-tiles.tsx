import { useTranslation } from "~/lib/translations";
import { FileText, Heart, Receipt, Wallet, type LucideIcon } from "lucide-react";
import { formatCents } from "@shared/money";
import type { Metrics } from "./types";

/** The four headline figures; they change after sales and signings, so they sit in a polite live region. */
export function SummaryTiles({ metrics }: { metrics: Metrics }) {
  const { t, i18n } = useTranslation();
  const fmt = new Intl.NumberFormat(i18n.language);
  const tiles: Array<{ key: string; value: string; icon: LucideIcon }> = [
    { key: "totalRevenue", value: formatCents(metrics.totalRevenue, i18n.language), icon: Wallet },
    { key: "activeOrders", value: fmt.format(metrics.activeOrders), icon: Receipt },
    { key: "playerContracts", value: fmt.format(metrics.playerContracts), icon: FileText },
    { key: "fanEngagement", value: fmt.format(metrics.fanEngagement), icon: Heart },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite" data-testid="summary-tiles">
      {tiles.map(({ key, value, icon: Icon }) => (
        <div key={key} className="rounded-box bg-base-100 p-4 shadow-sm ring-1 ring-base-300" data-testid={`tile-${key}`}>
          <dt className="flex items-center gap-2 text-sm text-base-content/80">
            <Icon aria-hidden="true" className="size-5 text-primary" /> {t(`franchise.metrics.${key}`)}
          </dt>
          <dd className="mt-1 text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
