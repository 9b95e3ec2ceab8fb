import { describe, expect, it } from "vitest";
import { checkSchedule } from "./check";
import type { CheckInput, PlacedMatch, RuleId } from "./types";

// June in New York is UTC−4: 14:00Z is a 10:00 kick-off, the earliest the default limits allow.
const day = (n: number, hourUtc = 14) => new Date(Date.UTC(2026, 5, 11 + n, hourUtc)).toISOString();
const windows = Array.from({ length: 10 }, (_, d) => ({ from: day(d, 14), to: day(d, 26) }));

const base: Omit<CheckInput, "matches"> = {
  groups: [
    { id: "A", teamIds: ["a1", "a2", "a3", "a4"] },
    { id: "B", teamIds: ["b1", "b2"] },
  ],
  bracket: [
    {
      slot: "F",
      round: "final",
      home: { kind: "group", group: "A", position: 1 },
      away: { kind: "group", group: "B", position: 1 },
    },
  ],
  pitches: [
    { id: "P1", venueId: "V1", windows },
    { id: "P2", venueId: "V2", windows },
  ],
};
const match = (key: string, home: string, away: string, kickoff: string, pitchId = "P1", refereeId?: string): PlacedMatch => ({
  key,
  home,
  away,
  kickoff,
  pitchId,
  ...(refereeId ? { refereeId } : {}),
});
const rules = (input: Partial<CheckInput> & { matches: PlacedMatch[] }): RuleId[] =>
  checkSchedule({ ...base, ...input }).map((c) => c.rule);

describe("the schedule checker", () => {
  it("finds nothing wrong in a clean schedule", () => {
    expect(checkSchedule({ ...base, matches: [match("m1", "a1", "a2", day(0)), match("m2", "a3", "a4", day(0), "P2")] })).toEqual(
      [],
    );
  });

  it("team-overlap: one team on two pitches at once", () => {
    const clash = [match("m1", "a1", "a2", day(0, 16)), match("m2", "a1", "a3", day(0, 17), "P2")];
    expect(rules({ matches: clash })).toContain("team-overlap");
    expect(rules({ matches: [match("m1", "a1", "a2", day(0, 16)), match("m2", "a1", "a3", day(2, 18), "P2")] })).toEqual([]);
  });

  it("team-rest: says how long the rest is and how long it must be", () => {
    const short = checkSchedule({ ...base, matches: [match("m1", "a1", "a2", day(0, 14)), match("m2", "a3", "a1", day(1, 18))] });
    expect(short).toEqual([
      {
        rule: "team-rest",
        messageKey: "schedule.conflict.team-rest",
        matchKeys: ["m1", "m2"],
        subjectId: "a1",
        actual: 26,
        required: 48,
        unit: "hours",
      },
    ]);
    expect(rules({ matches: [match("m1", "a1", "a2", day(0, 14)), match("m2", "a3", "a1", day(2, 16))] })).toEqual([]);
  });

  it("team-day: two matches of a team on one local day, even with no rest asked", () => {
    const settings = { minRestHours: 0 };
    expect(rules({ settings, matches: [match("m1", "a1", "a2", day(0, 14)), match("m2", "a3", "a1", day(0, 20))] })).toEqual([
      "team-day",
    ]);
    expect(rules({ settings, matches: [match("m1", "a1", "a2", day(0, 14)), match("m2", "a3", "a1", day(1, 14))] })).toEqual([]);
    expect(
      rules({
        settings: { ...settings, oneMatchPerTeamPerDay: false },
        matches: [match("m1", "a1", "a2", day(0, 14)), match("m2", "a3", "a1", day(0, 20))],
      }),
    ).toEqual([]);
  });

  it("pitch-overlap: two matches on one pitch at once", () => {
    expect(rules({ matches: [match("m1", "a1", "a2", day(0, 14)), match("m2", "a3", "a4", day(0, 15))] })).toEqual([
      "pitch-overlap",
    ]);
    expect(rules({ matches: [match("m1", "a1", "a2", day(0, 14)), match("m2", "a3", "a4", day(0, 16))] })).toEqual([]);
  });

  it("pitch-window and unknown-pitch: a match must fit inside one of its pitch's windows", () => {
    // 23:00 local: the window ends at 22:00.
    const late = rules({
      settings: { kickoffLimits: { 4: { earliestMinute: 0, latestMinute: 1439 } } },
      matches: [match("m1", "a1", "a2", day(0, 25))],
    });
    expect(late).toEqual(["pitch-window"]);
    expect(rules({ matches: [match("m1", "a1", "a2", day(0, 22))] })).toEqual([]);
    expect(rules({ matches: [match("m1", "a1", "a2", day(0), "P9")] })).toEqual(["unknown-pitch"]);
  });

  it("blackouts: a team's, a pitch's and the assigned referee's", () => {
    const blackouts = [
      { kind: "team" as const, id: "a1", from: day(0, 15), to: day(0, 18), reason: "travel" },
      { kind: "pitch" as const, id: "P2", from: day(1, 14), to: day(1, 20), reason: "reseeding" },
      { kind: "referee" as const, id: "r1", from: day(2, 14), to: day(2, 20), reason: "course" },
    ];
    expect(rules({ blackouts, matches: [match("m1", "a1", "a2", day(0, 14))] })).toEqual(["blackout-team"]);
    expect(rules({ blackouts, matches: [match("m1", "a1", "a2", day(0, 18))] })).toEqual([]);
    expect(rules({ blackouts, matches: [match("m1", "a3", "a4", day(1, 16), "P2")] })).toEqual(["blackout-pitch"]);
    expect(rules({ blackouts, matches: [match("m1", "a3", "a4", day(1, 16), "P1")] })).toEqual([]);
    expect(rules({ blackouts, matches: [match("m1", "a3", "a4", day(2, 16), "P1", "r1")] })).toEqual(["blackout-referee"]);
    expect(rules({ blackouts, matches: [match("m1", "a3", "a4", day(2, 16), "P1", "r2")] })).toEqual([]);
  });

  it("a team blackout holds a knockout slot any of its possible teams could fill", () => {
    const groupA = [match("a12", "a1", "a2", day(0)), match("a34", "a3", "a4", day(0), "P2")];
    const groupA2 = [match("a13", "a1", "a3", day(2, 16)), match("a24", "a2", "a4", day(2, 16), "P2")];
    const groupA3 = [match("a14", "a1", "a4", day(4, 18)), match("a23", "a2", "a3", day(4, 18), "P2")];
    const final = {
      key: "F",
      home: { kind: "group" as const, group: "A", position: 1 as const },
      away: { kind: "group" as const, group: "B", position: 1 as const },
      pitchId: "P1",
      kickoff: day(7),
    };
    const matches = [...groupA, ...groupA2, ...groupA3, match("b12", "b1", "b2", day(0, 16)), final];
    expect(rules({ matches })).toEqual([]);
    expect(rules({ matches, blackouts: [{ kind: "team", id: "b2", from: day(7), to: day(8), reason: "wedding" }] })).toEqual([
      "blackout-team",
    ]);
  });

  it("knockout-buffer and knockout-feeder-missing: a knockout match after every feeder's end + buffer", () => {
    const groups = [
      { id: "A", teamIds: ["a1", "a2"] },
      { id: "B", teamIds: ["b1", "b2"] },
    ];
    const final = (kickoff: string) => ({
      key: "F",
      home: { kind: "group" as const, group: "A", position: 1 as const },
      away: { kind: "group" as const, group: "B", position: 1 as const },
      pitchId: "P1",
      kickoff,
    });
    const feeders = [match("a", "a1", "a2", day(0, 14)), match("b", "b1", "b2", day(0, 16))];
    const settings = { minRestHours: 0 };
    const tooSoon = checkSchedule({ ...base, groups, settings, matches: [...feeders, final(day(1, 14))] });
    expect(tooSoon.map((c) => c.rule)).toEqual(["knockout-buffer", "knockout-buffer"]);
    expect(tooSoon[1]).toMatchObject({ matchKeys: ["b", "F"], actual: 20, required: 24, unit: "hours" });
    expect(rules({ groups, settings, matches: [...feeders, final(day(1, 18))] })).toEqual([]);
    expect(rules({ groups, settings, matches: [feeders[0], final(day(3))] })).toEqual(["knockout-feeder-missing"]);
    // The team that wins the group plays on: its rest counts too.
    expect(rules({ groups, matches: [...feeders, final(day(1, 18))] })).toEqual(["team-rest", "team-rest"]);
  });

  it("kickoff-hours: before the weekday's earliest or after its latest local kick-off", () => {
    const early = checkSchedule({
      ...base,
      pitches: [{ id: "P1", venueId: "V", windows: [{ from: day(0, 10), to: day(0, 26) }] }],
      matches: [match("m1", "a1", "a2", day(0, 12))],
    });
    expect(early).toMatchObject([{ rule: "kickoff-hours", actual: 8 * 60, required: 10 * 60, unit: "minutes" }]);
    // 11 June 2026 is a Thursday (4): its own limit lets 08:00 through.
    expect(
      rules({
        settings: { kickoffLimits: { 4: { earliestMinute: 8 * 60, latestMinute: 20 * 60 } } },
        matches: [match("m1", "a1", "a2", day(0, 14))],
      }),
    ).toEqual([]);
    expect(rules({ matches: [match("m1", "a1", "a2", day(0, 25))] })).toContain("kickoff-hours");
  });
});
