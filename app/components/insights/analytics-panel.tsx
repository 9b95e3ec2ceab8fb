import { useTranslation } from "~/lib/translations";
import { BarChart } from "./bar-chart";
import type { Dashboard } from "./types";

/** Spec's 'Analytics Coming Soon' replaced by charts of the stored data. */
export function AnalyticsPanel({ analytics }: { analytics: Dashboard["analytics"] }) {
  const { t, i18n } = useTranslation();
  const num = new Intl.NumberFormat(i18n.language);
  const money = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "USD" });
  const month = new Intl.DateTimeFormat(i18n.language, { month: "short", year: "numeric", timeZone: "UTC" });
  const a = (key: string) => t(`insights.analytics.${key}`);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        testId="chart-goals"
        title={a("goalsPerRound")}
        labelHeader={a("round")}
        valueHeader={a("goals")}
        bars={analytics.goalsPerRound.map((r) => ({
          label: t(`tournament.rounds.${r.round}`),
          value: r.goals,
          display: num.format(r.goals),
        }))}
      />
      <BarChart
        testId="chart-points"
        title={a("pointsPerGroup")}
        labelHeader={a("group")}
        valueHeader={a("points")}
        bars={analytics.pointsPerGroup.map((g) => ({
          label: t("tournament.group", { group: g.group }),
          value: g.points,
          display: num.format(g.points),
        }))}
      />
      <BarChart
        testId="chart-registrations"
        title={a("registrationsOverTime")}
        labelHeader={a("month")}
        valueHeader={a("registrations")}
        bars={analytics.registrationsOverTime.map((r) => ({
          label: month.format(new Date(`${r.month}-01T00:00:00Z`)),
          value: r.count,
          display: num.format(r.count),
        }))}
      />
      <BarChart
        testId="chart-revenue"
        title={a("revenuePerTeam")}
        labelHeader={a("team")}
        valueHeader={a("revenue")}
        bars={analytics.revenuePerTeam.map((r) => ({ label: r.name, value: r.cents, display: money.format(r.cents / 100) }))}
      />
    </div>
  );
}
