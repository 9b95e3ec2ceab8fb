/**
 * The prediction model assembled from stored teams and matches: Elo ratings, outcome probabilities of
 * the scheduled matches, the accuracy of past pre-match predictions and the Monte Carlo odds. Pure:
 * no I/O; the router feeds it the rows and caches what it returns until a match changes.
 */
import type { StandingTeam } from "@shared/tournament/standings";
import { accuracy, outcomeOf, type Accuracy } from "./brier";
import { BASE_RATING, rateMatches } from "./elo";
import { goalsPerMatch, outcomeProbabilities, type OutcomeProbabilities } from "./predictions";
import { simulateTournament, type SimMatch, type SimulationResult } from "./simulate";

export type ModelMatch = SimMatch & { id: string; matchDate: Date | string };

export type Model = {
  ratings: Map<string, number>;
  goalsPerMatch: number;
  /** Scheduled matches only, keyed by match id. */
  probabilities: Record<string, OutcomeProbabilities>;
  /**
   * What the model gave every match before its kick-off, keyed by match id: a completed match with the
   * ratings and goal rate of that moment, a live or scheduled one with the current ones (a live result
   * is not rated until it is completed).
   */
  preMatch: Record<string, OutcomeProbabilities>;
  accuracy: Accuracy | null;
};

export function buildModel(teams: readonly StandingTeam[], matches: readonly ModelMatch[]): Model {
  const { ratings, history } = rateMatches(teams, matches);
  const played = history.map((h) => h.match);
  const total = goalsPerMatch(played);
  const probabilities: Record<string, OutcomeProbabilities> = {};
  const preMatch: Record<string, OutcomeProbabilities> = {};
  for (const m of matches) {
    if (m.status !== "scheduled" && m.status !== "live") continue;
    preMatch[m.id] = outcomeProbabilities(
      ratings.get(m.homeTeamId) ?? BASE_RATING,
      ratings.get(m.awayTeamId) ?? BASE_RATING,
      total,
    );
    if (m.status === "scheduled") probabilities[m.id] = preMatch[m.id];
  }
  // Each completed match judged by what the model said before it: ratings and goal rate of that moment.
  const scored = history.map((h, i) => {
    preMatch[h.match.id] = outcomeProbabilities(h.homeRating, h.awayRating, goalsPerMatch(played.slice(0, i)));
    return { probabilities: preMatch[h.match.id], outcome: outcomeOf(h.match.homeScore, h.match.awayScore) };
  });
  return { ratings, goalsPerMatch: total, probabilities, preMatch, accuracy: accuracy(scored) };
}

export function simulate(teams: readonly StandingTeam[], matches: readonly ModelMatch[], model: Model): SimulationResult {
  return simulateTournament({ teams, matches, ratings: model.ratings, goalsPerMatch: model.goalsPerMatch });
}
