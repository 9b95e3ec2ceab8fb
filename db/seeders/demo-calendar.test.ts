import { describe, expect, it } from "vitest";
import { SEED_OPENING, demoCalendar } from "./demo-calendar";
import { groupStageFixtures } from "./group-schedule";
import { loadEnv } from "../../server/env";

const at = (iso: string) => Date.parse(iso);

describe("the demo's calendar", () => {
  it("a DEMO_START date opens the group stage that day, every match ahead", () => {
    expect(demoCalendar(at("2026-11-28T21:10:00Z"), "2026-06-11")).toEqual({
      shiftMs: 0,
      playedBefore: SEED_OPENING,
      live: null,
    });
    const later = demoCalendar(at("2030-01-01T00:00:00Z"), "2027-03-01");
    const fixtures = groupStageFixtures().map((f) => f.matchDate.getTime() + later.shiftMs);
    expect(new Date(Math.min(...fixtures)).toISOString().slice(0, 10)).toBe("2027-03-01");
    expect(fixtures.filter((k) => k < later.playedBefore)).toEqual([]);
  });

  it("without it, the first matchday is played and one match, kicked off on the hour, is being played now", () => {
    for (const now of ["2026-11-28T21:10:00Z", "2026-11-28T21:59:59Z", "2026-12-31T23:45:00Z", "2027-02-01T00:20:00Z"].map(at)) {
      const c = demoCalendar(now, undefined);
      const kickoffs = groupStageFixtures().map((f) => f.matchDate.getTime() + c.shiftMs);
      expect(c.live).not.toBeNull();
      const { kickoff, minute } = c.live!;
      expect(kickoff % 3_600_000).toBe(0);
      expect(now - kickoff).toBeGreaterThanOrEqual(30 * 60_000);
      expect(now - kickoff).toBeLessThan(90 * 60_000);
      expect(minute).toBeGreaterThanOrEqual(30);
      expect(minute).toBeLessThanOrEqual(75);
      // Exactly one fixture kicks off then; the 16 of the first matchday before it, 31 after.
      expect(kickoffs.filter((k) => k === kickoff)).toHaveLength(1);
      expect(kickoffs.filter((k) => k < c.playedBefore)).toHaveLength(16);
      expect(kickoffs.filter((k) => k > kickoff)).toHaveLength(31);
    }
  });

  it("the minute leaves out half-time", () => {
    expect(demoCalendar(at("2026-11-28T20:40:00Z")).live!.minute).toBe(40);
    expect(demoCalendar(at("2026-11-28T21:05:00Z")).live!.minute).toBe(50);
    expect(demoCalendar(at("2026-11-28T20:55:00Z")).live!.minute).toBe(45);
  });

  it("DEMO_START must be a real date", () => {
    expect(loadEnv({ DEMO_START: "2026-06-11" }).DEMO_START).toBe("2026-06-11");
    expect(loadEnv({ DEMO_START: "" }).DEMO_START).toBeUndefined();
    for (const bad of ["2026-02-31", "11/06/2026", "tomorrow"])
      expect(() => loadEnv({ DEMO_START: bad }), bad).toThrow(/DEMO_START/);
  });
});
