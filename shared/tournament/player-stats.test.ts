import { describe, expect, it } from "vitest";
import type { LineupEntry, TimelineEvent } from "./match-events";
import {
  playedUntil,
  playerLines,
  playerTotals,
  topAssists,
  topScorers,
  type PlayerTotals,
  type StatsMatch,
} from "./player-stats";

const lineups: LineupEntry[] = ["H", "A"].flatMap((team) =>
  Array.from({ length: 14 }, (_, i) => ({
    teamId: team,
    playerId: `${team.toLowerCase()}${i + 1}`,
    role: i < 11 ? "starter" : "substitute",
    goalkeeper: i === 0,
    captain: i === 1,
  })),
);
let seq = 0;
const ev = (
  kind: string,
  teamId: string,
  playerId: string,
  minute: number | null,
  extra: Partial<TimelineEvent> = {},
): TimelineEvent => ({ id: `e${++seq}`, kind, teamId, playerId, minute, sequence: seq, ...extra });
const match = (extra: Partial<StatsMatch> = {}): StatsMatch => ({
  id: "m1",
  round: "group",
  status: "completed",
  homeTeamId: "H",
  awayTeamId: "A",
  homeScore: 2,
  awayScore: 0,
  ...extra,
});
const line = (lines: ReturnType<typeof playerLines>, id: string) => lines.find((l) => l.playerId === id)!;

describe("player lines of a match", () => {
  const events = [
    ev("goal", "H", "h9", 10, { assistPlayerId: "h7" }),
    ev("goal", "H", "h10", 45, { stoppage: 2, penalty: true }),
    ev("substitution", "H", "h9", 60, { playerOnId: "h12" }),
    ev("yellow_card", "A", "a4", 70),
    ev("red_card", "A", "a5", 75),
    ev("goal", "A", "a3", 80, { ownGoal: true }),
  ];
  const lines = playerLines(match({ homeScore: 3 }), lineups, events);

  it("counts minutes from kick-off or coming on until going off, sent off or the end", () => {
    expect(line(lines, "h9")).toMatchObject({ started: true, appeared: true, minutes: 60, goals: 1 });
    expect(line(lines, "h12")).toMatchObject({ started: false, appeared: true, minutes: 30 });
    expect(line(lines, "h13")).toMatchObject({ started: false, appeared: false, minutes: 0 });
    expect(line(lines, "a5")).toMatchObject({ minutes: 75, redCards: 1 });
    expect(line(lines, "h2")).toMatchObject({ minutes: 90 });
  });

  it("credits goals, penalties, own goals, assists and cards", () => {
    expect(line(lines, "h10")).toMatchObject({ goals: 1, penaltyGoals: 1 });
    expect(line(lines, "h7")).toMatchObject({ assists: 1, goals: 0 });
    expect(line(lines, "a3")).toMatchObject({ ownGoals: 1, goals: 0 });
    expect(line(lines, "a4")).toMatchObject({ yellowCards: 1 });
  });

  it("gives a clean sheet to the starting goalkeeper of a completed match who played it all without conceding", () => {
    expect(line(lines, "h1").cleanSheet).toBe(true);
    expect(line(lines, "a1").cleanSheet).toBe(false);
    const keeperOff = playerLines(match(), lineups, [ev("substitution", "H", "h1", 80, { playerOnId: "h14" })]);
    expect(line(keeperOff, "h1").cleanSheet).toBe(false);
    expect(line(playerLines(match({ status: "live", minute: 30 }), lineups, []), "h1")).toMatchObject({
      cleanSheet: false,
      minutes: 30,
    });
  });

  it("plays until 90, or 120 once a knockout match goes to extra time", () => {
    expect(playedUntil(match(), [])).toBe(90);
    expect(playedUntil(match({ round: "semi_final", homeScore: 1, awayScore: 1 }), [])).toBe(120);
    expect(playedUntil(match({ round: "semi_final" }), [ev("goal", "H", "h9", 105)])).toBe(120);
    expect(playedUntil(match({ round: "semi_final" }), [])).toBe(90);
    expect(playedUntil(match({ status: "live", minute: 130 }), [])).toBe(120);
  });
});

describe("totals and leaderboards", () => {
  const totals = (rows: Array<Partial<PlayerTotals> & { playerId: string }>): PlayerTotals[] =>
    rows.map((r) => ({
      teamId: "H",
      appearances: 1,
      starts: 1,
      minutes: 90,
      goals: 0,
      penaltyGoals: 0,
      ownGoals: 0,
      assists: 0,
      yellowCards: 0,
      secondYellows: 0,
      redCards: 0,
      cleanSheets: 0,
      ...r,
    }));
  const byId = (a: { playerId: string }, b: { playerId: string }) => a.playerId.localeCompare(b.playerId);

  it("sums a player's matches; a substitute who never came on has no appearance", () => {
    const m2 = playerLines({ ...match(), id: "m2" }, lineups, [ev("goal", "H", "h9", 20)]);
    const all = playerTotals([...playerLines(match(), lineups, [ev("goal", "H", "h9", 5)]), ...m2]);
    expect(all.get("h9")).toMatchObject({ appearances: 2, starts: 2, minutes: 180, goals: 2 });
    expect(all.get("h13")).toMatchObject({ appearances: 0, starts: 0, minutes: 0 });
    expect(all.get("h1")?.cleanSheets).toBe(2);
  });

  it("ranks scorers by goals, then assists, then fewer minutes; equal players share a rank", () => {
    const rows = totals([
      { playerId: "p1", goals: 3, assists: 1, minutes: 270 },
      { playerId: "p2", goals: 3, assists: 2, minutes: 270 },
      { playerId: "p3", goals: 3, assists: 1, minutes: 200 },
      { playerId: "p4", goals: 3, assists: 1, minutes: 270 },
      { playerId: "p5", goals: 1 },
      { playerId: "p6", goals: 0, assists: 4 },
    ]);
    expect(topScorers(rows, byId).map((r) => [r.playerId, r.rank])).toEqual([
      ["p2", 1],
      ["p3", 2],
      ["p1", 3],
      ["p4", 3],
      ["p5", 5],
    ]);
    expect(topAssists(rows, byId).map((r) => [r.playerId, r.rank])).toEqual([
      ["p6", 1],
      ["p2", 2],
      ["p3", 3],
      ["p1", 4],
      ["p4", 4],
    ]);
  });
});
