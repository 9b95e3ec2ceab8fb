import { describe, expect, it } from "vitest";
import { recentActivity, tournamentProgress, type ActivityEvent } from "./activity";

const at = (iso: string) => new Date(iso);

describe("recentActivity", () => {
  it("merges events of every source, latest first, and keeps the limit", () => {
    const events: ActivityEvent[] = [
      { type: "sponsorInquiry", at: at("2026-06-02T00:00:00Z"), company: "Acme" },
      { type: "registrationSubmitted", at: at("2026-06-05T00:00:00Z"), kind: "players", name: "Ana Ruiz" },
      { type: "matchCompleted", at: at("2026-06-12T00:00:00Z"), home: "A", away: "B", homeScore: 2, awayScore: 1 },
      { type: "companyRegistered", at: at("2026-06-01T00:00:00Z"), company: "Bolt" },
    ];
    expect(recentActivity(events, 3).map((e) => e.type)).toEqual(["matchCompleted", "registrationSubmitted", "sponsorInquiry"]);
  });

  it("keeps the given order for events at the same time", () => {
    const same = at("2026-06-05T00:00:00Z");
    const events: ActivityEvent[] = [
      { type: "sponsorInquiry", at: same, company: "First" },
      { type: "sponsorInquiry", at: same, company: "Second" },
    ];
    expect(recentActivity(events).map((e) => (e as { company: string }).company)).toEqual(["First", "Second"]);
  });
});

describe("tournamentProgress", () => {
  it("is the completed share of matches as a whole percent, 0 without matches", () => {
    expect(tournamentProgress(12, 48)).toBe(25);
    expect(tournamentProgress(1, 3)).toBe(33);
    expect(tournamentProgress(0, 0)).toBe(0);
  });
});
