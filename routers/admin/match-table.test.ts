import { describe, expect, it } from "vitest";
import { MatchPageSchema } from "@shared/forms/match-table.schema";
import type { MATCH_STATUSES, ROUNDS } from "@shared/forms/match.options";
import { matchPasses } from "./match-table";

type MatchStatus = (typeof MATCH_STATUSES)[number];
type Round = (typeof ROUNDS)[number];

const groupOf = new Map([
  ["h1", "A"],
  ["h2", "B"],
]);
// 18:00 in Atlanta on 14 June is 22:00 UTC; 23:30 there is already 15 June in UTC.
const match = (over: Partial<{ round: Round; status: MatchStatus; matchDate: Date; homeTeamId: string }> = {}) => ({
  round: "group" as Round,
  status: "scheduled" as MatchStatus,
  matchDate: new Date("2026-06-14T22:00:00Z"),
  homeTeamId: "h1",
  ...over,
});
const noon15 = Date.parse("2026-06-15T12:00:00Z");

describe("matchPasses", () => {
  it("a group letter keeps that group's group-stage matches only", () => {
    expect(matchPasses(match(), { group: "A" }, groupOf, noon15)).toBe(true);
    expect(matchPasses(match({ homeTeamId: "h2" }), { group: "A" }, groupOf, noon15)).toBe(false);
    expect(matchPasses(match({ round: "round_16" }), { group: "A" }, groupOf, noon15)).toBe(false);
  });

  it("awaiting_result is a scheduled fixture three hours past kick-off", () => {
    expect(matchPasses(match(), { status: "awaiting_result" }, groupOf, noon15)).toBe(true);
    expect(matchPasses(match(), { status: "awaiting_result" }, groupOf, Date.parse("2026-06-15T00:30:00Z"))).toBe(false);
    expect(matchPasses(match({ status: "completed" }), { status: "awaiting_result" }, groupOf, noon15)).toBe(false);
    expect(matchPasses(match(), { status: "scheduled" }, groupOf, noon15)).toBe(true);
  });

  it("days are kick-off days in the event's time zone", () => {
    const late = match({ matchDate: new Date("2026-06-15T03:30:00Z") }); // 23:30 on 14 June in Atlanta
    expect(matchPasses(late, { from: "2026-06-14", to: "2026-06-14" }, groupOf, noon15)).toBe(true);
    expect(matchPasses(late, { from: "2026-06-15" }, groupOf, noon15)).toBe(false);
  });
});

describe("MatchPageSchema", () => {
  it("treats blank filters as absent and refuses a backwards range on `to`", () => {
    expect(MatchPageSchema.parse({ round: "", group: "", status: "", from: "", to: "" })).toEqual({ page: 1, pageSize: 20 });
    const issues = (input: object) => MatchPageSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ group: "Z" })).toEqual([["group", "validation.groupInvalid"]]);
    expect(issues({ from: "2026-06-20", to: "2026-06-10" })).toEqual([["to", "validation.matchDateRange"]]);
  });
});
