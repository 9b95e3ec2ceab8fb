import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../test/harness";

let h: Harness;
const admin = {
  id: "00000000-0000-4000-8000-00000000000a",
  email: "admin@example.com",
  role: "admin",
  firstName: "Ada",
  lastName: "Min",
};

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Counts the SQL statements that read the player registrations: one per computation of the dashboard. */
function countDashboardComputations() {
  const knex = h.db.orm.em.getConnection().getKnex();
  const counter = { runs: 0, stop: () => knex.off("query", onQuery) };
  const onQuery = (q: { sql: string }) => {
    if (/from "player_registrations"/.test(q.sql)) counter.runs++;
  };
  knex.on("query", onQuery);
  return counter;
}

describe("the insights dashboard", () => {
  it("is computed once for many requests, over tRPC and REST, and again after a result changes", async () => {
    const counter = countDashboardComputations();
    try {
      const dashboards = await Promise.all(Array.from({ length: 40 }, () => h.caller().insights.dashboard()));
      for (let i = 0; i < 10; i++) await h.caller().insights.dashboard();
      const batch = await fetch(`${h.url}/trpc/${Array(10).fill("insights.dashboard").join(",")}?batch=1`);
      expect(batch.status).toBe(200);
      expect((await fetch(`${h.url}/api/insights`)).status).toBe(200);
      expect(counter.runs).toBe(1);
      expect(new Set(dashboards.map((d) => JSON.stringify(d))).size).toBe(1);
      // Another language is another rendering of the texts.
      await h.caller({ lang: "es" }).insights.dashboard();
      expect(counter.runs).toBe(2);

      const match = (await h.caller().matches.list()).find((m) => m.round === "group" && m.status !== "completed")!;
      await h.caller({ user: admin }).matches.update({ matchId: match.id, status: "completed", homeScore: 2, awayScore: 1 });
      const after = await Promise.all(Array.from({ length: 20 }, () => h.caller().insights.dashboard()));
      expect(counter.runs).toBe(3);
      expect(after[0].status.completedMatches).toBe(dashboards[0].status.completedMatches + 1);
      expect(after[0].topTeams[0]).toMatchObject({ id: match.homeTeamId, points: 3 });
    } finally {
      counter.stop();
    }
  });
});
