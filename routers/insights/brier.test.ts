import { describe, expect, it } from "vitest";
import { accuracy, brierScore, outcomeOf, pick } from "./brier";

describe("Brier score", () => {
  it("is 0 for a certain right call, 2 for a certain wrong one and ⅔ for guessing a third each", () => {
    expect(brierScore({ home: 1, draw: 0, away: 0 }, "home")).toBe(0);
    expect(brierScore({ home: 1, draw: 0, away: 0 }, "away")).toBe(2);
    expect(brierScore({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, "draw")).toBeCloseTo(2 / 3, 12);
  });

  it("averages over matches and counts correct picks", () => {
    const a = accuracy([
      { probabilities: { home: 0.5, draw: 0.3, away: 0.2 }, outcome: outcomeOf(2, 1) },
      { probabilities: { home: 0.5, draw: 0.3, away: 0.2 }, outcome: outcomeOf(0, 0) },
    ])!;
    // (0.25 + 0.09 + 0.04) and (0.25 + 0.49 + 0.04)
    expect(a.brier).toBeCloseTo((0.38 + 0.78) / 2, 12);
    expect(a.correctShare).toBe(0.5);
    expect(a.matches).toBe(2);
    expect(accuracy([])).toBeNull();
    expect(pick({ home: 0.3, draw: 0.4, away: 0.3 })).toBe("draw");
  });
});
