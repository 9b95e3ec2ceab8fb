import { describe, expect, it } from "vitest";
import { tournamentTables } from "./tables";

const teams = ["a", "b", "c", "d"].map((id, i) => ({ id, group: "A", drawOrder: i + 1 }));
let n = 0;
const m = (home: string, away: string, hs: number, as: number) => ({
  id: `m${++n}`,
  round: "group",
  status: "completed",
  homeTeamId: home,
  awayTeamId: away,
  homeScore: hs,
  awayScore: as,
});
// a and b: 4 points each, 1–1 between them, both 2–2 in goals overall; d wins the group.
const level = [m("a", "b", 1, 1), m("a", "c", 1, 0), m("b", "c", 1, 0), m("d", "a", 1, 0), m("d", "b", 1, 0), m("c", "d", 0, 0)];
const order = (rows: { teamId: string }[]) => rows.map((r) => r.teamId).join("");

describe("tournamentTables", () => {
  it("ranks a group with its fair play from the stored cards of its matches", () => {
    // b's player booked in a group match: a goes second on conduct.
    const { groups } = tournamentTables(teams, level, [{ matchId: "m1", teamId: "b", playerId: "p", kind: "yellow_card" }], []);
    expect(order(groups[0].rows)).toBe("dabc");
    expect(groups[0].rows.every((r) => r.lots === null)).toBe(true);
  });

  it("applies the latest drawing of lots among tied teams", () => {
    const pending = tournamentTables(teams, level, [], []).groups[0];
    expect(pending.rows.filter((r) => r.lots === "pending").map((r) => r.teamId)).toEqual(["a", "b"]);
    const redrawn = tournamentTables(
      teams,
      level,
      [],
      [
        { group: "A", teamIds: ["b", "a"] },
        { group: "A", teamIds: ["a", "b"] },
      ],
    ).groups[0];
    expect(order(redrawn.rows)).toBe("dabc");
    expect(redrawn.rows.filter((r) => r.lots === "drawn").map((r) => r.teamId)).toEqual(["a", "b"]);
  });

  it("builds the bracket from the tables and the knockout matches only", () => {
    const { bracket } = tournamentTables(teams, level, [], []);
    expect(bracket.find((s) => s.slot === "R16-1")).toMatchObject({ homeTeamId: "d", awayTeamId: null, match: null });
  });
});
