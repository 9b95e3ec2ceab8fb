import { describe, expect, it } from "vitest";
import { expectedGoals, goalsPerMatch, outcomeProbabilities, PRIOR_GOALS_PER_MATCH } from "./predictions";
import { HOME_ADVANTAGE } from "./elo";

describe("outcome probabilities", () => {
  it("sum to 1 and favour the stronger side", () => {
    for (const [h, a] of [
      [1500, 1500],
      [1700, 1400],
      [1350, 1650],
      [2000, 1000],
    ]) {
      const p = outcomeProbabilities(h, a, 2.6);
      expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
      for (const v of Object.values(p)) expect(v).toBeGreaterThan(0);
    }
    const strong = outcomeProbabilities(1700, 1400, 2.6);
    expect(strong.home).toBeGreaterThan(strong.away);
    const equalAfterHome = outcomeProbabilities(1500 - HOME_ADVANTAGE, 1500, 2.6);
    expect(equalAfterHome.home).toBeCloseTo(equalAfterHome.away, 12);
  });

  it("match a hand computation for two equal sides with one expected goal in total", () => {
    // λ = ½ each: P(draw) = Σ e^-1 (¼)^k / (k!)² = e^-1 · I0(1) ≈ 0.4658.
    const p = outcomeProbabilities(1500 - HOME_ADVANTAGE, 1500, 1);
    expect(p.draw).toBeCloseTo(0.46576, 4);
    expect(p.home).toBeCloseTo((1 - 0.46576) / 2, 4);
  });

  it("split the expected goals in the ratio of the Elo odds", () => {
    const g = expectedGoals(1900 - HOME_ADVANTAGE, 1500, 2.2);
    expect(g.home + g.away).toBeCloseTo(2.2, 12);
    expect(g.home / g.away).toBeCloseTo(10, 10);
  });

  it("shrink the observed goals per match toward the prior", () => {
    expect(goalsPerMatch([])).toBe(PRIOR_GOALS_PER_MATCH);
    expect(goalsPerMatch(Array.from({ length: 10 }, () => ({ homeScore: 3, awayScore: 2 })))).toBeCloseTo((50 + 26) / 20, 12);
  });
});
