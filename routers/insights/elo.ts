/**
 * Team strength as an Elo rating, updated match by match from completed results. Pure: no I/O.
 *
 * - Prior: every team starts at BASE_RATING moved by its seed in the draw. The draw fills groups A–H
 *   four teams at a time from the seed list, so a team's place inside its group is its pot: pot 1
 *   starts +60, pot 2 +20, pot 3 −20, pot 4 −60 (SEED_STEP 40 apart).
 * - K = 30: a new, short tournament, so results should move ratings quickly (the World Football Elo
 *   ratings use 30 for continental finals).
 * - Home factor: +50 rating points for the first-named team. Every match is played in Atlanta, but the
 *   first-named team plays at its own stadium; half the usual international home advantage (100).
 * - Goal-difference multiplier of the World Football Elo ratings: ×1 for a one-goal margin or a draw,
 *   ×1.5 for two goals, ×(11 + N) / 8 for N ≥ 3.
 * - A knockout match level after play counts as a draw, whoever won on penalties.
 */

export const BASE_RATING = 1500;
export const SEED_STEP = 40;
export const K_FACTOR = 30;
export const HOME_ADVANTAGE = 50;

export type RatedTeam = { id: string; group: string; drawOrder: number };
export type RatedMatch = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  homeScore?: number | null;
  awayScore?: number | null;
  status: string;
  matchDate: Date | string;
};
export type CompletedMatch<M extends RatedMatch> = M & { homeScore: number; awayScore: number };

export function isCompleted<M extends RatedMatch>(m: M): m is CompletedMatch<M> {
  return m.status === "completed" && m.homeScore != null && m.awayScore != null;
}

/** Ratings before any result: the seed within the group (pot) as the prior. */
export function priorRatings(teams: readonly RatedTeam[]): Map<string, number> {
  const ratings = new Map<string, number>();
  const groups = new Map<string, RatedTeam[]>();
  for (const t of teams) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  for (const members of groups.values()) {
    const sorted = [...members].sort((a, b) => a.drawOrder - b.drawOrder);
    const middle = (sorted.length - 1) / 2;
    sorted.forEach((t, pot) => ratings.set(t.id, BASE_RATING + SEED_STEP * (middle - pot)));
  }
  return ratings;
}

/** The home team's expected score (win 1, draw ½) against the away team, home factor included. */
export function expectedHomeScore(homeRating: number, awayRating: number): number {
  return 1 / (1 + 10 ** ((awayRating - homeRating - HOME_ADVANTAGE) / 400));
}

export function goalDifferenceMultiplier(margin: number): number {
  const n = Math.abs(margin);
  if (n <= 1) return 1;
  if (n === 2) return 1.5;
  return (11 + n) / 8;
}

/** The two ratings after one result. */
export function updateElo(
  homeRating: number,
  awayRating: number,
  homeScore: number,
  awayScore: number,
): { home: number; away: number } {
  const actual = homeScore > awayScore ? 1 : homeScore < awayScore ? 0 : 0.5;
  const delta = K_FACTOR * goalDifferenceMultiplier(homeScore - awayScore) * (actual - expectedHomeScore(homeRating, awayRating));
  return { home: homeRating + delta, away: awayRating - delta };
}

export type PreMatchRating<M> = { match: M; homeRating: number; awayRating: number };

/**
 * Replays the completed matches in kick-off order from the prior: the final ratings and, for each
 * match, both ratings as they stood before it (what the model knew when it predicted that match).
 */
export function rateMatches<M extends RatedMatch>(teams: readonly RatedTeam[], matches: readonly M[]) {
  const ratings = priorRatings(teams);
  const played = matches
    .filter(isCompleted)
    .sort((a, b) => new Date(a.matchDate).getTime() - new Date(b.matchDate).getTime() || a.id.localeCompare(b.id));
  const history: PreMatchRating<CompletedMatch<M>>[] = [];
  for (const match of played) {
    const homeRating = ratings.get(match.homeTeamId) ?? BASE_RATING;
    const awayRating = ratings.get(match.awayTeamId) ?? BASE_RATING;
    history.push({ match, homeRating, awayRating });
    const next = updateElo(homeRating, awayRating, match.homeScore, match.awayScore);
    ratings.set(match.homeTeamId, next.home);
    ratings.set(match.awayTeamId, next.away);
  }
  return { ratings, history };
}
