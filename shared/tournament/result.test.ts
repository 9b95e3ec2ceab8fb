import { describe, expect, it } from "vitest";
import { resultOf, resultProblems, sameResult } from "./result";

const shootout = (home: number, away: number, decided: boolean) => ({
  home,
  away,
  homeKicks: 5,
  awayKicks: 5,
  decided,
  winnerTeamId: null,
});

describe("resultProblems", () => {
  it("needs both scores for a completed match", () => {
    expect(resultProblems({ round: "group", status: "completed", homeScore: 1 })).toEqual({
      awayScore: "validation.completedNeedsScores",
    });
    expect(resultProblems({ round: "group", status: "live", homeScore: 1 })).toEqual({});
  });

  it("allows penalties only in a level knockout match", () => {
    const pens = { status: "live", homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 };
    expect(resultProblems({ ...pens, round: "group" })).toEqual({ homePenalties: "validation.penaltiesOnlyLevelKnockout" });
    expect(resultProblems({ ...pens, round: "final", awayScore: 0 })).toEqual({
      homePenalties: "validation.penaltiesOnlyLevelKnockout",
    });
    expect(resultProblems({ ...pens, round: "final" })).toEqual({});
  });

  it("needs a level completed knockout match decided on penalties, by a shoot-out that is over", () => {
    const level = { round: "semi_final", status: "completed", homeScore: 2, awayScore: 2 };
    expect(resultProblems(level)).toEqual({ homePenalties: "validation.knockoutNeedsPenalties" });
    expect(resultProblems({ ...level, homePenalties: 3, awayPenalties: 3 })).toEqual({
      homePenalties: "validation.penaltiesMustDecide",
    });
    const decided = { ...level, homePenalties: 4, awayPenalties: 3 };
    expect(resultProblems(decided, shootout(4, 3, false))).toEqual({ homePenalties: "validation.shootoutUndecided" });
    expect(resultProblems(decided, shootout(4, 3, true))).toEqual({});
    expect(resultProblems(decided)).toEqual({});
  });
});

describe("sameResult and resultOf", () => {
  it("compare and keep the result alone, a missing figure counting as none", () => {
    const match = { status: "live", homeScore: 1, awayScore: 0, minute: 30, venue: "Field" };
    expect(resultOf(match)).toEqual({ status: "live", homeScore: 1, awayScore: 0, homePenalties: null, awayPenalties: null });
    expect(sameResult(match, { status: "live", homeScore: 1, awayScore: 0, homePenalties: null })).toBe(true);
    expect(sameResult(match, { status: "completed", homeScore: 1, awayScore: 0 })).toBe(false);
    expect(sameResult(match, { status: "live", homeScore: 1, awayScore: 1 })).toBe(false);
  });
});
