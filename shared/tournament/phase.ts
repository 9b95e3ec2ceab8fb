/*
 * Where the tournament stands at a given moment, for the home page: pure, fed the clock, so the page
 * reads right on any date and the server and browser render the same words.
 */
import { RESULT_DUE_AFTER_MS } from "../clock";
import { knockoutWinner, type KnockoutMatch } from "./bracket";

export type PhaseMatch = KnockoutMatch & { round: string; matchDate: Date | string };

export type TournamentPhase =
  | { kind: "upcoming"; kickoff: number }
  | { kind: "in_progress"; live: boolean }
  | { kind: "finished"; championTeamId: string }
  | { kind: "awaiting_results" };

/** How long after its kick-off a match is surely over (90' + half-time + extra time, penalties and stoppages). */
export const MATCH_SPAN_MS = RESULT_DUE_AFTER_MS;

const time = (d: Date | string) => new Date(d).getTime();

/**
 * Before the first kick-off: upcoming (counting down to it, or to `plannedStart` when nothing is scheduled).
 * Once the final is completed: finished, with its winner. After the last scheduled match is surely over
 * without a completed final: awaiting results. Otherwise in progress, live when a match is being played.
 */
export function tournamentPhase(now: number, matches: readonly PhaseMatch[], plannedStart: number): TournamentPhase {
  const final = matches.find((m) => m.round === "final" && m.status === "completed");
  const champion = final ? knockoutWinner(final) : null;
  if (champion) return { kind: "finished", championTeamId: champion };
  const kickoffs = matches.filter((m) => m.status !== "cancelled").map((m) => time(m.matchDate));
  const kickoff = kickoffs.length ? Math.min(...kickoffs) : plannedStart;
  if (now < kickoff) return { kind: "upcoming", kickoff };
  const live = matches.some((m) => m.status === "live");
  const lastKickoff = kickoffs.length ? Math.max(...kickoffs) : plannedStart;
  if (!live && now > lastKickoff + MATCH_SPAN_MS) return { kind: "awaiting_results" };
  return { kind: "in_progress", live };
}
