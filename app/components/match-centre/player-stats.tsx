import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import type { RouterOutputs } from "../../../routers/index";

type Totals = RouterOutputs["stats"]["player"]["totals"];

const FIGURES = ["appearances", "starts", "minutes", "goals", "assists", "yellowCards", "redCards"] as const;

/** Red cards as the page counts them: a direct red or a second yellow both send a player off. */
export const redCardsOf = (t: Pick<Totals, "redCards" | "secondYellows">) => t.redCards + t.secondYellows;

/**
 * A player's tournament figures beside the profile (from `stats.player`, in the page's first HTML):
 * appearances, starts, minutes, goals, assists, cards and the team; an honest sentence instead when the
 * player has not played yet.
 */
export function PlayerStats({ totals, name, team }: { totals: Totals; name: string; team: { id: string; name: string } }) {
  const { t, i18n } = useTranslation();
  const fmt = new Intl.NumberFormat(i18n.language);
  const value = (key: (typeof FIGURES)[number]) => (key === "redCards" ? redCardsOf(totals) : totals[key]);
  return (
    <section className="card bg-base-100 shadow" aria-labelledby="player-stats-title" data-testid="player-stats">
      <div className="card-body gap-3">
        <h2 id="player-stats-title" className="card-title">
          {t("matchCentre.stats.title")}
        </h2>
        {totals.appearances === 0 ? (
          <p className="text-base-content/80" data-testid="player-stats-empty">
            {t("matchCentre.stats.empty", { name })}
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="col-span-2">
              <dt className="text-base-content/80">{t("matchCentre.stats.team")}</dt>
              <dd>
                <Link to={`/teams/${team.id}`} className="link">
                  {team.name}
                </Link>
              </dd>
            </div>
            {FIGURES.map((key) => (
              <div key={key}>
                <dt className="text-base-content/80">{t(`matchCentre.stats.${key}`)}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={`player-stat-${key}`}>
                  {fmt.format(value(key))}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
