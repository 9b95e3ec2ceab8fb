/**
 * Match outcome probabilities from two Elo ratings. Pure: no I/O.
 *
 * Goals of each side are Poisson distributed. Their means split the expected total goals so that the
 * ratio of the two means follows the Elo odds: λhome / λaway = 10^(d / 400), with d the rating
 * difference plus the home factor. The expected total is the goals per match seen so far, shrunk
 * toward a prior of 2.6 (weight of 10 matches) so a couple of early results do not swing it.
 * The simulation draws scores from the same distributions, so the page's percentages and the
 * Monte Carlo odds come from one model.
 */
import { HOME_ADVANTAGE } from "./elo";

export const PRIOR_GOALS_PER_MATCH = 2.6;
export const PRIOR_GOALS_WEIGHT = 10;
/** Scores above this are so unlikely (< 1e-6 at our rates) that they are left out and the rest renormalised. */
const MAX_GOALS = 10;

export type OutcomeProbabilities = { home: number; draw: number; away: number };

export function goalsPerMatch(completed: readonly { homeScore: number; awayScore: number }[]): number {
  const goals = completed.reduce((sum, m) => sum + m.homeScore + m.awayScore, 0);
  return (goals + PRIOR_GOALS_PER_MATCH * PRIOR_GOALS_WEIGHT) / (completed.length + PRIOR_GOALS_WEIGHT);
}

/** Mean goals of each side. */
export function expectedGoals(homeRating: number, awayRating: number, totalGoals: number): { home: number; away: number } {
  const ratio = 10 ** ((homeRating + HOME_ADVANTAGE - awayRating) / 400);
  const away = totalGoals / (1 + ratio);
  return { home: totalGoals - away, away };
}

function poisson(lambda: number): number[] {
  const p = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) p.push((p[k - 1] * lambda) / k);
  return p;
}

/** Home win, draw and away win after regular play; they sum to 1. */
export function outcomeProbabilities(homeRating: number, awayRating: number, totalGoals: number): OutcomeProbabilities {
  const rates = expectedGoals(homeRating, awayRating, totalGoals);
  const h = poisson(rates.home);
  const a = poisson(rates.away);
  let home = 0,
    draw = 0,
    away = 0;
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = h[i] * a[j];
      if (i > j) home += p;
      else if (i === j) draw += p;
      else away += p;
    }
  }
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}
