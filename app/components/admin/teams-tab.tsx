import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import type { AdminTeam } from "./types";
import { TeamTextDialog } from "./team-text-dialog";

/** Spec §9: the teams tab shows ten teams. */
export const TEAMS_SHOWN = 10;

/** Spec §2: the first ten teams with trade, captain, W-D-L record and points. */
export function TeamsTab({ teams }: { teams: AdminTeam[] }) {
  const { t } = useTranslation();
  const shown = teams.slice(0, TEAMS_SHOWN);
  const [editing, setEditing] = useState<AdminTeam | null>(null);
  return (
    <section aria-labelledby="admin-teams" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-teams" className="text-xl font-bold">
          {t("admin.teams.title")}
        </h2>
        <p className="text-sm text-base-content/80">{t("admin.teams.showing", { count: shown.length, total: teams.length })}</p>
      </div>
      <div className="overflow-x-auto rounded-box bg-base-100 shadow-sm">
        <table className="table">
          <caption className="sr-only">{t("admin.teams.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.teams.team")}</th>
              <th scope="col">{t("admin.teams.trade")}</th>
              <th scope="col">{t("admin.teams.captain")}</th>
              <th scope="col">
                <abbr title={t("admin.teams.recordLong")}>{t("admin.teams.record")}</abbr>
              </th>
              <th scope="col" className="text-right">
                {t("admin.teams.points")}
              </th>
              <th scope="col">
                <span className="sr-only">{t("admin.teams.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((team) => (
              <tr key={team.id} data-testid="admin-team-row">
                <th scope="row">
                  <Link to={`/teams/${team.id}`} className="link link-hover font-medium">
                    {team.name}
                  </Link>
                </th>
                <td>{team.trade}</td>
                <td>{team.captain}</td>
                <td data-testid="team-record">{`${team.wins}-${team.draws}-${team.losses}`}</td>
                <td className="text-right font-semibold" data-testid="team-points">
                  {team.points}
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    onClick={() => setEditing(team)}
                    aria-label={t("admin.teams.editTextsFor", { team: team.name })}
                    data-testid="team-text-edit"
                  >
                    {t("admin.teams.editTexts")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TeamTextDialog team={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
