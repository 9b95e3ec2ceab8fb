import { useTranslation } from "react-i18next";
import { Brain, CalendarDays, Target, UsersRound, type LucideIcon } from "lucide-react";
import { formatChange } from "./format";
import type { Dashboard } from "./types";

/** Spec: Active Teams, Total Matches, AI Insights, Prediction Accuracy, each with a change badge. */
export function StatCards({ stats }: { stats: Dashboard["stats"] }) {
  const { t, i18n } = useTranslation();
  const num = new Intl.NumberFormat(i18n.language);
  const accuracy = stats.accuracy;
  const cards: { key: string; icon: LucideIcon; value: string; change: number; detail?: string }[] = [
    { key: "teams", icon: UsersRound, value: num.format(stats.teams.value), change: stats.teams.change },
    { key: "matches", icon: CalendarDays, value: num.format(stats.matches.value), change: stats.matches.change },
    { key: "insights", icon: Brain, value: num.format(stats.insights.value), change: stats.insights.change },
    {
      key: "accuracy", icon: Target, value: `${num.format(accuracy.value)}%`, change: accuracy.change,
      detail: accuracy.computed && accuracy.brier != null
        ? t("insights.stats.accuracyDetail", { brier: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(accuracy.brier), count: accuracy.matches })
        : t("insights.stats.accuracyFallback"),
    },
  ];
  return (
    <section aria-label={t("insights.stats.label")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, icon: Icon, value, change, detail }) => (
        <div key={key} className="card bg-base-100 shadow" data-testid={`stat-${key}`}>
          <div className="card-body gap-2">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-base-content/80">{t(`insights.stats.${key}`)}</h2>
              <Icon aria-hidden="true" className="size-5 text-primary" />
            </div>
            <p className="text-3xl font-bold tabular-nums" data-testid="stat-value" aria-live="polite">{value}</p>
            <span className={`badge badge-sm ${change > 0 ? "badge-success" : change < 0 ? "badge-error" : "badge-ghost"}`}>
              {t("insights.stats.change", { value: formatChange(i18n.language, change) })}
            </span>
            {detail ? <p className="text-xs text-base-content/80" data-testid="stat-detail">{detail}</p> : null}
          </div>
        </div>
      ))}
    </section>
  );
}
