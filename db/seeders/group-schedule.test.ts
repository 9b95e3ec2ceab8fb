import { describe, expect, it } from "vitest";
import { groupStageFixtures } from "./group-schedule";
import { SEED_TEAMS } from "./data";
import { seededRandom } from "@shared/random";

describe("groupStageFixtures", () => {
  const fixtures = groupStageFixtures();
  it("schedules 48 matches, six per group, from 2026-06-11", () => {
    expect(fixtures).toHaveLength(48);
    const perGroup = new Map<string, number>();
    for (const f of fixtures) perGroup.set(f.group, (perGroup.get(f.group) ?? 0) + 1);
    expect([...perGroup.keys()].sort()).toEqual(["A", "B", "C", "D", "E", "F", "G", "H"]);
    expect([...perGroup.values()]).toEqual(Array(8).fill(6));
    const first = Math.min(...fixtures.map((f) => f.matchDate.getTime()));
    expect(new Date(first).toISOString().slice(0, 10)).toBe("2026-06-11");
  });
  it("plays every pair in a group exactly once, within the group", () => {
    for (let g = 0; g < 8; g++) {
      const pairs = fixtures.filter((f) => f.group === "ABCDEFGH"[g]).map((f) => [f.home, f.away].sort().join("-"));
      expect(new Set(pairs).size).toBe(6);
      for (const f of fixtures.filter((x) => x.group === "ABCDEFGH"[g])) {
        expect(Math.floor(f.home / 4)).toBe(g);
        expect(Math.floor(f.away / 4)).toBe(g);
      }
    }
  });
  it("never has a team play twice on one day", () => {
    const seen = new Set<string>();
    for (const f of fixtures) {
      const day = f.matchDate.toISOString().slice(0, 10);
      for (const team of [f.home, f.away]) {
        expect(seen.has(`${team}@${day}`)).toBe(false);
        seen.add(`${team}@${day}`);
      }
    }
  });
  it("seeds 32 distinct teams", () => {
    expect(new Set(SEED_TEAMS.map((t) => t.name)).size).toBe(32);
  });
  it("is deterministic", () => {
    const a = seededRandom(7),
      b = seededRandom(7);
    expect([a.next(), a.next(), a.int(1, 99)]).toEqual([b.next(), b.next(), b.int(1, 99)]);
  });
});
