import { describe, expect, it } from "vitest";
import { exampleTournament } from "./example-tournament";
import { validateScheduleInput } from "./validate";

const valid = exampleTournament({ groups: 2, venues: 1, pitchesPerVenue: 2, days: 6 });

describe("schedule input validation", () => {
  it("accepts the example tournament", () => {
    expect(validateScheduleInput(valid)).toEqual([]);
  });

  it("names each bad field with an i18n key", () => {
    const [p1, p2] = valid.pitches;
    const errors = validateScheduleInput({
      ...valid,
      settings: {
        minRestHours: 10_000,
        kickoffLimits: { 1: { earliestMinute: 900, latestMinute: 600 } },
        timeZone: "Mars/Olympus",
      },
      pitches: [
        { ...p1, windows: [{ from: "2026-06-12T10:00:00Z", to: "2026-06-12T09:00:00Z" }] },
        { ...p2, windows: [p2.windows[0], { from: p2.windows[0].from, to: p2.windows[1].to }] },
      ],
      blackouts: [{ kind: "team", id: "nobody", from: "2026-06-12T10:00:00Z", to: "2026-06-13T10:00:00Z", reason: "x" }],
      fixed: [{ key: "x", home: "A1", away: "Z9", pitchId: "P9", kickoff: "soon", status: "locked" }],
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "settings.timeZone", key: "schedule.input.unknown-time-zone" },
        { field: "settings.kickoffLimits.1", key: "schedule.input.latest-before-earliest" },
        { field: "pitches[0].windows[0].to", key: "schedule.input.end-before-start" },
        { field: "pitches[1].windows[1]", key: "schedule.input.overlapping-windows" },
        { field: "settings.minRestHours", key: "schedule.input.longer-than-tournament" },
        { field: "blackouts[0].id", key: "schedule.input.unknown-team" },
        { field: "fixed[0].pitchId", key: "schedule.input.unknown-pitch" },
        { field: "fixed[0].kickoff", key: "schedule.input.not-an-instant" },
        { field: "fixed[0].away", key: "schedule.input.unknown-team" },
      ]),
    );
  });
});
