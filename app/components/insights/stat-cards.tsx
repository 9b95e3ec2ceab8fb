import { useTranslation } from "~/lib/translations";
import { Brain, CalendarDays, Target, UsersRound, type LucideIcon } from "lucide-react";
import { formatChange } from "./format";
import { Definition, ExampleBadge } from "./definition";
import type { Dashboard } from "./types";

/**
 * Spec: Active Teams, Total Matches, AI Insights, Prediction Accuracy, each with a change badge. A change
 * compares with the same figure `windowDays` ago and is left out when there is no earlier figure; the
 * spec's fixed figures appear only without data, labelled as examples.
 */
export function StatCards({ stats, windowDays }: { stats: Dashboard["stats"]; windowDays: number }) {
  const { t, i18n } = useTranslation();
  const num = new Intl.NumberFormat(i18n.language);
  const accuracy = stats.accuracy;
  const cards: {
    key: string;
    icon: LucideIcon;
    value: string;
    change: number | null;
    unit: "percent" | "points";
    computed: boolean;
    detail?: string;
  }[] = [
    {
      key: "teams",
      icon: UsersRound,
      value: num.format(stats.teams.value),
      change: stats.teams.change,
      unit: "percent",
      computed: stats.teams.computed,
    },
    {
      key: "matches",
      icon: CalendarDays,
      value: num.format(stats.matches.value),
      change: stats.matches.change,
      unit: "percent",
      computed: stats.matches.computed,
    },
    {
      key: "insights",
      icon: Brain,
      value: num.format(stats.insights.value),
      change: stats.insights.change,
      unit: "percent",
      computed: stats.insights.computed,
    },
    {
      key: "accuracy",
      icon: Target,
      value: `${num.format(accuracy.value)}%`,
      change: accuracy.change,
      unit: "points",
      computed: accuracy.computed,
      detail:
        accuracy.computed && accuracy.brier != null
          ? t("insights.stats.accuracyDetail", {
              brier: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
                accuracy.brier,
              ),
              count: accuracy.matches,
            })
          : t("insights.stats.accuracyFallback"),
    },
  ];
  return (
    <section aria-label={t("insights.stats.label")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, icon: Icon, value, change, unit, computed, detail }) => (
        <div key={key} className="card bg-base-100 shadow" data-testid={`stat-${key}`}>
          <div className="card-body gap-2">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-base-content/80">{t(`insights.stats.${key}`)}</h2>
              <Icon aria-hidden="true" className="size-5 text-primary" />
            </div>
            <p className="text-3xl font-bold tabular-nums" data-testid="stat-value" aria-live="polite">
              {value}
            </p>
            <div className="flex flex-wrap gap-1">
              {!computed ? <ExampleBadge /> : null}
              {change == null ? (
                <span className="badge badge-sm badge-ghost" data-testid="stat-change">
                  {t("insights.stats.noChange")}
                </span>
              ) : (
                <span
                  className={`badge badge-sm ${change > 0 ? "badge-success" : change < 0 ? "badge-error" : "badge-ghost"}`}
                  data-testid="stat-change"
                >
                  {computed
                    ? t(unit === "points" ? "insights.stats.changePoints" : "insights.stats.changeWindow", {
                        value: formatChange(i18n.language, change, unit),
                        days: windowDays,
                      })
                    : t("insights.stats.change", { value: formatChange(i18n.language, change) })}
                </span>
              )}
            </div>
            {detail ? (
              <p className="text-xs text-base-content/80" data-testid="stat-detail">
                {detail}
              </p>
            ) : null}
            <Definition>
              {computed ? t(`insights.stats.definitions.${key}`, { days: windowDays }) : t("insights.stats.exampleText")}
            </Definition>
          </div>
        </div>
      ))}
    </section>
  );
}
