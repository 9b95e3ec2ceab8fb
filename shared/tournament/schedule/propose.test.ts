import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSchedule } from "./check";
import { exampleTournament } from "./example-tournament";
import { proposeSchedule } from "./propose";
import { bracketForGroups, roundRobin } from "./round-robin";
import type { Blackout, FixedMatch, Pitch, PlacedMatch, ScheduleInput } from "./types";

const small = exampleTournament({ groups: 2, venues: 2, pitchesPerVenue: 1, days: 12 });
const all = (input: ScheduleInput, matches: PlacedMatch[]) => [...(input.fixed ?? []), ...matches];

describe("the schedule generator", () => {
  it("places a small tournament whole, every group pairing once, the final on a feature pitch, with nothing broken", async () => {
    const proposal = await proposeSchedule(small, 7);
    expect(proposal.unplaced).toEqual([]);
    expect(proposal.matches).toHaveLength(12 + 3);
    expect(checkSchedule({ ...small, matches: proposal.matches })).toEqual([]);
    const final = proposal.matches.find((m) => m.key === "F")!;
    expect(small.pitches.find((p) => p.id === final.pitchId)?.feature).toBe(true);
    expect(Object.values(proposal.quality.pitchUse).reduce((a, b) => a + b)).toBe(15);
    expect(proposal.quality.restHours.overall.min).toBeGreaterThanOrEqual(48);
  });

  it("gives the same proposal for the same input and seed", async () => {
    const [a, b] = [await proposeSchedule(small, 42), await proposeSchedule(small, 42)];
    expect(b.matches).toEqual(a.matches);
    expect(b.unplaced).toEqual(a.unplaced);
  });

  it("returns what it cannot place in unplaced, with the rules that ruled it out, instead of throwing", async () => {
    const oneDay = exampleTournament({ groups: 2, venues: 1, pitchesPerVenue: 2, days: 3 });
    const proposal = await proposeSchedule(oneDay, 1);
    expect(proposal.unplaced.length).toBeGreaterThan(0);
    expect(proposal.matches.length + proposal.unplaced.length).toBe(15);
    expect(checkSchedule({ ...oneDay, matches: proposal.matches })).toEqual([]);
    expect(proposal.unplaced.find((u) => u.key === "F")?.reasons).toEqual(["knockout-feeder"]);
  });

  it("plans around a locked match without moving it", async () => {
    const locked: FixedMatch = {
      key: "locked-1",
      home: "A1",
      away: "A2",
      pitchId: "V2P1",
      kickoff: "2026-06-13T18:00:00.000Z",
      status: "locked",
    };
    const input = { ...small, fixed: [locked] };
    const proposal = await proposeSchedule(input, 3);
    expect(
      proposal.matches.some(
        (m) => m.key === "locked-1" || (m.home === "A1" && m.away === "A2") || (m.home === "A2" && m.away === "A1"),
      ),
    ).toBe(false);
    expect(checkSchedule({ ...input, matches: all(input, proposal.matches) })).toEqual([]);
    expect(proposal.unplaced).toEqual([]);
  });

  it("refuses an invalid input by leaving everything unplaced", async () => {
    const bad = {
      ...small,
      pitches: [{ ...small.pitches[0], windows: [{ from: "2026-06-12T00:00:00Z", to: "2026-06-11T00:00:00Z" }] }],
    };
    const proposal = await proposeSchedule(bad, 1);
    expect(proposal.matches).toEqual([]);
    expect(proposal.unplaced.every((u) => u.reasons.join() === "invalid-input")).toBe(true);
  });
});

/** A random small tournament: 1–3 groups of 2–5, 1–3 pitches with random daily windows, blackouts, a locked match. */
const smallTournament = fc
  .record({
    groupSizes: fc.array(fc.integer({ min: 2, max: 5 }), { minLength: 1, maxLength: 3 }),
    pitchDays: fc.array(
      fc.array(
        fc.record({
          day: fc.integer({ min: 0, max: 9 }),
          startHour: fc.integer({ min: 12, max: 20 }),
          hours: fc.integer({ min: 2, max: 12 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      { minLength: 1, maxLength: 3 },
    ),
    blackouts: fc.array(
      fc.record({
        kind: fc.constantFrom("team", "pitch"),
        index: fc.nat(),
        day: fc.integer({ min: 0, max: 9 }),
        hours: fc.integer({ min: 1, max: 30 }),
      }),
      { maxLength: 3 },
    ),
    locked: fc.option(fc.record({ day: fc.integer({ min: 0, max: 9 }), hour: fc.integer({ min: 14, max: 22 }) }), {
      nil: undefined,
    }),
    knockout: fc.boolean(),
    rest: fc.constantFrom(0, 20, 48),
  })
  .map((r): ScheduleInput => {
    const at = (day: number, hour: number) => new Date(Date.UTC(2026, 5, 11 + day, hour)).toISOString();
    const groups = r.groupSizes.map((n, g) => ({
      id: String.fromCharCode(65 + g),
      teamIds: Array.from({ length: n }, (_, i) => `${String.fromCharCode(65 + g)}${i + 1}`),
    }));
    const pitches: Pitch[] = r.pitchDays.map((days, p) => {
      const byDay = new Map(days.map((d) => [d.day, d]));
      return {
        id: `P${p + 1}`,
        venueId: `V${p % 2}`,
        feature: p === 0,
        windows: [...byDay.values()]
          .sort((a, b) => a.day - b.day)
          .map((d) => ({ from: at(d.day, d.startHour), to: at(d.day, d.startHour + d.hours) })),
      };
    });
    const teams = groups.flatMap((g) => g.teamIds);
    const blackouts: Blackout[] = r.blackouts.map((b) => ({
      kind: b.kind,
      id: b.kind === "team" ? teams[b.index % teams.length] : pitches[b.index % pitches.length].id,
      from: at(b.day, 12),
      to: at(b.day, 12 + b.hours),
      reason: "test",
    }));
    const first = roundRobin(groups[0])[0];
    const fixed: FixedMatch[] = r.locked
      ? [
          {
            key: "locked",
            home: first.home,
            away: first.away,
            pitchId: "P1",
            kickoff: at(r.locked.day, r.locked.hour),
            status: "locked",
          },
        ]
      : [];
    const withKnockout = r.knockout && groups.length === 2;
    return {
      settings: { minRestHours: r.rest },
      groups,
      bracket: withKnockout ? bracketForGroups(groups.map((g) => g.id)) : [],
      pitches,
      blackouts,
      fixed,
      stage: withKnockout ? "all" : "group",
    };
  });

describe("the generator on random small tournaments", () => {
  it("breaks no hard rule and accounts for every match (placed or unplaced, once)", async () => {
    await fc.assert(
      fc.asyncProperty(smallTournament, fc.nat(1000), async (input, seed) => {
        const proposal = await proposeSchedule(input, seed, { timeLimitSeconds: 5 });
        const fixedKeys = new Set((input.fixed ?? []).map((m) => m.key));
        const conflicts = checkSchedule({ ...input, matches: all(input, proposal.matches) });
        expect(conflicts.filter((c) => c.matchKeys.some((k) => !fixedKeys.has(k)))).toEqual([]);
        // The model itself kept the rules: the re-check had nothing to take back.
        expect(proposal.takenBack).toEqual([]);
        const expected =
          input.groups.reduce((n, g) => n + (g.teamIds.length * (g.teamIds.length - 1)) / 2, 0) -
          fixedKeys.size +
          (input.bracket?.length ?? 0);
        const keys = [...proposal.matches.map((m) => m.key), ...proposal.unplaced.map((u) => u.key)];
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).toHaveLength(expected);
      }),
      { numRuns: 40, seed: 20261129 },
    );
  });
});
