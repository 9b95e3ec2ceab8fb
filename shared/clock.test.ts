import { describe, expect, it } from "vitest";
import { RESULT_DUE_AFTER_MS, isAwaitingResult, nextQuarter, tournamentDayAt, yearAt } from "./clock";

describe("dates from the clock", () => {
  it("gives the year and the next quarter at any date", () => {
    expect(yearAt(Date.UTC(2026, 10, 23))).toBe(2026);
    expect(yearAt(Date.UTC(2031, 0, 1))).toBe(2031);
    expect(nextQuarter(Date.UTC(2026, 10, 23))).toEqual({ quarter: 1, year: 2027 });
    expect(nextQuarter(Date.UTC(2026, 0, 1))).toEqual({ quarter: 2, year: 2026 });
    expect(nextQuarter(Date.UTC(2026, 5, 30))).toEqual({ quarter: 3, year: 2026 });
  });

  it("gives today's date in Atlanta, not in UTC", () => {
    // 21:30 in Atlanta on 26 November (EST) is already 27 November in UTC.
    expect(tournamentDayAt(Date.UTC(2026, 10, 27, 2, 30))).toBe("2026-11-26");
    expect(tournamentDayAt(Date.UTC(2026, 10, 27, 5, 0))).toBe("2026-11-27");
    // Summer time (EDT, UTC-4): 23:59 on 30 June in Atlanta.
    expect(tournamentDayAt(Date.UTC(2026, 6, 1, 3, 59))).toBe("2026-06-30");
    expect(tournamentDayAt(Date.UTC(2026, 6, 1, 4, 0))).toBe("2026-07-01");
  });

  it("marks a past fixture without a result as awaiting one, and nothing else", () => {
    const kickoff = new Date(Date.UTC(2026, 5, 11, 18));
    const later = kickoff.getTime() + RESULT_DUE_AFTER_MS + 1;
    expect(isAwaitingResult({ status: "scheduled", matchDate: kickoff }, later)).toBe(true);
    expect(isAwaitingResult({ status: "scheduled", matchDate: kickoff.toISOString() }, kickoff.getTime() + 60_000)).toBe(false);
    expect(isAwaitingResult({ status: "completed", matchDate: kickoff }, later)).toBe(false);
    expect(isAwaitingResult({ status: "live", matchDate: kickoff }, later)).toBe(false);
    expect(isAwaitingResult({ status: "cancelled", matchDate: kickoff }, later)).toBe(false);
  });
});
