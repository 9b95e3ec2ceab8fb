import { describe, expect, it } from "vitest";
import { cautionStage, suspensionsFor, type SuspensionCard, type SuspensionMatch } from "./suspensions";

/** Team T plays m1…m6 on consecutive days: three group matches, then the round of 16, a quarter-final and a semi-final. */
const rounds = ["group", "group", "group", "round_16", "quarter_final", "semi_final"];
const matches: SuspensionMatch[] = rounds.map((round, i) => ({
  id: `m${i + 1}`,
  round,
  status: i < 3 ? "completed" : "scheduled",
  matchDate: new Date(Date.UTC(2026, 5, 11 + i)),
  homeTeamId: i % 2 ? "X" : "T",
  awayTeamId: i % 2 ? "T" : "X",
}));
const card = (matchId: string, playerId: string, kind: string, teamId = "T"): SuspensionCard => ({
  matchId,
  teamId,
  playerId,
  kind,
});
const suspended = (matchId: string, cards: SuspensionCard[], list = matches) =>
  Object.fromEntries([...suspensionsFor("T", matchId, list, cards)].map(([id, s]) => [id, s.reason]));

describe("suspensions by cards", () => {
  it("a red card suspends for the team's next match only", () => {
    const cards = [card("m1", "p1", "red_card")];
    expect(suspended("m1", cards)).toEqual({});
    expect(suspended("m2", cards)).toEqual({ p1: "sent_off" });
    expect(suspended("m3", cards)).toEqual({});
  });

  it("a second yellow is a sending-off; its two cautions do not count towards accumulation", () => {
    const cards = [card("m1", "p2", "yellow_card"), card("m1", "p2", "second_yellow"), card("m3", "p2", "yellow_card")];
    expect(suspended("m2", cards)).toEqual({ p2: "sent_off" });
    expect(suspended("m4", cards)).toEqual({});
  });

  it("two single yellows in different group matches suspend for the next match; a third does not", () => {
    const cards = [card("m1", "p3", "yellow_card"), card("m2", "p3", "yellow_card"), card("m4", "p3", "yellow_card")];
    expect(suspended("m2", cards)).toEqual({});
    expect(suspended("m3", cards)).toEqual({ p3: "yellow_cards" });
    expect(suspended("m4", cards)).toEqual({});
    expect(suspended("m5", cards)).toEqual({});
  });

  it("single cautions are wiped after the group stage and after the quarter-finals", () => {
    expect(cautionStage("group")).toBe("group");
    expect(cautionStage("quarter_final")).toBe("early_knockout");
    expect(cautionStage("third_place")).toBe("late_knockout");
    const cards = [card("m3", "p4", "yellow_card"), card("m4", "p4", "yellow_card"), card("m5", "p4", "yellow_card")];
    // m3 (group) and m4 (round of 16) are in different stages; m4 and m5 are in the same one.
    expect(suspended("m5", cards)).toEqual({});
    expect(suspended("m6", cards)).toEqual({ p4: "yellow_cards" });
  });

  it("a red in the last group match rules the player out of the round of 16; a cancelled match serves nothing", () => {
    const cards = [card("m3", "p5", "red_card")];
    expect(suspended("m4", cards)).toEqual({ p5: "sent_off" });
    const withCancelled = matches.map((m) => (m.id === "m4" ? { ...m, status: "cancelled" } : m));
    expect(suspended("m5", cards, withCancelled)).toEqual({ p5: "sent_off" });
  });

  it("a caution and a direct red in one match: the sending-off, and the caution still counts", () => {
    const cards = [card("m1", "p6", "yellow_card"), card("m2", "p6", "yellow_card"), card("m2", "p6", "red_card")];
    expect(suspended("m3", cards)).toEqual({ p6: "sent_off" });
    // Two suspensions queue up: the second (cautions) is served in m4.
    expect(suspended("m4", cards)).toEqual({ p6: "yellow_cards" });
    expect(suspended("m5", cards)).toEqual({});
  });

  it("ignores other teams' cards", () => {
    expect(suspended("m2", [card("m1", "q1", "red_card", "X")])).toEqual({});
  });
});
