import { useTranslation } from "~/lib/translations";
import { toPercentages, type Probabilities } from "~/components/insights/format";

/** The prediction model's home win / draw / away win before kick-off, as whole percentages adding up to 100. */
export function MatchOdds({ probabilities, home, away }: { probabilities: Probabilities; home: string; away: string }) {
  const { t } = useTranslation();
  const pct = toPercentages(probabilities);
  const rows = [
    ["home", t("matchCentre.odds.win", { team: home }), pct.home],
    ["draw", t("matchCentre.odds.draw"), pct.draw],
    ["away", t("matchCentre.odds.win", { team: away }), pct.away],
  ] as const;
  return (
    <section className="card bg-base-100 shadow" aria-labelledby="odds-title" data-testid="match-odds">
      <div className="card-body gap-3">
        <h2 id="odds-title" className="card-title">
          {t("matchCentre.odds.title")}
        </h2>
        <p className="text-sm text-base-content/80">{t("matchCentre.odds.note")}</p>
        <dl className="space-y-2">
          {rows.map(([key, label, value]) => (
            <div key={key} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1">
              <dt className="text-sm">{label}</dt>
              <dd className="text-right font-mono font-bold tabular-nums" data-testid={`odds-${key}`}>
                {value}%
              </dd>
              {/* The figure is in the text beside it; the bar only draws it. */}
              <progress className="progress progress-primary col-span-2" value={value} max={100} aria-hidden="true" />
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
