import { describe, expect, it } from "vitest";
import { formatChange, toPercentages } from "./format";

describe("insights display", () => {
  it("turns probabilities into whole percentages adding up to 100", () => {
    expect(toPercentages({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 })).toEqual({ home: 34, draw: 33, away: 33 });
    // 45.2 + 26.7 + 28.1: the missing point goes to the largest remainder (draw).
    expect(toPercentages({ home: 0.452, draw: 0.267, away: 0.281 })).toEqual({ home: 45, draw: 27, away: 28 });
  });

  it("signs change badges like the spec's (+15%, 0%)", () => {
    expect(formatChange("en", 15)).toBe("+15%");
    expect(formatChange("en", 0)).toBe("0%");
    expect(formatChange("es", -2)).toBe("-2%");
  });
});
