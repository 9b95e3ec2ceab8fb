import { useTranslation } from "~/lib/translations";
import type { Dashboard } from "./types";

const MEDALS = ["bg-yellow-400", "bg-gray-400", "bg-amber-700"];

/** Tournament Status and Performance Metrics (first three teams by points, gold/silver/bronze). */
export function OverviewPanel({ status, topTeams }: Pick<Dashboard, "status" | "topTeams">) {
  const { t, i18n } = useTranslation();
  const num = new Intl.NumberFormat(i18n.language);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="card bg-base-100 shadow" aria-labelledby="insights-status">
        <div className="card-body">
          <h2 id="insights-status" className="card-title">
            {t("insights.overview.statusTitle")}
          </h2>
          <dl className="grid grid-cols-2 gap-3">
            <dt className="text-base-content/80">{t("insights.overview.totalTeams")}</dt>
            <dd className="font-semibold tabular-nums" data-testid="status-teams">
              {num.format(status.teams)}
            </dd>
            <dt className="text-base-content/80">{t("insights.overview.completedMatches")}</dt>
            <dd className="font-semibold tabular-nums" data-testid="status-completed">
              {t("insights.overview.completedOf", {
                completed: num.format(status.completedMatches),
                total: num.format(status.totalMatches),
              })}
            </dd>
            <dt className="text-base-content/80">{t("insights.overview.phase")}</dt>
            <dd>
              <span className="badge badge-primary" data-testid="status-phase">
                {t(`insights.overview.phases.${status.phase}`)}
              </span>
            </dd>
          </dl>
        </div>
      </section>
      <section className="card bg-base-100 shadow" aria-labelledby="insights-performance">
        <div className="card-body">
          <h2 id="insights-performance" className="card-title">
            {t("insights.overview.performanceTitle")}
          </h2>
          <ol className="space-y-2" data-testid="top-teams">
            {topTeams.map((team, i) => (
              <li key={team.id} className="flex items-center gap-3">
                <span className={`inline-block size-3 rounded-full ${MEDALS[i]}`} aria-hidden="true" />
                <span className="sr-only">{t(`insights.overview.medals.${i + 1}`)}</span>
                <span className="flex-1 font-medium">{team.name}</span>
                <span className="tabular-nums">{t("insights.overview.points", { count: team.points })}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
