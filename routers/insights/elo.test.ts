import { describe, expect, it } from "vitest";
import {
  BASE_RATING,
  expectedHomeScore,
  goalDifferenceMultiplier,
  HOME_ADVANTAGE,
  K_FACTOR,
  priorRatings,
  rateMatches,
  updateElo,
} from "./elo";

const team = (id: string, group: string, drawOrder: number) => ({ id, group, drawOrder });

describe("Elo", () => {
  it("starts each team from its seed within the group (pots 40 points apart, centred on 1500)", () => {
    const r = priorRatings([team("a", "A", 1), team("b", "A", 2), team("c", "A", 3), team("d", "A", 4), team("e", "B", 5)]);
    expect([r.get("a"), r.get("b"), r.get("c"), r.get("d")]).toEqual([1560, 1520, 1480, 1440]);
    expect(r.get("e")).toBe(BASE_RATING);
  });

  it("expects the home side to score more at equal ratings, by the home factor", () => {
    expect(expectedHomeScore(1500, 1500)).toBeCloseTo(1 / (1 + 10 ** (-HOME_ADVANTAGE / 400)), 10);
    expect(expectedHomeScore(1500, 1500 + HOME_ADVANTAGE)).toBeCloseTo(0.5, 10);
  });

  it("moves both ratings by K times the surprise, scaled by the margin, keeping the sum", () => {
    const e = expectedHomeScore(1500, 1500);
    const win = updateElo(1500, 1500, 1, 0);
    expect(win.home - 1500).toBeCloseTo(K_FACTOR * (1 - e), 10);
    expect(win.home + win.away).toBeCloseTo(3000, 10);
    const big = updateElo(1500, 1500, 4, 0);
    expect(big.home - 1500).toBeCloseTo(K_FACTOR * (15 / 8) * (1 - e), 10);
    const draw = updateElo(1500, 1500, 2, 2);
    expect(draw.home).toBeLessThan(1500); // the favoured home side lost ground with a draw
    expect([
      goalDifferenceMultiplier(0),
      goalDifferenceMultiplier(1),
      goalDifferenceMultiplier(2),
      goalDifferenceMultiplier(3),
    ]).toEqual([1, 1, 1.5, 14 / 8]);
  });

  it("replays completed matches in kick-off order and records the ratings before each", () => {
    const teams = [team("a", "A", 1), team("b", "A", 2)];
    const matches = [
      {
        id: "2",
        homeTeamId: "b",
        awayTeamId: "a",
        homeScore: 0,
        awayScore: 0,
        status: "completed",
        matchDate: "2026-06-15T00:00:00Z",
      },
      {
        id: "1",
        homeTeamId: "a",
        awayTeamId: "b",
        homeScore: 2,
        awayScore: 1,
        status: "completed",
        matchDate: "2026-06-12T00:00:00Z",
      },
      {
        id: "3",
        homeTeamId: "a",
        awayTeamId: "b",
        homeScore: null,
        awayScore: null,
        status: "scheduled",
        matchDate: "2026-06-18T00:00:00Z",
      },
    ];
    const { ratings, history } = rateMatches(teams, matches);
    expect(history.map((h) => h.match.id)).toEqual(["1", "2"]);
    expect([history[0].homeRating, history[0].awayRating]).toEqual([1520, 1480]);
    const after1 = updateElo(1520, 1480, 2, 1);
    expect(history[1]).toMatchObject({ homeRating: after1.away, awayRating: after1.home });
    const after2 = updateElo(after1.away, after1.home, 0, 0);
    expect(ratings.get("a")).toBeCloseTo(after2.away, 10);
  });
});
