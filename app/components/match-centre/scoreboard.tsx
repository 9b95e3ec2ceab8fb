import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { TeamCrest } from "~/components/teams/team-crest";
import { StatusBadge, type MatchView } from "~/components/tournament/match-row";

export type TeamSummary = { id: string; name: string; trade: string; group: string; jerseyColor: string; accentColor: string };

/** The two teams (crest, name linking to their page, trade), the score or "vs", penalties and the status with the minute. */
export function Scoreboard({ match, home, away }: { match: MatchView; home: TeamSummary; away: TeamSummary }) {
  const { t } = useTranslation();
  const scored = match.homeScore != null && match.awayScore != null;
  const pens = scored && match.homePenalties != null && match.awayPenalties != null;
  return (
    <section className="card bg-base-100 shadow" aria-labelledby="scoreboard-title" data-testid="scoreboard">
      <div className="card-body gap-4 p-4 sm:p-8">
        <h2 id="scoreboard-title" className="sr-only">
          {t("matchCentre.scoreboard")}
        </h2>
        <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-3 sm:gap-6">
          <TeamSide team={home} testId="home-team" />
          <div className="flex flex-col items-center gap-2 pt-2 text-center">
            <p className="font-mono text-4xl font-extrabold tabular-nums sm:text-6xl" data-testid="match-score">
              {scored ? `${match.homeScore} – ${match.awayScore}` : t("tournament.vs")}
            </p>
            {pens ? (
              <p className="text-sm" data-testid="match-penalties">
                {t("matchCentre.penalties", { home: match.homePenalties, away: match.awayPenalties })}
              </p>
            ) : null}
            <StatusBadge status={match.status} minute={match.minute} />
          </div>
          <TeamSide team={away} testId="away-team" />
        </div>
      </div>
    </section>
  );
}

function TeamSide({ team, testId }: { team: TeamSummary; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center" data-testid={testId}>
      <TeamCrest name={team.name} jerseyColor={team.jerseyColor} accentColor={team.accentColor} size={64} />
      <Link
        to={`/teams/${team.id}`}
        className="link-hover inline-flex min-h-6 items-center break-words text-lg font-bold sm:text-2xl"
      >
        {team.name}
      </Link>
      <p className="text-sm text-base-content/80">{team.trade}</p>
    </div>
  );
}
