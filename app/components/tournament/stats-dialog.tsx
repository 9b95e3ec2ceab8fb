import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { tournamentStats, type PlayedMatch } from "./stats";

const KEYS = ["matchesPlayed", "goals", "goalsPerMatch", "cleanSheets"] as const;

/** Tournament Stats: figures computed from the results, with their trends (reference badges until there is data). */
export function StatsDialog({ open, onClose, matches }: { open: boolean; onClose: () => void; matches: PlayedMatch[] }) {
  const { t, i18n } = useTranslation();
  const stats = tournamentStats(matches);
  const num = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const pct = new Intl.NumberFormat(i18n.language, { style: "percent", signDisplay: "exceptZero" });
  return (
    <Dialog open={open} onClose={onClose} title={t("tournament.stats.title")} wide>
      <dl className="grid gap-4 sm:grid-cols-2" data-testid="tournament-stats">
        {KEYS.map((key, i) => {
          const trend = stats.trends[i];
          return (
            <div key={key} className="rounded-box bg-base-200 p-4">
              <dt className="text-sm">{t(`tournament.stats.${key}`)}</dt>
              <dd className="flex items-baseline justify-between gap-2">
                <span className="text-3xl font-bold tabular-nums">{num.format(stats[key])}</span>
                <span className={`badge ${trend > 0 ? "badge-success" : trend < 0 ? "badge-error" : "badge-ghost"}`}>
                  <span className="sr-only">{t("tournament.stats.vsEarlier", { trend: pct.format(trend / 100) })}</span>
                  <span aria-hidden="true">{pct.format(trend / 100)}</span>
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-4 text-sm text-base-content/80">
        {stats.computed ? t("tournament.stats.trendNote") : t("tournament.stats.trendFallback")}
      </p>
    </Dialog>
  );
}
