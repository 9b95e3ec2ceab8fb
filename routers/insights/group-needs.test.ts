import { describe, expect, it } from "vitest";
import { groupNeeds } from "./group-needs";

const pts = (entries: [string, number][]) => new Map(entries);

describe("what each team needs", () => {
  it("reads clinched, eliminated and open positions before the last round", () => {
    // After two rounds: a 6, b 6, c 0, d 0; last round a–c, b–d.
    const needs = groupNeeds(
      pts([
        ["a", 6],
        ["b", 6],
        ["c", 0],
        ["d", 0],
      ]),
      [
        { homeTeamId: "a", awayTeamId: "c" },
        { homeTeamId: "b", awayTeamId: "d" },
      ],
    );
    expect(needs).toEqual([
      { teamId: "a", status: "through" },
      { teamId: "b", status: "through" },
      { teamId: "c", status: "out" },
      { teamId: "d", status: "out" },
    ]);
  });

  it("names the points that guarantee qualification", () => {
    // a 4, b 4, c 3, d 0; last round a–b, c–d. A draw could leave a level with b behind c.
    const needs = groupNeeds(
      pts([
        ["a", 4],
        ["b", 4],
        ["c", 3],
        ["d", 0],
      ]),
      [
        { homeTeamId: "a", awayTeamId: "b" },
        { homeTeamId: "c", awayTeamId: "d" },
      ],
    );
    expect(needs).toEqual([
      { teamId: "a", status: "needs", points: 3 },
      { teamId: "b", status: "needs", points: 3 },
      { teamId: "c", status: "needs", points: 3 },
      { teamId: "d", status: "out" },
    ]);
  });

  it("says other results decide for a team that has played all its matches", () => {
    // a and d finished on 4; b–c (3 each) is the last match: its winner goes to 6.
    const needs = groupNeeds(
      pts([
        ["a", 4],
        ["b", 3],
        ["c", 3],
        ["d", 4],
      ]),
      [{ homeTeamId: "b", awayTeamId: "c" }],
    );
    expect(needs.map((n) => n.status)).toEqual(["help", "needs", "needs", "help"]);
  });
});
