import { Link } from "react-router";
import { useTranslation } from "~/lib/translations";
import { Trophy } from "lucide-react";
import { BRACKET, KNOCKOUT_ROUNDS, type SlotSource } from "@shared/tournament/bracket";
import type { RouterOutputs } from "../../../routers/index";
import { formatScore } from "./score";
import type { MatchView } from "./match-row";

type Slot = RouterOutputs["matches"]["overview"]["bracket"][number];

/**
 * The knockout bracket as columns (round of 16 → final) that line up like a printed bracket; on a phone
 * the columns scroll sideways and each round keeps a heading. Undecided teams read "TBD".
 */
export function Bracket({ slots, matches, teamName }: { slots: Slot[]; matches: MatchView[]; teamName: (id: string) => string }) {
  const { t } = useTranslation();
  const byId = new Map(matches.map((m) => [m.id, m]));
  const champion = slots.find((s) => s.slot === "F")?.winnerTeamId;
  return (
    <div className="space-y-4">
      <p className="text-sm text-base-content/80">{t("tournament.bracketNote")}</p>
      {champion ? (
        <p className="alert alert-success" data-testid="champion">
          <Trophy aria-hidden="true" className="size-5" /> {t("tournament.champion")}: <strong>{teamName(champion)}</strong>
        </p>
      ) : null}
      {/* Rounds side by side from tablet width; stacked round after round on a phone. */}
      <div className="pb-2 md:overflow-x-auto" tabIndex={0} role="region" aria-label={t("tournament.bracketTitle")}>
        <ol className="grid grid-cols-1 gap-6 md:min-w-[48rem] md:grid-cols-4 md:gap-4" data-testid="bracket">
          {KNOCKOUT_ROUNDS.map((round) => (
            <li key={round} className="flex flex-col">
              <h2 className="mb-2 text-center font-semibold">{t(`tournament.rounds.${round}`)}</h2>
              <ol className="flex flex-1 flex-col justify-around gap-3">
                {slots
                  .filter((s) => s.round === round)
                  .map((s) => (
                    <BracketMatch key={s.slot} slot={s} match={s.matchId ? byId.get(s.matchId) : undefined} teamName={teamName} />
                  ))}
              </ol>
              {/* The losing semi-finalists meet for third place: shown under the final. */}
              {round === "final" ? (
                <>
                  <h2 className="mb-2 mt-4 text-center font-semibold">{t("tournament.rounds.third_place")}</h2>
                  <ol className="flex flex-col gap-3">
                    {slots
                      .filter((s) => s.round === "third_place")
                      .map((s) => (
                        <BracketMatch
                          key={s.slot}
                          slot={s}
                          match={s.matchId ? byId.get(s.matchId) : undefined}
                          teamName={teamName}
                        />
                      ))}
                  </ol>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

const SOURCES = new Map(BRACKET.map((b) => [b.slot, b]));

function BracketMatch({ slot, match, teamName }: { slot: Slot; match?: MatchView; teamName: (id: string) => string }) {
  const { t } = useTranslation();
  const def = SOURCES.get(slot.slot);
  const origin = (s: SlotSource | undefined) =>
    !s
      ? ""
      : s.kind === "group"
        ? t(s.position === 1 ? "tournament.groupWinner" : "tournament.groupRunnerUp", { group: s.group })
        : t(s.kind === "winner" ? "tournament.winnerOf" : "tournament.loserOf", { slot: s.slot });
  const score = match ? formatScore(match) : null;
  const side = (teamId: string | null, source?: SlotSource) => (
    <span
      className={`flex items-center justify-between gap-2 ${slot.winnerTeamId && slot.winnerTeamId === teamId ? "font-bold" : ""}`}
    >
      {teamId ? (
        <Link to={`/teams/${teamId}`} className="link-hover inline-flex min-h-6 items-center truncate">
          {teamName(teamId)}
        </Link>
      ) : (
        <span className="flex items-center gap-2">
          <span className="badge badge-ghost">{t("tournament.tbd")}</span>
          <span className="text-xs text-base-content/80">{origin(source)}</span>
        </span>
      )}
      {slot.winnerTeamId && slot.winnerTeamId === teamId ? <span className="sr-only">({t("tournament.winner")})</span> : null}
    </span>
  );
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-2 text-sm shadow-sm" data-testid={`slot-${slot.slot}`}>
      <span className="sr-only">{slot.slot}: </span>
      {side(slot.homeTeamId, def?.home)}
      {side(slot.awayTeamId, def?.away)}
      {match ? (
        <Link
          to={`/matches/${match.id}`}
          className="link-hover mt-1 flex min-h-6 items-center justify-center gap-1 text-center"
          data-testid="slot-match-link"
        >
          {score ? (
            <span className="font-mono tabular-nums" data-testid="slot-score">
              {score}
            </span>
          ) : (
            <span className="text-xs">{t("matchCentre.openShort")}</span>
          )}
          <span className="sr-only">
            {score
              ? ` — ${t("matchCentre.openMatch", { home: teamName(match.homeTeamId), away: teamName(match.awayTeamId) })}`
              : `: ${t("matchCentre.title", { home: teamName(match.homeTeamId), away: teamName(match.awayTeamId) })}`}
          </span>
        </Link>
      ) : null}
    </li>
  );
}
