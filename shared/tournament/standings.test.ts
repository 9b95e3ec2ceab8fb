import { describe, expect, it } from "vitest";
import { groupStandings, rankGroup, type ResultMatch, type StandingTeam } from "./standings";

const teams: StandingTeam[] = ["a", "b", "c", "d"].map((id, i) => ({ id, group: "A", drawOrder: i + 1 }));
const m = (home: string, away: string, hs: number | null, as: number | null, status = "completed"): ResultMatch => ({
  homeTeamId: home,
  awayTeamId: away,
  homeScore: hs,
  awayScore: as,
  status,
  round: "group",
});
const order = (rows: { teamId: string }[]) => rows.map((r) => r.teamId).join("");

describe("rankGroup", () => {
  it("counts 3 points a win and 1 a draw, with played/won/drawn/lost and goals", () => {
    const rows = rankGroup(teams, [m("a", "b", 2, 0), m("c", "d", 1, 1), m("a", "c", 0, 0)]);
    expect(rows[0]).toMatchObject({
      teamId: "a",
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 2,
      goalsAgainst: 0,
      goalDifference: 2,
      points: 4,
      position: 1,
    });
    expect(rows.find((r) => r.teamId === "b")).toMatchObject({ played: 1, lost: 1, points: 0, goalDifference: -2 });
  });

  it("ignores scheduled, live and cancelled matches", () => {
    const rows = rankGroup(teams, [m("a", "b", 5, 0, "live"), m("c", "d", 1, 0, "scheduled"), m("a", "d", 1, 0, "cancelled")]);
    expect(rows.every((r) => r.played === 0 && r.points === 0)).toBe(true);
  });

  it("breaks a two-way tie on head-to-head before overall goal difference", () => {
    // a and b on 6 points; b beat a head to head although a has the better overall goal difference.
    const rows = rankGroup(teams, [
      m("b", "a", 1, 0),
      m("a", "c", 5, 0),
      m("a", "d", 5, 0),
      m("b", "c", 0, 1),
      m("b", "d", 1, 0),
      m("c", "d", 0, 2),
    ]);
    expect(rows.slice(0, 2).map((r) => [r.teamId, r.points])).toEqual([
      ["b", 6],
      ["a", 6],
    ]);
  });

  it("three-way tie: head-to-head goal difference, then goals, among the tied teams only", () => {
    // a, b, c each beat one another (cycle) and all beat d. H2H points equal (3 each);
    // h2h GD: a +1 (2-0, 0-1) ... constructed so h2h GD separates a from b and c, then b/c by h2h goals.
    const results = [
      m("a", "b", 3, 0),
      m("b", "c", 2, 0),
      m("c", "a", 2, 1),
      m("a", "d", 1, 0),
      m("b", "d", 1, 0),
      m("c", "d", 1, 0),
    ];
    // h2h: a: GF 4 GA 2 → +2; b: GF 2 GA 3 → -1; c: GF 2 GA 3 → -1. b and c level on h2h GD and goals (2 each);
    // re-applying to b and c only: b beat c → b first.
    expect(order(rankGroup(teams, results))).toBe("abcd");
  });

  it("three-way tie that head-to-head cannot separate falls to overall goal difference, goals, then the draw", () => {
    const results = [
      m("a", "b", 1, 1),
      m("b", "c", 1, 1),
      m("c", "a", 1, 1), // all level among themselves
      m("a", "d", 2, 1),
      m("b", "d", 3, 0),
      m("c", "d", 2, 1),
    ];
    // overall GD: b +3, a +1, c +1; a and c equal on GD and goals (4 each) → draw order a before c.
    expect(order(rankGroup(teams, results))).toBe("bacd");
  });

  it("re-applies head-to-head when a four-team tie splits, against the draw order", () => {
    // Each team wins one, draws one, loses one: all on 4 points. Over all four, goal difference splits
    // them into a (+2), {c, d} (0, one goal each) and b (-2); re-applied to c and d alone, d beat c.
    const results = [
      m("a", "b", 3, 0),
      m("b", "d", 1, 0),
      m("d", "c", 1, 0),
      m("c", "a", 1, 0),
      m("a", "d", 0, 0),
      m("b", "c", 0, 0),
    ];
    const rows = rankGroup(teams, results);
    expect(rows.map((r) => r.points)).toEqual([4, 4, 4, 4]);
    expect(order(rows)).toBe("adcb");
  });

  it("falls back to the draw order when nothing else separates", () => {
    const results = [
      m("a", "b", 1, 0),
      m("b", "c", 1, 0),
      m("c", "d", 1, 0),
      m("d", "a", 1, 0),
      m("a", "c", 0, 0),
      m("b", "d", 0, 0),
    ];
    expect(order(rankGroup(teams, results))).toBe("abcd");
    const reversed = teams.map((t) => ({ ...t, drawOrder: 5 - t.drawOrder }));
    expect(order(rankGroup(reversed, results))).toBe("dcba");
  });
});

describe("groupStandings", () => {
  it("marks a group decided only when all six matches are completed", () => {
    const six = [
      m("a", "b", 1, 0),
      m("c", "d", 1, 0),
      m("a", "c", 1, 0),
      m("b", "d", 1, 0),
      m("d", "a", 0, 1),
      m("b", "c", 1, 0),
    ];
    expect(groupStandings(teams, six.slice(0, 5))[0]).toMatchObject({ played: 5, total: 6, decided: false });
    const done = groupStandings(teams, six)[0];
    expect(done).toMatchObject({ played: 6, decided: true });
    expect(order(done.rows)).toBe("abcd");
  });
});

describe("fair play and the drawing of lots (FIFA 2026: after head-to-head and overall goals)", () => {
  // a and b: 4 points each, 1–1 between them, both 2–2 in goals overall; d wins the group.
  const level = [
    m("a", "b", 1, 1),
    m("a", "c", 1, 0),
    m("b", "c", 1, 0),
    m("d", "a", 1, 0),
    m("d", "b", 1, 0),
    m("c", "d", 0, 0),
  ];

  it("a tie level on points, head-to-head and goals is decided by fair play", () => {
    // a: one yellow (−1); b: an indirect red (−3). Without cards the draw order would put a first; b's better conduct puts b first instead.
    const rows = rankGroup(teams, level, {
      conduct: new Map([
        ["a", -3],
        ["b", -1],
      ]),
    });
    expect(order(rows)).toBe("dbac");
    expect(rows.find((r) => r.teamId === "b")).toMatchObject({
      points: 4,
      goalDifference: 0,
      goalsFor: 2,
      fairPlayPoints: -1,
      lots: null,
    });
    expect(rows.find((r) => r.teamId === "a")).toMatchObject({ fairPlayPoints: -3, lots: null });
    // Fair play comes after the goal figures: better conduct does not beat a better goal difference.
    const moreGoals = [
      m("a", "b", 1, 1),
      m("a", "c", 1, 0),
      m("b", "c", 3, 0),
      m("d", "a", 1, 0),
      m("d", "b", 1, 0),
      m("c", "d", 0, 0),
    ];
    expect(order(rankGroup(teams, moreGoals, { conduct: new Map([["b", -9]]) }))).toBe("dbac");
  });

  it("level on fair play too: the drawing of lots, pending until one is recorded for the decided group", () => {
    const conduct = new Map([
      ["a", -2],
      ["b", -2],
    ]);
    const pending = groupStandings(teams, level, { conduct })[0];
    expect(pending.decided).toBe(true);
    // Until the lots are drawn, the seeded draw order stands in (a before b) and the rows say so.
    expect(order(pending.rows)).toBe("dabc");
    expect(pending.rows.filter((r) => r.lots === "pending").map((r) => [r.teamId, r.tiedWith])).toEqual([
      ["a", ["a", "b"]],
      ["b", ["a", "b"]],
    ]);
    const drawn = groupStandings(teams, level, { conduct, lots: [{ group: "A", teamIds: ["b", "a"] }] })[0];
    expect(order(drawn.rows)).toBe("dbac");
    expect(drawn.rows.filter((r) => r.lots === "drawn").map((r) => r.teamId)).toEqual(["b", "a"]);
    // Lots of another group, or of other teams, decide nothing here.
    expect(order(groupStandings(teams, level, { conduct, lots: [{ group: "B", teamIds: ["b", "a"] }] })[0].rows)).toBe("dabc");
  });

  it("before a group is decided, ties are not awaiting lots", () => {
    const rows = groupStandings(teams, level.slice(0, 1))[0].rows;
    expect(rows.every((r) => r.lots === null)).toBe(true);
  });
});
