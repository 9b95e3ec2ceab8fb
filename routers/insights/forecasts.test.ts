import { describe, expect, it } from "vitest";
import { changeOverWindow, changePct, completionForecast, DAY_MS, engagementForecast, pointsChange } from "./forecasts";

const now = new Date("2026-11-23T12:00:00Z");
const daysFromNow = (d: number) => new Date(now.getTime() + d * DAY_MS);

describe("changeOverWindow", () => {
  it("compares with the count 30 days ago, and has nothing to say when there was none", () => {
    expect(changeOverWindow([daysFromNow(-60), daysFromNow(-40), daysFromNow(-5)], now)).toBe(50);
    expect(changeOverWindow([daysFromNow(-2), daysFromNow(-1)], now)).toBeNull();
    expect(changeOverWindow([daysFromNow(-90)], now)).toBe(0);
  });
});

describe("completionForecast", () => {
  it("counts fixtures dated in the next 30 days at the rate the schedule has been kept", () => {
    const f = completionForecast(
      [
        { date: daysFromNow(-10), done: true },
        { date: daysFromNow(-9), done: true },
        { date: daysFromNow(-8), done: true },
        { date: daysFromNow(-7), done: false },
        { date: daysFromNow(5), done: false },
        { date: daysFromNow(20), done: false },
        { date: daysFromNow(45), done: false },
        { date: daysFromNow(60), done: false },
      ],
      8,
      now,
    );
    expect(f.current).toBe(37.5);
    // 3 played + 2 due in the window × 3/4 kept.
    expect(f.predicted).toBeCloseTo(((3 + 2 * 0.75) / 8) * 100, 9);
    expect(f).toMatchObject({ confidence: 75, overdue: 1, dueInWindow: 2 });
  });

  it("never predicts an overdue fixture as played, and has no confidence before anything was due", () => {
    const overdue = completionForecast(
      [
        { date: daysFromNow(-3), done: false },
        { date: daysFromNow(-2), done: false },
      ],
      2,
      now,
    );
    expect(overdue).toMatchObject({ current: 0, predicted: 0, confidence: 0, overdue: 2, dueInWindow: 0 });
    const early = completionForecast(
      [
        { date: daysFromNow(3), done: false },
        { date: daysFromNow(90), done: false },
      ],
      2,
      now,
    );
    expect(early).toMatchObject({ current: 0, predicted: 50, confidence: null, overdue: 0 });
  });
});

describe("engagementForecast", () => {
  it("predicts the next 30 days from the monthly pace of the last 90, with a Poisson confidence", () => {
    const joined = [...Array(9)].map((_, i) => daysFromNow(-10 * i - 1)); // 9 sign-ups over 90 days, 3 in the last 30
    const f = engagementForecast(joined, now);
    expect(f.current).toBe(3);
    expect(f.predicted).toBe(3);
    expect(f.confidence).toBe(Math.round((1 - 1 / 3) * 100));
    expect(engagementForecast([daysFromNow(-200)], now)).toMatchObject({ current: 0, predicted: 0, confidence: null });
  });
});

describe("changePct", () => {
  it("is the rounded percentage change, or null without an earlier figure", () => {
    expect(changePct(9, 8)).toBe(13);
    expect(changePct(3, 0)).toBeNull();
    expect(changePct(3, null)).toBeNull();
  });
});

describe("pointsChange", () => {
  it("is now minus before, or null without both", () => {
    expect(pointsChange(25, 50)).toBe(-25);
    expect(pointsChange(50, null)).toBeNull();
  });
});
