import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import type { RouterOutputs } from "../../../routers/index";

type Stats = RouterOutputs["stats"];
export type LeaderboardData = {
  scorers: Stats["topScorers"];
  assists: Stats["assists"];
  cleanSheets: Stats["cleanSheets"];
  fairPlay: Stats["fairPlay"];
};
type Row = Stats["topScorers"][number];

/** Whether any match event has been recorded that a leaderboard would show. */
export const hasLeaders = (d: LeaderboardData) =>
  d.scorers.some((r) => r.goals > 0) ||
  d.assists.some((r) => r.assists > 0) ||
  d.cleanSheets.teams.length > 0 ||
  d.fairPlay.some((r) => r.points < 0);

/** Ranks of a list already in order: equal values share a rank, the next one skips (1, 1, 3). */
export function sharedRanks(values: readonly number[]) {
  return values.map((v, i) => (values.indexOf(v) === i ? i + 1 : values.indexOf(v) + 1));
}

/**
 * The tournament's leaderboards, in the server's first HTML: top scorers (ties: assists, then fewer
 * minutes, ordered by the procedure), assists, clean sheets and the fair-play table. Players link to their
 * page, teams to theirs; one sentence when nothing has been recorded yet.
 */
export function Leaderboards({ data, teamName }: { data: LeaderboardData; teamName: (id: string) => string }) {
  const { t } = useTranslation();
  const scorers = data.scorers.filter((r) => r.goals > 0);
  const assists = data.assists.filter((r) => r.assists > 0);
  const keepers = data.cleanSheets.goalkeepers.filter((r) => r.cleanSheets > 0);
  const fairPlay = data.fairPlay.filter((r) => r.points < 0);
  const fairRanks = sharedRanks(fairPlay.map((r) => -r.points));
  const teamSheets = [...data.cleanSheets.teams].sort((a, b) => b.cleanSheets - a.cleanSheets || a.played - b.played);
  const sheetRanks = sharedRanks(teamSheets.map((r) => r.cleanSheets * 1000 - r.played));
  const team = (id: string) => (
    <Link to={`/teams/${id}`} className="link-hover inline-flex min-h-6 items-center">
      {teamName(id)}
    </Link>
  );
  return (
    <section className="mt-10 space-y-4" aria-labelledby="leaders-title" data-testid="leaderboards">
      <h2 id="leaders-title" className="text-2xl font-bold">
        {t("tournament.leaders.title")}
      </h2>
      {!hasLeaders(data) ? (
        <p className="text-base-content/80" data-testid="leaders-empty">
          {t("tournament.leaders.empty")}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Board
            id="scorers"
            title={t("tournament.leaders.scorers")}
            note={t("tournament.leaders.scorersNote")}
            head={[t("tournament.leaders.goals"), t("tournament.leaders.assistsCol"), t("tournament.leaders.minutes")]}
            rows={scorers.map((r) => playerRow(r, team, [r.goals, r.assists, r.minutes]))}
          />
          <Board
            id="assists"
            title={t("tournament.leaders.assists")}
            head={[t("tournament.leaders.assistsCol"), t("tournament.leaders.goals"), t("tournament.leaders.minutes")]}
            rows={assists.map((r) => playerRow(r, team, [r.assists, r.goals, r.minutes]))}
          />
          <Board
            id="clean-sheets"
            title={`${t("tournament.leaders.cleanSheets")} · ${t("tournament.leaders.teams")}`}
            subject={t("tournament.leaders.team")}
            head={[t("tournament.leaders.cleanSheets"), t("tournament.leaders.played")]}
            rows={teamSheets.map((r, i) => ({
              key: r.teamId,
              rank: sheetRanks[i],
              name: team(r.teamId),
              cells: [r.cleanSheets, r.played],
            }))}
          />
          <Board
            id="keepers"
            title={`${t("tournament.leaders.cleanSheets")} · ${t("tournament.leaders.goalkeepers")}`}
            head={[t("tournament.leaders.cleanSheets"), t("tournament.leaders.minutes")]}
            rows={keepers.map((r) => playerRow(r, team, [r.cleanSheets, r.minutes]))}
          />
          <div className="min-w-0 lg:col-span-2">
            <Board
              id="fair-play"
              title={t("tournament.leaders.fairPlay")}
              subject={t("tournament.leaders.team")}
              head={[
                t("tournament.leaders.yellow"),
                t("tournament.leaders.indirectRed"),
                t("tournament.leaders.directRed"),
                t("tournament.leaders.yellowRed"),
                t("tournament.leaders.points"),
              ]}
              rows={fairPlay.map((r, i) => ({
                key: r.teamId,
                rank: fairRanks[i],
                name: team(r.teamId),
                cells: [r.yellowCards, r.indirectRedCards, r.directRedCards, r.yellowAndDirectRedCards, r.points],
              }))}
            />
          </div>
        </div>
      )}
    </section>
  );
}

type BoardRow = { key: string; rank: number; name: ReactNode; team?: ReactNode; cells: number[] };

function playerRow(r: Row, team: (id: string) => ReactNode, cells: number[]): BoardRow {
  const name = (
    <Link to={`/players/${r.player.id}`} className="link-hover inline-flex min-h-6 items-center font-medium">
      {r.player.firstName} {r.player.lastName}
    </Link>
  );
  return { key: r.player.id, rank: r.rank, name, team: team(r.teamId), cells };
}

function Board({
  id,
  title,
  note,
  subject,
  head,
  rows,
}: {
  id: string;
  title: string;
  note?: string;
  subject?: string;
  head: string[];
  rows: BoardRow[];
}) {
  const { t } = useTranslation();
  const withTeam = rows.some((r) => r.team);
  return (
    <div className="card min-w-0 bg-base-100 shadow" data-testid={`leaders-${id}`}>
      <div className="card-body gap-2 p-4">
        <h3 id={`leaders-${id}-title`} className="card-title text-lg">
          {title}
        </h3>
        {note ? <p className="text-sm text-base-content/80">{note}</p> : null}
        {rows.length === 0 ? (
          <p className="text-sm text-base-content/80">{t("tournament.leaders.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="table table-sm" aria-labelledby={`leaders-${id}-title`}>
              <thead>
                <tr>
                  <th scope="col">{t("tournament.leaders.rank")}</th>
                  <th scope="col">{subject ?? t("tournament.leaders.player")}</th>
                  {withTeam ? <th scope="col">{t("tournament.leaders.team")}</th> : null}
                  {head.map((h) => (
                    <th key={h} scope="col" className="text-right">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key} data-testid="leader-row" data-id={r.key}>
                    <td className="tabular-nums">{r.rank}</td>
                    <th scope="row" className="font-normal">
                      {r.name}
                    </th>
                    {withTeam ? <td>{r.team}</td> : null}
                    {r.cells.map((c, i) => (
                      <td key={i} className="text-right tabular-nums" data-testid={`cell-${i}`}>
                        {c}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
