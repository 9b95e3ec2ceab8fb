import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { formatDateTime, formatTime } from "@shared/format";
import { formatScore } from "./score";
import { MatchProbabilities } from "~/components/insights/match-probabilities";

export type MatchView = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  status: string;
  round: string;
  venue: string;
  matchDate: Date | string;
  homeScore?: number | null;
  awayScore?: number | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
  minute?: number | null;
};

const STATUS_BADGE: Record<string, string> = {
  live: "badge-error",
  completed: "badge-neutral",
  cancelled: "badge-ghost",
  scheduled: "badge-outline",
};

export function StatusBadge({ status, minute }: { status: string; minute?: number | null }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${STATUS_BADGE[status] ?? "badge-outline"} whitespace-nowrap`} data-testid="match-status">
      {t(`tournament.status.${status}`)}
      {status === "live" && minute != null ? ` · ${t("tournament.minute", { minute })}` : ""}
    </span>
  );
}

/** One fixture: time, teams (linked), score or "vs" (linked to the match page), status, venue and round. */
export function MatchRow({
  match,
  teamName,
  showDate = false,
}: {
  match: MatchView;
  teamName: (id: string) => string;
  showDate?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const score = formatScore(match);
  return (
    <li
      className={`grid grid-cols-1 items-center gap-2 rounded-box bg-base-100 p-3 ${showDate ? "sm:grid-cols-[11rem_1fr_auto]" : "sm:grid-cols-[6rem_1fr_auto]"}`}
      data-testid="match-row"
      data-match-id={match.id}
    >
      <time dateTime={new Date(match.matchDate).toISOString()} className="text-sm text-base-content/80">
        {showDate ? formatDateTime(i18n.language, match.matchDate) : formatTime(i18n.language, match.matchDate)}
      </time>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link to={`/teams/${match.homeTeamId}`} className="link-hover inline-flex min-h-6 items-center font-semibold">
          {teamName(match.homeTeamId)}
        </Link>
        {/* The score (or "vs") opens the match centre; its name says which match for screen readers. */}
        <Link
          to={`/matches/${match.id}`}
          className="link-hover inline-flex min-h-6 min-w-6 items-center justify-center font-mono text-lg font-bold tabular-nums"
          data-testid="match-link"
        >
          <span data-testid="match-score">{score ?? t("tournament.vs")}</span>
          <span className="sr-only">
            {" "}
            — {t("matchCentre.openMatch", { home: teamName(match.homeTeamId), away: teamName(match.awayTeamId) })}
          </span>
        </Link>
        <Link to={`/teams/${match.awayTeamId}`} className="link-hover inline-flex min-h-6 items-center font-semibold">
          {teamName(match.awayTeamId)}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm sm:justify-end">
        <StatusBadge status={match.status} minute={match.minute} />
        <span className="text-base-content/80">
          {t(`tournament.rounds.${match.round}`)} · {match.venue}
        </span>
        {/* Insights area: the prediction model's win/draw/loss percentages of a scheduled match. */}
        {match.status === "scheduled" ? <MatchProbabilities matchId={match.id} /> : null}
      </div>
    </li>
  );
}
