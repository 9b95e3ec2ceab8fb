import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { ADVANCING_PER_GROUP } from "@shared/tournament/standings";
import type { RouterOutputs } from "../../../routers/index";

type Group = RouterOutputs["matches"]["overview"]["groups"][number];
const COLUMNS = ["played", "won", "drawn", "lost", "goalsFor", "goalsAgainst", "goalDifference", "points"] as const;
/**
 * A narrow table keeps played, goal difference and points in view; the breakdown shows once the card
 * itself is 36rem wide (a container query: at 1280 px two cards share the row beside the sidebar, and
 * with every column the points would scroll out of sight inside the card).
 */
const WIDE_ONLY = new Set<string>(["won", "drawn", "lost", "goalsFor", "goalsAgainst"]);
const columnClass = (c: string) => (WIDE_ONLY.has(c) ? "hidden @xl:table-cell" : "");

/** The eight group tables; the top two of each are marked as advancing. */
export function GroupTables({ groups, teamName }: { groups: Group[]; teamName: (id: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="text-sm text-base-content/80">
        {t("tournament.advancingNote")} {t("tournament.tieBreakers")}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        {groups.map((g) => (
          // min-w-0: a grid item is otherwise at least as wide as its table, and the page scrolls sideways.
          <section
            key={g.group}
            className="card min-w-0 bg-base-100 shadow"
            aria-labelledby={`group-${g.group}`}
            data-testid={`group-${g.group}`}
          >
            <div className="card-body @container p-4">
              <div className="flex items-center justify-between">
                <h2 id={`group-${g.group}`} className="card-title">
                  {t("tournament.group", { group: g.group })}
                </h2>
                <span className="text-sm text-base-content/80">
                  {g.decided ? t("tournament.groupDecided") : t("tournament.groupProgress", { played: g.played, total: g.total })}
                </span>
              </div>
              <div className="overflow-x-auto" data-testid="group-table-box">
                <table className="table table-sm @max-sm:[&_:is(th,td)]:px-2">
                  <caption className="sr-only">{t("tournament.group", { group: g.group })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <abbr title={t("tournament.table.position")}>#</abbr>
                      </th>
                      <th scope="col">{t("tournament.table.team")}</th>
                      {COLUMNS.map((c) => (
                        <th key={c} scope="col" className={`text-right ${columnClass(c)}`}>
                          <abbr title={t(`tournament.table.${c}Long`)}>{t(`tournament.table.${c}`)}</abbr>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {g.rows.map((r) => {
                      // The top two are highlighted as the qualifying places; "Advancing" once the group is decided.
                      const advancing = r.position <= ADVANCING_PER_GROUP;
                      return (
                        <tr
                          key={r.teamId}
                          className={advancing ? "bg-success/10" : undefined}
                          data-testid="standing-row"
                          data-team-id={r.teamId}
                        >
                          <td>{r.position}</td>
                          <th scope="row" className="font-medium">
                            {/* The badge drops below the name as a whole when both do not fit, never across it. */}
                            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                              <Link to={`/teams/${r.teamId}`} className="link-hover inline-flex min-h-6 items-center">
                                {teamName(r.teamId)}
                              </Link>
                              {advancing ? (
                                <span
                                  className={`badge badge-sm h-auto whitespace-nowrap ${g.decided ? "badge-success" : "badge-outline"}`}
                                  data-testid="qualifying-badge"
                                >
                                  {g.decided ? t("tournament.advancing") : t("tournament.qualifying")}
                                </span>
                              ) : null}
                            </div>
                          </th>
                          {COLUMNS.map((c) => (
                            <td
                              key={c}
                              className={`text-right tabular-nums ${columnClass(c)} ${c === "points" ? "font-bold" : ""}`}
                              data-col={c}
                            >
                              {r[c]}
                            </td>
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
