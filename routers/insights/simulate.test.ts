import { describe, expect, it } from "vitest";
import { BRACKET } from "@shared/tournament/bracket";
import { priorRatings } from "./elo";
import { outcomeProbabilities } from "./predictions";
import { simulateTournament, type SimMatch } from "./simulate";

const GROUPS = "ABCDEFGH";
const teams = Array.from({ length: 32 }, (_, i) => ({ id: `t${i}`, group: GROUPS[Math.floor(i / 4)], drawOrder: i + 1 }));
const groupMatches = (status: string, score = (i: number, j: number) => [i < j ? 2 : 0, 0]): SimMatch[] =>
  [...GROUPS].flatMap((g) => {
    const m = teams.filter((t) => t.group === g);
    return m.flatMap((a, i) =>
      m.slice(i + 1).map((b, k) => {
        const [homeScore, awayScore] = score(i, i + 1 + k);
        return {
          id: `${a.id}-${b.id}`,
          homeTeamId: a.id,
          awayTeamId: b.id,
          round: "group",
          status,
          homeScore: status === "completed" ? homeScore : null,
          awayScore: status === "completed" ? awayScore : null,
        };
      }),
    );
  });
const ratings = priorRatings(teams);

describe("Monte Carlo simulation", () => {
  it("gives the same odds for the same data and seed, and other odds for another seed", () => {
    const input = { teams, matches: groupMatches("scheduled"), ratings, goalsPerMatch: 2.6, runs: 2000 };
    const a = simulateTournament(input);
    expect(simulateTournament(input)).toEqual(a);
    expect(simulateTournament({ ...input, seed: 7 })).not.toEqual(a);
    // Probabilities add up: 16 teams reach the round of 16, 2 the final, 1 champion per run.
    const sum = (k: "round_16" | "final" | "champion") => a.teams.reduce((s, t) => s + t[k], 0);
    expect(sum("round_16")).toBeCloseTo(16, 9);
    expect(sum("final")).toBeCloseTo(2, 9);
    expect(sum("champion")).toBeCloseTo(1, 9);
    // The first seed of a group is likelier to advance than the fourth.
    expect(a.teams[0].round_16).toBeGreaterThan(a.teams[3].round_16);
  });

  it("keeps decided results: with every group played, exactly the top two advance", () => {
    // In every group the first-drawn beats everyone, the second beats the last two…: order = draw order.
    const r = simulateTournament({ teams, matches: groupMatches("completed"), ratings, goalsPerMatch: 2.6, runs: 500 });
    teams.forEach((t, i) => expect(r.teams[i].round_16, t.id).toBe(i % 4 < 2 ? 1 : 0));
    expect(r.teams[0].expectedPoints).toBe(9);
    // Nothing left to play: the average points per team are certain (6 decisive matches × 3 / 4 teams).
    expect(r.averagePoints).toEqual({ mean: 4.5, sd: 0, shareWithin: 1 });
  });

  it("measures the spread of the average group points when matches remain", () => {
    const r = simulateTournament({ teams, matches: groupMatches("scheduled"), ratings, goalsPerMatch: 2.6, runs: 2000 });
    // Between all draws (2 per team) and no draws (4.5 per team); draws make the spread.
    expect(r.averagePoints.mean).toBeGreaterThan(3.5);
    expect(r.averagePoints.mean).toBeLessThan(4.5);
    expect(r.averagePoints.sd).toBeGreaterThan(0);
    expect(r.averagePoints.shareWithin).toBeGreaterThan(0);
    expect(r.averagePoints.shareWithin).toBeLessThan(1);
  });

  it("matches the hand-computed odds of a final that is the only match left", () => {
    // All groups played (top two by draw order), every knockout match completed but the final.
    const matches = groupMatches("completed");
    const winners = new Map<string, string>();
    const seedOf = (group: string, position: number) => teams.filter((t) => t.group === group)[position - 1].id;
    let final: { home: string; away: string } | null = null;
    for (const def of BRACKET) {
      const side = (s: (typeof def)["home"]) => (s.kind === "group" ? seedOf(s.group, s.position) : winners.get(s.slot)!);
      const [home, away] = [side(def.home), side(def.away)];
      if (def.slot === "F") {
        final = { home, away };
        break;
      }
      matches.push({
        id: def.slot,
        bracketSlot: def.slot,
        homeTeamId: home,
        awayTeamId: away,
        round: def.round,
        status: "completed",
        homeScore: 1,
        awayScore: 0,
      });
      winners.set(def.slot, home);
    }
    const r = simulateTournament({ teams, matches, ratings, goalsPerMatch: 2.6, runs: 10_000 });
    const p = outcomeProbabilities(ratings.get(final!.home)!, ratings.get(final!.away)!, 2.6);
    // Wins outright, or draws and wins the shoot-out (a coin toss).
    const expected = p.home + p.draw / 2;
    const home = r.teams.find((t) => t.teamId === final!.home)!;
    expect(home.final).toBe(1);
    expect(Math.abs(home.champion - expected)).toBeLessThan(0.02); // 4 standard errors at 10,000 runs
    expect(home.champion + r.teams.find((t) => t.teamId === final!.away)!.champion).toBeCloseTo(1, 9);
  });
});
