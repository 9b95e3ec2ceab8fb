import { describe, expect, it } from "vitest";
import { FALLBACK_TRENDS, tournamentStats } from "./stats";
import { formatScore } from "./score";

const played = (day: number, h: number, a: number) => ({
  matchDate: new Date(Date.UTC(2026, 5, day)),
  status: "completed",
  homeScore: h,
  awayScore: a,
});

describe("tournamentStats", () => {
  it("uses the spec's reference trends until two matches are played", () => {
    expect(tournamentStats([])).toMatchObject({ matchesPlayed: 0, goals: 0, trends: [...FALLBACK_TRENDS], computed: false });
    expect(tournamentStats([played(11, 1, 0)]).computed).toBe(false);
  });
  it("computes totals and compares the later half of the matches with the earlier half", () => {
    const s = tournamentStats([
      played(11, 1, 0),
      played(12, 0, 0),
      played(13, 3, 1),
      played(14, 2, 2),
      { matchDate: new Date(), status: "scheduled", homeScore: null, awayScore: null },
    ]);
    expect(s).toMatchObject({ matchesPlayed: 4, goals: 9, goalsPerMatch: 2.25, cleanSheets: 3, computed: true });
    // first half: 2 matches, 1 goal, 0.5/match, 3 clean sheets; second: 2, 8, 4, 0
    expect(s.trends).toEqual([0, 700, 700, -100]);
  });
});

describe("formatScore", () => {
  it("shows penalties in brackets and nothing before kick-off", () => {
    expect(formatScore({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 })).toBe("1 (4) – 1 (3)");
    expect(formatScore({ homeScore: 2, awayScore: 0 })).toBe("2 – 0");
    expect(formatScore({ homeScore: null, awayScore: null })).toBeNull();
  });
});
