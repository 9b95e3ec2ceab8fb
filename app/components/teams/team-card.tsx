import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { JerseyDesignerButton } from "~/components/jerseys/jersey-designer-dialog";
import { TeamCrest } from "./team-crest";

export type TeamSummary = {
  id: string;
  name: string;
  trade: string;
  tradeCode: string;
  captain: string;
  city: string;
  group: string;
  jerseyColor: string;
  accentColor: string;
  wins: number;
  draws: number;
  losses: number;
  points: number;
};

/** A team in the catalogue grid: crest, trade, captain, city, group, record, and its actions. */
export function TeamCard({
  team,
  onJoin,
  onManage,
}: {
  team: TeamSummary;
  onJoin: () => void;
  /** Absent for visitors who may not manage players. */
  onManage?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="card bg-base-100 shadow" data-testid="team-card" data-team-id={team.id}>
      <div className="card-body gap-3 p-5">
        <div className="flex items-center gap-3">
          <TeamCrest name={team.name} jerseyColor={team.jerseyColor} accentColor={team.accentColor} />
          <div className="min-w-0">
            <h2 className="card-title text-lg leading-tight">
              <Link to={`/teams/${team.id}`} className="link-hover">
                {team.name}
              </Link>
            </h2>
            <p className="text-sm font-semibold text-primary">{team.trade}</p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/80">{t("teams.captain")}</dt>
          <dd>{team.captain}</dd>
          <dt className="text-base-content/80">{t("teams.city")}</dt>
          <dd>{team.city}</dd>
          <dt className="text-base-content/80">{t("teams.group")}</dt>
          <dd>{team.group}</dd>
          <dt className="text-base-content/80">{t("teams.record")}</dt>
          <dd className="tabular-nums">
            {t("teams.recordValue", { wins: team.wins, draws: team.draws, losses: team.losses })} ·{" "}
            {t("teams.pointsValue", { points: team.points })}
          </dd>
        </dl>
        <div className="card-actions mt-1 flex-wrap">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={onJoin}
            aria-label={`${t("teams.join")}: ${team.name}`}
          >
            {t("teams.join")}
          </button>
          <Link
            to={`/teams/${team.id}`}
            className="btn btn-outline btn-sm"
            aria-label={`${t("teams.viewDetails")}: ${team.name}`}
          >
            {t("teams.viewDetails")}
          </Link>
          {onManage ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={onManage}
              aria-label={`${t("teams.managePlayers")}: ${team.name}`}
              data-testid="manage-players"
            >
              {t("teams.managePlayers")}
            </button>
          ) : null}
          <JerseyDesignerButton team={team} className="btn btn-ghost btn-sm" />
        </div>
      </div>
    </li>
  );
}
