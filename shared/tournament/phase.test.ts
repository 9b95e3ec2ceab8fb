import { describe, expect, it } from "vitest";
import { MATCH_SPAN_MS, tournamentPhase, type PhaseMatch } from "./phase";

const H = 60 * 60 * 1000;
const start = Date.UTC(2026, 5, 11, 18);
let n = 0;
const match = (over: Partial<PhaseMatch> = {}): PhaseMatch => ({
  id: `m${++n}`,
  homeTeamId: "A",
  awayTeamId: "B",
  status: "scheduled",
  round: "group",
  matchDate: new Date(start),
  ...over,
});

describe("tournamentPhase", () => {
  const group = [match(), match({ matchDate: new Date(start + 24 * H) })];
  const final = match({ round: "final", matchDate: new Date(start + 30 * 24 * H) });

  it("counts down to the first kick-off before it", () => {
    expect(tournamentPhase(start - 1, [...group, final], 0)).toEqual({ kind: "upcoming", kickoff: start });
    // Nothing scheduled yet: the planned start.
    expect(tournamentPhase(start - 1, [], start)).toEqual({ kind: "upcoming", kickoff: start });
  });

  it("is in progress from the first kick-off, and live while a match is being played", () => {
    expect(tournamentPhase(start, [...group, final], 0)).toEqual({ kind: "in_progress", live: false });
    expect(tournamentPhase(start + H, [match({ status: "live" }), final], 0)).toEqual({ kind: "in_progress", live: true });
  });

  it("awaits results once the last match is surely over and the final has no result", () => {
    const after = final.matchDate instanceof Date ? final.matchDate.getTime() + MATCH_SPAN_MS + 1 : 0;
    expect(tournamentPhase(after, [...group, final], 0)).toEqual({ kind: "awaiting_results" });
    expect(tournamentPhase(after - 2, [...group, final], 0)).toEqual({ kind: "in_progress", live: false });
  });

  it("names the champion once the final is completed, on penalties too, whatever the date", () => {
    const won = { ...final, status: "completed", homeTeamId: "X", awayTeamId: "Y", homeScore: 1, awayScore: 2 };
    expect(tournamentPhase(start + 40 * 24 * H, [...group, won], 0)).toEqual({ kind: "finished", championTeamId: "Y" });
    const onPens = { ...won, awayScore: 1, homePenalties: 5, awayPenalties: 4 };
    expect(tournamentPhase(start + 40 * 24 * H, [...group, onPens], 0)).toEqual({ kind: "finished", championTeamId: "X" });
    // A level final without a decided shoot-out is no champion yet.
    expect(tournamentPhase(start + 40 * 24 * H, [...group, { ...onPens, homePenalties: null, awayPenalties: null }], 0)).toEqual({
      kind: "awaiting_results",
    });
  });

  it("ignores cancelled matches when finding the first kick-off", () => {
    const early = match({ status: "cancelled", matchDate: new Date(start - 48 * H) });
    expect(tournamentPhase(start - H, [early, ...group], 0)).toEqual({ kind: "upcoming", kickoff: start });
  });
});
