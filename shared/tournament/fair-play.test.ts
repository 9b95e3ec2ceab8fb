import { describe, expect, it } from "vitest";
import { groupConduct, playerDeduction, teamConduct, type CardEvent } from "./fair-play";

const card = (matchId: string, teamId: string, playerId: string, kind: string): CardEvent => ({
  matchId,
  teamId,
  playerId,
  kind,
});

describe("fair-play points", () => {
  it("counts one deduction per player and match: yellow −1, indirect red −3, direct red −4, yellow and direct red −5", () => {
    expect(playerDeduction(["yellow_card"])).toBe("yellowCard");
    expect(playerDeduction(["yellow_card", "second_yellow"])).toBe("indirectRed");
    expect(playerDeduction(["red_card"])).toBe("directRed");
    expect(playerDeduction(["yellow_card", "red_card"])).toBe("yellowAndDirectRed");
    expect(playerDeduction([])).toBeNull();
    const conduct = teamConduct([
      card("m1", "T", "p1", "yellow_card"),
      card("m1", "T", "p2", "yellow_card"),
      card("m1", "T", "p2", "second_yellow"),
      card("m1", "T", "p3", "red_card"),
      card("m2", "T", "p1", "yellow_card"),
      card("m2", "T", "p1", "red_card"),
      card("m2", "U", "p9", "yellow_card"),
    ]);
    expect(conduct.get("T")).toEqual({
      yellowCard: 1,
      indirectRed: 1,
      directRed: 1,
      yellowAndDirectRed: 1,
      points: -1 - 3 - 4 - 5,
    });
    expect(conduct.get("U")).toEqual({ yellowCard: 1, indirectRed: 0, directRed: 0, yellowAndDirectRed: 0, points: -1 });
    expect(conduct.get("V")).toBeUndefined();
  });

  it("counts a player's cards in different matches separately", () => {
    const conduct = teamConduct([card("m1", "T", "p1", "yellow_card"), card("m2", "T", "p1", "yellow_card")]);
    expect(conduct.get("T")?.points).toBe(-2);
  });
});

describe("groupConduct", () => {
  const match = (id: string, round: string, status: string) => ({
    id,
    round,
    status,
    homeTeamId: "T",
    awayTeamId: "U",
    homeScore: status === "completed" ? 1 : null,
    awayScore: status === "completed" ? 0 : null,
  });

  it("counts only the cards of completed group matches: the tie-breaker's scope", () => {
    const matches = [match("g1", "group", "completed"), match("g2", "group", "live"), match("k1", "round_16", "completed")];
    const conduct = groupConduct(matches, [
      card("g1", "T", "p1", "yellow_card"),
      card("g1", "U", "p9", "red_card"),
      card("g1", "T", "p2", "goal"),
      card("g2", "T", "p3", "red_card"),
      card("k1", "T", "p4", "red_card"),
    ]);
    expect(conduct).toEqual(
      new Map([
        ["T", -1],
        ["U", -4],
      ]),
    );
  });
});
