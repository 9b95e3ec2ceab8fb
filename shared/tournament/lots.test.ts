import { describe, expect, it } from "vitest";
import { lotDecisions, tieSettledBy } from "./lots";
import type { GroupTable, StandingRow } from "./standings";

const row = (teamId: string, position: number, tiedWith: string[] | null): StandingRow => ({
  teamId,
  group: "A",
  position,
  played: 3,
  won: 1,
  drawn: 1,
  lost: 1,
  goalsFor: 2,
  goalsAgainst: 2,
  goalDifference: 0,
  points: 4,
  fairPlayPoints: -2,
  lots: tiedWith ? "pending" : null,
  tiedWith,
});
const table = (decided: boolean): GroupTable => ({
  group: "A",
  decided,
  played: decided ? 6 : 5,
  total: 6,
  rows: [row("d", 1, null), row("a", 2, ["a", "b"]), row("b", 3, ["a", "b"]), row("c", 4, null)],
});

describe("the drawing of lots", () => {
  it("settles the pending tie of exactly the drawn teams, in any order", () => {
    expect(tieSettledBy(table(true), ["b", "a"])?.tiedWith).toEqual(["a", "b"]);
    expect(tieSettledBy(table(true), ["a", "b"])).not.toBeNull();
  });

  it("settles nothing for other teams, part of a tie, a team named twice, or a group not yet decided", () => {
    expect(tieSettledBy(table(true), ["a", "c"])).toBeNull();
    expect(tieSettledBy(table(true), ["a"])).toBeNull();
    expect(tieSettledBy(table(true), ["a", "b", "b"])).toBeNull();
    expect(tieSettledBy(table(false), ["a", "b"])).toBeNull();
  });

  it("applies a later drawing among the same teams before an earlier one", () => {
    const first = { group: "A", teamIds: ["a", "b"] };
    const second = { group: "A", teamIds: ["b", "a"] };
    expect(lotDecisions([first, second])).toEqual([second, first]);
  });
});
