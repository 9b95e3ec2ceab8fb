import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ADVANCING_PER_GROUP } from "../../../routers/tournament/standings";
import type { RouterOutputs } from "../../../routers/index";

type Group = RouterOutputs["matches"]["overview"]["groups"][number];
const COLUMNS = ["played", "won", "drawn", "lost", "goalsFor", "goalsAgainst", "goalDifference", "points"] as const;

/** The eight group tables; the top two of each are marked as advancing. */
export function GroupTables({ groups, teamName }: { groups: Group[]; teamName: (id: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="text-sm text-base-content/80">{t("tournament.advancingNote")} {t("tournament.tieBreakers")}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {groups.map((g) => (
          <section key={g.group} className="card bg-base-100 shadow" aria-labelledby={`group-${g.group}`} data-testid={`group-${g.group}`}>
            <div className="card-body p-4">
              <div className="flex items-center justify-between">
                <h3 id={`group-${g.group}`} className="card-title">{t("tournament.group", { group: g.group })}</h3>
                <span className="text-sm text-base-content/80">{g.decided ? t("tournament.groupDecided") : t("tournament.groupProgress", { played: g.played, total: g.total })}</span>
              </div>
              <div className="overflow-x-auto">
                <table className="table table-sm">
                  <caption className="sr-only">{t("tournament.group", { group: g.group })}</caption>
                  <thead>
                    <tr>
                      <th scope="col"><abbr title={t("tournament.table.position")}>#</abbr></th>
                      <th scope="col">{t("tournament.table.team")}</th>
                      {COLUMNS.map((c) => (
                        <th key={c} scope="col" className="text-right"><abbr title={t(`tournament.table.${c}Long`)}>{t(`tournament.table.${c}`)}</abbr></th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {g.rows.map((r) => {
                      // The top two are highlighted as the qualifying places; "Advancing" once the group is decided.
                      const advancing = r.position <= ADVANCING_PER_GROUP;
                      return (
                        <tr key={r.teamId} className={advancing ? "bg-success/10" : undefined} data-testid="standing-row" data-team-id={r.teamId}>
                          <td>{r.position}</td>
                          <th scope="row" className="font-medium">
                            <Link to={`/teams/${r.teamId}`} className="link-hover inline-flex min-h-6 items-center">{teamName(r.teamId)}</Link>
                            {advancing ? (
                              <span className={`badge badge-sm ml-2 ${g.decided ? "badge-success" : "badge-outline"}`}>{g.decided ? t("tournament.advancing") : t("tournament.qualifying")}</span>
                            ) : null}
                          </th>
                          {COLUMNS.map((c) => (
                            <td key={c} className={`text-right tabular-nums ${c === "points" ? "font-bold" : ""}`} data-col={c}>{r[c]}</td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
