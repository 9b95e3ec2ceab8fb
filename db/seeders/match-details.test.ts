import { describe, expect, it } from "vitest";
import { checkTimeline, scoreFromEvents } from "@shared/tournament/match-events";
import { suspensionsFor } from "@shared/tournament/suspensions";
import { groupStageFixtures } from "./group-schedule";
import { demoMatchDetails, type DemoMatch, type SquadPlayer } from "./match-details";
import { seededRandom } from "@shared/random";

const teams = Array.from({ length: 32 }, (_, i) => `t${i}`);
const players: SquadPlayer[] = teams.flatMap((teamId) =>
  Array.from({ length: 18 }, (_, n) => ({
    id: `${teamId}-p${n + 1}`,
    teamId,
    jerseyNumber: n + 1,
    status: n < 16 ? "active" : "inactive",
    position: n === 0 ? "goalkeeper" : ["defender", "midfielder", "forward"][n % 3],
  })),
);
const fixtures = (completed: number): DemoMatch[] =>
  groupStageFixtures().map((f, i) => ({
    id: `m${String(i).padStart(2, "0")}`,
    round: "group",
    status: i < completed ? "completed" : "scheduled",
    matchDate: f.matchDate,
    homeTeamId: teams[f.home],
    awayTeamId: teams[f.away],
  }));

describe("demo line-ups and events of completed group matches", () => {
  it("none when no match is completed", () => {
    expect(demoMatchDetails(seededRandom(2026), fixtures(0), players)).toEqual([]);
  });

  it("are the same for the same random source", () => {
    const a = demoMatchDetails(seededRandom(2026), fixtures(48), players);
    const b = demoMatchDetails(seededRandom(2026), fixtures(48), players);
    expect(a).toEqual(b);
    expect(demoMatchDetails(seededRandom(7), fixtures(48), players)).not.toEqual(a);
  });

  it("pass the rules an admin's timeline passes, give the score, and name no suspended or inactive player", () => {
    const matches = fixtures(48);
    const details = demoMatchDetails(seededRandom(2026), matches, players);
    expect(details).toHaveLength(48);
    const cards = details.flatMap((d) => d.events.filter((e) => e.kind.endsWith("card") || e.kind === "second_yellow"));
    for (const d of details) {
      const m = matches.find((x) => x.id === d.matchId)!;
      expect(checkTimeline({ round: "group", sides: m, lineups: d.lineups, events: d.events }), d.matchId).toBeNull();
      expect(scoreFromEvents(m, d.events)).toEqual({ home: d.homeScore, away: d.awayScore });
      for (const teamId of [m.homeTeamId, m.awayTeamId]) {
        const mine = d.lineups.filter((l) => l.teamId === teamId);
        expect(mine.filter((l) => l.role === "starter")).toHaveLength(11);
        expect(mine.filter((l) => l.goalkeeper && l.role === "starter")).toHaveLength(1);
        expect(mine.filter((l) => l.captain)).toHaveLength(1);
        const suspended = suspensionsFor(teamId, m.id, matches, cards);
        expect(
          mine.filter((l) => suspended.has(l.playerId)),
          `${d.matchId} ${teamId}`,
        ).toEqual([]);
        expect(mine.every((l) => players.find((p) => p.id === l.playerId)?.status === "active")).toBe(true);
      }
    }
    // Plausible figures over the group stage: goals, bookings and substitutions in the usual range.
    const goals = details.reduce((s, d) => s + d.homeScore + d.awayScore, 0) / details.length;
    expect(goals).toBeGreaterThan(1.5);
    expect(goals).toBeLessThan(4);
    expect(details.every((d) => d.events.some((e) => e.kind === "substitution"))).toBe(true);
    expect(cards.some((c) => c.kind === "yellow_card")).toBe(true);
  });
});
