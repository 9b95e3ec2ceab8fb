import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Match, Team } from "../entities/index";
import { startHarness, type Harness } from "../../test/harness";
import { groupStandings } from "@shared/tournament/standings";
import { seedMatchDetails } from "./match-details";
import { seededRandom } from "@shared/random";

/** The writer of the demo match details, on a real database: what it stores reads back through the API as an admin's entries would. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("seedMatchDetails", () => {
  it("writes nothing while no group match is completed", async () => {
    expect(await seedMatchDetails(h.em(), seededRandom(2026))).toBe(0);
  });

  it("gives the completed group matches line-ups, events and the score of their goals, and the standings follow", async () => {
    const em = h.em();
    // Mark the first matchday completed, as a seed that plays some matches would.
    const firstDay = await em.find(Match, { round: "group" }, { orderBy: { matchDate: "asc" }, limit: 16 });
    for (const m of firstDay) m.status = "completed";
    await em.flush();
    expect(await seedMatchDetails(em, seededRandom(2026))).toBe(16);

    for (const m of firstDay) {
      const detail = await h.caller().matches.detail({ matchId: m.id });
      expect(detail.lineups.home?.starters).toHaveLength(11);
      expect(detail.lineups.away?.starters).toHaveLength(11);
      expect(detail.scoreFrom).toBe("events");
      const goals = detail.events.filter((e) => e.kind === "goal");
      const forHome = goals.filter((e) => (e.teamId === m.homeTeamId) !== e.ownGoal).length;
      expect([detail.match.homeScore, detail.match.awayScore]).toEqual([forHome, goals.length - forHome]);
    }
    const [teams, matches] = await Promise.all([h.em().find(Team, {}), h.em().find(Match, {})]);
    const rows = new Map(groupStandings(teams, matches).flatMap((g) => g.rows.map((r) => [r.teamId, r])));
    for (const t of teams) expect([t.points, t.goalsFor]).toEqual([rows.get(t.id)!.points, rows.get(t.id)!.goalsFor]);
    // Stats read them like an admin's entries.
    const scorers = await h.caller().stats.topScorers({ limit: 100 });
    const total = (await h.caller().matches.list()).reduce((s, m) => s + (m.homeScore ?? 0) + (m.awayScore ?? 0), 0);
    const ownGoals = (await Promise.all(firstDay.map((m) => h.caller().matches.events({ matchId: m.id }))))
      .flat()
      .filter((e) => e.kind === "goal" && e.ownGoal).length;
    expect(scorers.reduce((s, r) => s + r.goals, 0)).toBe(total - ownGoals);
  });
});
