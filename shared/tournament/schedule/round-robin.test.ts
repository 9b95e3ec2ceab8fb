import { describe, expect, it } from "vitest";
import { BRACKET } from "../bracket";
import { bracketForGroups, pairingKey, roundRobin } from "./round-robin";

describe("a group's round robin", () => {
  it.each([2, 3, 4, 5, 6, 7])("pairs each two of %i teams exactly once, each team at most once a round", (size) => {
    const teamIds = Array.from({ length: size }, (_, i) => `t${i}`);
    const pairings = roundRobin({ id: "A", teamIds });
    expect(pairings).toHaveLength((size * (size - 1)) / 2);
    expect(new Set(pairings.map((p) => p.key)).size).toBe(pairings.length);
    for (const p of pairings) expect(p.key).toBe(pairingKey("A", p.away, p.home));
    const rounds = new Map<number, typeof pairings>();
    for (const p of pairings) rounds.set(p.round, [...(rounds.get(p.round) ?? []), p]);
    expect(rounds.size).toBe(size % 2 ? size : size - 1);
    for (const round of rounds.values()) {
      const teams = round.flatMap((p) => [p.home, p.away]);
      expect(new Set(teams).size).toBe(teams.length);
    }
  });

  it("gives a team of four home and away matches, not three at home", () => {
    const pairings = roundRobin({ id: "A", teamIds: ["a", "b", "c", "d"] });
    const home = pairings.filter((p) => p.home === "a").length;
    expect(home).toBeGreaterThan(0);
    expect(home).toBeLessThan(3);
  });
});

describe("a bracket for 2^k groups", () => {
  it("has the tournament's 16 slots for 8 groups, as BRACKET does", () => {
    const ids = ["A", "B", "C", "D", "E", "F", "G", "H"];
    const bracket = bracketForGroups(ids);
    expect(bracket).toHaveLength(BRACKET.length);
    expect(bracket.slice(0, 8).map((s) => [s.home, s.away])).toEqual(BRACKET.slice(0, 8).map((s) => [s.home, s.away]));
  });

  it("has 64 slots for 32 groups, each group's first two in it once, every winner/loser source a slot", () => {
    const ids = Array.from({ length: 32 }, (_, i) => `G${i}`);
    const bracket = bracketForGroups(ids);
    expect(bracket).toHaveLength(64);
    const slots = new Set(bracket.map((s) => s.slot));
    const sources = bracket.flatMap((s) => [s.home, s.away]);
    expect(sources.filter((s) => s.kind === "group")).toHaveLength(64);
    for (const s of sources) if (s.kind !== "group") expect(slots.has(s.slot)).toBe(true);
    expect(bracket.filter((s) => s.round === "final")).toHaveLength(1);
    expect(bracket.filter((s) => s.round === "semi_final")).toHaveLength(2);
  });
});
