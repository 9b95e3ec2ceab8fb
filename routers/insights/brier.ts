/**
 * How good the model's pre-match predictions were. Pure: no I/O.
 *
 * Brier score over the three outcomes (home win, draw, away win): the mean over matches of
 * Σ (predicted probability − what happened)², from 0 (certain and right) to 2 (certain and wrong);
 * always predicting ⅓ each scores 0.667. The share of correct picks counts the matches whose most
 * likely outcome happened (ties broken home, draw, away).
 */
import type { OutcomeProbabilities } from "./predictions";

export type Outcome = keyof OutcomeProbabilities;
export type ScoredPrediction = { probabilities: OutcomeProbabilities; outcome: Outcome };
export type Accuracy = { matches: number; brier: number; correctShare: number };

const OUTCOMES: Outcome[] = ["home", "draw", "away"];

export function outcomeOf(homeScore: number, awayScore: number): Outcome {
  return homeScore > awayScore ? "home" : homeScore < awayScore ? "away" : "draw";
}

export function pick(p: OutcomeProbabilities): Outcome {
  return OUTCOMES.reduce((best, o) => (p[o] > p[best] ? o : best), "home" as Outcome);
}

export function brierScore(p: OutcomeProbabilities, outcome: Outcome): number {
  return OUTCOMES.reduce((sum, o) => sum + (p[o] - (o === outcome ? 1 : 0)) ** 2, 0);
}

/** Null when there is nothing to measure yet. */
export function accuracy(predictions: readonly ScoredPrediction[]): Accuracy | null {
  if (!predictions.length) return null;
  const brier = predictions.reduce((s, x) => s + brierScore(x.probabilities, x.outcome), 0) / predictions.length;
  const correct = predictions.filter((x) => pick(x.probabilities) === x.outcome).length;
  return { matches: predictions.length, brier, correctShare: correct / predictions.length };
}
