import { useTranslation } from "~/lib/translations";
import { CreditCard, FileSignature, Package, Receipt, type LucideIcon } from "lucide-react";
import { formatCents } from "@shared/money";
import { formatAgo } from "./format";
import type { ActivityEntry } from "./types";

const ICONS: Record<string, LucideIcon> = { order: Receipt, contract: FileSignature, inventory: Package, payment: CreditCard };
const BADGES: Record<string, string> = { success: "badge-success", warning: "badge-warning", pending: "badge-info" };

/** Recent activity, at most 5 entries (the server sends no more), newest first, in the visitor's language. */
export function ActivityList({ entries, now }: { entries: ActivityEntry[]; now: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section aria-labelledby="activity-title" className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body">
        <h2 id="activity-title" className="card-title">
          {t("franchise.activity.title")}
        </h2>
        {entries.length === 0 ? (
          <p className="text-base-content/80">{t("franchise.activity.empty")}</p>
        ) : (
          <ul className="space-y-3" data-testid="activity-list">
            {entries.map((a) => {
              const Icon = ICONS[a.type] ?? Receipt;
              const vars = {
                ...a.vars,
                amount: typeof a.vars?.amountCents === "number" ? formatCents(a.vars.amountCents, lang) : "",
                position:
                  typeof a.vars?.position === "string" ? t(`franchise.rosterPositions.${a.vars.position.replace(" ", "")}`) : "",
              };
              return (
                <li key={a.id} className="flex items-start gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div className="min-w-0 flex-1">
                    <p>{t(a.messageKey, vars)}</p>
                    <p className="text-xs text-base-content/80">{formatAgo(a.createdAt, now, lang)}</p>
                  </div>
                  <span className={`badge badge-sm ${BADGES[a.status] ?? ""}`}>{t(`franchise.activity.status.${a.status}`)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
