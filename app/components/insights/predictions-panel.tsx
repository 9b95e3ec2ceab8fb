import { useTranslation } from "~/lib/translations";
import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { formatDateTime } from "@shared/format";
import { formatShare, toPercentages } from "./format";
import { Definition, ExampleBadge } from "./definition";
import type { Dashboard, PredictionMetric } from "./types";

const TREND = {
  up: { icon: ArrowUpRight, className: "text-success" },
  down: { icon: ArrowDownRight, className: "text-error" },
  flat: { icon: ArrowRight, className: "text-base-content/80" },
} as const;

function PredictionCard({ metric }: { metric: PredictionMetric }) {
  const { t, i18n } = useTranslation();
  const one = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const show = (v: number) =>
    metric.unit === "points"
      ? t("insights.predictions.points", { value: one.format(v) })
      : metric.unit === "count"
        ? t("insights.predictions.signups", { count: Math.round(v), value: one.format(v) })
        : `${one.format(v)}%`;
  const { icon: Icon, className } = TREND[metric.trend];
  const labelId = `prediction-${metric.id}`;
  return (
    <article className="card bg-base-100 shadow" aria-labelledby={labelId} data-testid={`prediction-${metric.id}`}>
      <div className="card-body gap-3">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h3 id={labelId} className="card-title text-base">
              {t(`insights.predictions.${metric.id}.label`)}
            </h3>
            <p className="text-sm text-base-content/80" data-testid="prediction-horizon">
              {t(`insights.predictions.horizon.${metric.horizon}`)}
            </p>
          </div>
          <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
            <Icon aria-hidden="true" className="size-5" />
            {t(`insights.predictions.trend.${metric.trend}`)}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-sm text-base-content/80">{t("insights.predictions.current")}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="prediction-current">
              {show(metric.current)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/80">{t("insights.predictions.predicted")}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="prediction-predicted">
              {show(metric.predicted)}
            </dd>
          </div>
        </dl>
        <progress
          className="progress progress-primary w-full"
          value={Math.min(metric.predicted, metric.max)}
          max={metric.max}
          aria-labelledby={labelId}
        />
        <p className="text-sm" data-testid="prediction-confidence">
          {metric.confidence == null
            ? t("insights.predictions.confidenceNone")
            : t("insights.predictions.confidence", { value: metric.confidence })}
        </p>
        {metric.computed ? null : (
          <p>
            <ExampleBadge />
          </p>
        )}
        <Definition>
          {metric.computed ? t(`insights.predictions.${metric.id}.explain`, metric.details) : t("insights.predictions.fallback")}
        </Definition>
      </div>
    </article>
  );
}

/** The three prediction cards, the model explained, the next matches' odds, accuracy and the tournament odds. */
export function PredictionsPanel({ predictions, model }: Pick<Dashboard, "predictions" | "model">) {
  const { t, i18n } = useTranslation();
  const pct = (v: number) => formatShare(i18n.language, v);
  const dec = (v: number, d: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: d, maximumFractionDigits: d }).format(v);
  return (
    <div className="space-y-6">
      <section aria-label={t("insights.predictions.cardsLabel")} className="grid gap-4 md:grid-cols-3">
        {predictions.map((m) => (
          <PredictionCard key={m.id} metric={m} />
        ))}
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section className="card bg-base-100 shadow" aria-labelledby="model-title">
          <div className="card-body gap-2 text-sm">
            <h2 id="model-title" className="card-title">
              {t("insights.predictions.modelTitle")}
            </h2>
            <p>
              {t("insights.predictions.modelElo", {
                base: model.baseRating,
                step: model.seedStep,
                k: model.kFactor,
                home: model.homeAdvantage,
              })}
            </p>
            <p>{t("insights.predictions.modelGoals", { goals: dec(model.goalsPerMatch, 2) })}</p>
            <p>
              {t("insights.predictions.modelSimulation", {
                runs: new Intl.NumberFormat(i18n.language).format(model.runs),
                seed: model.seed,
              })}
            </p>
          </div>
        </section>
        <section className="card bg-base-100 shadow" aria-labelledby="accuracy-title">
          <div className="card-body gap-2 text-sm" aria-live="polite">
            <h2 id="accuracy-title" className="card-title">
              {t("insights.predictions.accuracyTitle")}
            </h2>
            <p data-testid="model-accuracy">
              {model.accuracy
                ? t("insights.predictions.accuracyText", {
                    count: model.accuracy.matches,
                    share: formatShare(i18n.language, model.accuracy.correctShare, 0),
                    brier: dec(model.accuracy.brier, 3),
                  })
                : t("insights.predictions.accuracyNone")}
            </p>
          </div>
        </section>
      </div>

      <section className="card bg-base-100 shadow" aria-labelledby="upcoming-title">
        <div className="card-body">
          <h2 id="upcoming-title" className="card-title">
            {t("insights.predictions.upcomingTitle")}
          </h2>
          {model.upcoming.length === 0 ? (
            <p>{t("insights.predictions.noUpcoming")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="table table-sm" data-testid="upcoming-probabilities">
                <thead>
                  <tr>
                    <th scope="col">{t("insights.probabilities.match")}</th>
                    <th scope="col" className="text-right">
                      {t("insights.probabilities.home")}
                    </th>
                    <th scope="col" className="text-right">
                      {t("insights.probabilities.draw")}
                    </th>
                    <th scope="col" className="text-right">
                      {t("insights.probabilities.away")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {model.upcoming.map((m) => {
                    const p = toPercentages(m.probabilities);
                    return (
                      <tr key={m.id} data-match-id={m.id}>
                        <th scope="row" className="font-normal">
                          <span className="font-semibold">
                            {m.home} – {m.away}
                          </span>
                          <span className="block text-xs text-base-content/80">
                            {t(`tournament.rounds.${m.round}`)} · {formatDateTime(i18n.language, m.matchDate)}
                          </span>
                        </th>
                        <td className="text-right tabular-nums">{p.home}%</td>
                        <td className="text-right tabular-nums">{p.draw}%</td>
                        <td className="text-right tabular-nums">{p.away}%</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>

      <section className="card bg-base-100 shadow" aria-labelledby="odds-title">
        <div className="card-body">
          <h2 id="odds-title" className="card-title">
            {t("insights.predictions.oddsTitle")}
          </h2>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="odds-title">
            <table className="table table-sm" data-testid="odds-table">
              <caption className="text-left text-sm text-base-content/80">
                {t("insights.predictions.oddsCaption", { runs: new Intl.NumberFormat(i18n.language).format(model.runs) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("insights.predictions.team")}</th>
                  <th scope="col">{t("insights.predictions.group")}</th>
                  <th scope="col" className="text-right">
                    {t("insights.predictions.rating")}
                  </th>
                  <th scope="col" className="text-right">
                    {t("insights.predictions.expectedPoints")}
                  </th>
                  {(["round_16", "quarter_final", "semi_final", "final"] as const).map((r) => (
                    <th key={r} scope="col" className="text-right">
                      {t(`tournament.rounds.${r}`)}
                    </th>
                  ))}
                  <th scope="col" className="text-right">
                    {t("insights.predictions.champion")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {model.odds.map((o) => (
                  <tr key={o.teamId}>
                    <th scope="row">{o.name}</th>
                    <td>{o.group}</td>
                    <td className="text-right tabular-nums">{Math.round(o.rating)}</td>
                    <td className="text-right tabular-nums">{dec(o.expectedPoints, 1)}</td>
                    <td className="text-right tabular-nums">{pct(o.round_16)}</td>
                    <td className="text-right tabular-nums">{pct(o.quarter_final)}</td>
                    <td className="text-right tabular-nums">{pct(o.semi_final)}</td>
                    <td className="text-right tabular-nums">{pct(o.final)}</td>
                    <td className="text-right font-semibold tabular-nums">{pct(o.champion)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </div>
  );
}
