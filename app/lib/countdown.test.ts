import { describe, expect, it } from "vitest";
import { EVENT_START, timeLeft } from "./countdown";

describe("timeLeft", () => {
  it("counts whole days, hours, minutes and seconds to kick-off", () => {
    const now = EVENT_START - (2 * 86400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, passed: false });
  });
  it("is all zeros at and after kick-off", () => {
    expect(timeLeft(EVENT_START)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, passed: true });
    expect(timeLeft(Date.UTC(2026, 10, 22))).toMatchObject({ days: 0, hours: 0, minutes: 0, passed: true });
  });
  it("targets 2026-06-11T00:00:00Z", () => {
    expect(new Date(EVENT_START).toISOString()).toBe("2026-06-11T00:00:00.000Z");
  });
});
