import { describe, expect, it } from "vitest";
import {
  checkTimeline,
  inTimelineOrder,
  minuteLabel,
  resultFromEvents,
  scoreFromEvents,
  shootoutDecided,
  shootoutScore,
  type LineupEntry,
  type TimelineEvent,
} from "./match-events";

const sides = { homeTeamId: "H", awayTeamId: "A" };
/** Eleven starters h1–h11 / a1–a11 and five substitutes h12–h16 / a12–a16 per side. */
const lineups: LineupEntry[] = ["H", "A"].flatMap((team) =>
  Array.from({ length: 16 }, (_, i) => ({
    teamId: team,
    playerId: `${team.toLowerCase()}${i + 1}`,
    role: i < 11 ? "starter" : "substitute",
    goalkeeper: i === 0,
    captain: i === 1,
  })),
);

let seq = 0;
const ev = (
  kind: string,
  teamId: string,
  playerId: string,
  minute: number | null,
  extra: Partial<TimelineEvent> = {},
): TimelineEvent => ({ id: `e${++seq}`, kind, teamId, playerId, minute, sequence: seq, ...extra });
const goal = (teamId: string, playerId: string, minute: number, extra: Partial<TimelineEvent> = {}) =>
  ev("goal", teamId, playerId, minute, extra);
const kick = (teamId: string, playerId: string, scored: boolean) => ev("shootout_kick", teamId, playerId, null, { scored });
const check = (events: TimelineEvent[], round = "group") => checkTimeline({ round, sides, lineups, events });

describe("minutes and order", () => {
  it("writes added time after its period and sorts by minute, added time and entry, kicks last", () => {
    expect(minuteLabel(45, 2)).toBe("45+2");
    expect(minuteLabel(67, null)).toBe("67");
    expect(minuteLabel(null)).toBeNull();
    const k = kick("H", "h9", true);
    const late = goal("H", "h9", 90, { stoppage: 3 });
    const early = goal("A", "a9", 46);
    const firstHalf = goal("H", "h10", 45, { stoppage: 1 });
    expect(inTimelineOrder([k, late, early, firstHalf]).map((e) => e.id)).toEqual([firstHalf.id, early.id, late.id, k.id]);
  });
});

describe("score from events", () => {
  it("counts goals for the scorer's team and own goals for the other team", () => {
    const events = [
      goal("H", "h9", 10),
      goal("A", "a4", 30, { ownGoal: true }),
      goal("A", "a9", 50, { penalty: true }),
      ev("yellow_card", "H", "h5", 60),
    ];
    expect(scoreFromEvents(sides, events)).toEqual({ home: 2, away: 1 });
    expect(scoreFromEvents(sides, events, 30)).toEqual({ home: 2, away: 0 });
    expect(resultFromEvents(sides, events)).toEqual({ homeScore: 2, awayScore: 1, homePenalties: null, awayPenalties: null });
  });

  it("is 0–0 with no goal among the events", () => {
    expect(scoreFromEvents(sides, [ev("red_card", "A", "a3", 12)])).toEqual({ home: 0, away: 0 });
  });
});

describe("penalty shoot-out", () => {
  it("scores the kicks and is decided once a side cannot be caught within five kicks", () => {
    const kicks = [
      kick("H", "h9", true),
      kick("A", "a9", false),
      kick("H", "h10", true),
      kick("A", "a10", false),
      kick("H", "h11", true),
      kick("A", "a11", false),
    ];
    // 3–0 with three kicks left to the away side could still be 3–3.
    expect(shootoutScore(sides, kicks.slice(0, 5))).toMatchObject({ home: 3, away: 0, decided: false, winnerTeamId: null });
    // 3–0 with two left is out of reach.
    expect(shootoutScore(sides, kicks)).toMatchObject({
      home: 3,
      away: 0,
      homeKicks: 3,
      awayKicks: 3,
      decided: true,
      winnerTeamId: "H",
    });
    expect(resultFromEvents(sides, kicks)).toMatchObject({ homePenalties: 3, awayPenalties: 0 });
    expect(shootoutScore(sides, [])).toBeNull();
  });

  it("goes to sudden death in pairs after five level kicks each", () => {
    expect(shootoutDecided(5, 5, 5, 5)).toBe(false);
    expect(shootoutDecided(6, 5, 6, 5)).toBe(false); // the away side still kicks its sixth
    expect(shootoutDecided(6, 5, 6, 6)).toBe(true);
    expect(shootoutDecided(4, 3, 5, 5)).toBe(true);
    expect(shootoutDecided(3, 3, 4, 4)).toBe(false);
  });
});

describe("checkTimeline", () => {
  it("accepts a plausible match", () => {
    const events = [
      goal("H", "h9", 12, { assistPlayerId: "h7" }),
      ev("yellow_card", "A", "a5", 30),
      ev("substitution", "A", "a5", 46, { playerOnId: "a12" }),
      goal("A", "a12", 70),
      ev("yellow_card", "H", "h4", 80),
      ev("second_yellow", "H", "h4", 90, { stoppage: 2 }),
      ev("yellow_card", "A", "a14", 85),
    ];
    expect(check(events)).toBeNull();
  });

  it("refuses a scorer not in the line-up, naming the field and the team", () => {
    const e = goal("H", "h99", 5);
    expect(check([e])).toEqual({ eventId: e.id, field: "playerId", key: "validation.notInLineup", teamId: "H", vars: undefined });
    expect(check([goal("H", "h9", 5, { assistPlayerId: "a3" })])).toMatchObject({
      field: "assistPlayerId",
      key: "validation.notInLineup",
    });
    expect(check([goal("X", "h9", 5)])).toMatchObject({ field: "teamId", key: "validation.teamNotInMatch" });
  });

  it("refuses a goal by a substitute not yet on, or by a player substituted or sent off", () => {
    expect(check([goal("H", "h12", 20)])).toMatchObject({ field: "playerId", key: "validation.notOnPitch" });
    expect(check([ev("substitution", "H", "h9", 60, { playerOnId: "h12" }), goal("H", "h9", 70)])).toMatchObject({
      key: "validation.notOnPitch",
    });
    expect(check([ev("red_card", "H", "h9", 60), goal("H", "h9", 70)])).toMatchObject({ key: "validation.notOnPitch" });
    expect(check([ev("substitution", "H", "h9", 60, { playerOnId: "h12" }), goal("H", "h12", 70)])).toBeNull();
  });

  it("books a player once: a second caution is a second yellow, and nothing follows a sending-off", () => {
    expect(check([ev("yellow_card", "H", "h4", 10), ev("yellow_card", "H", "h4", 20)])).toMatchObject({
      field: "kind",
      key: "validation.useSecondYellow",
    });
    expect(check([ev("second_yellow", "H", "h4", 20)])).toMatchObject({ key: "validation.secondYellowNeedsYellow" });
    expect(check([ev("red_card", "H", "h4", 20), ev("yellow_card", "H", "h4", 30)])).toMatchObject({
      key: "validation.alreadySentOff",
    });
    // A yellow, then a direct red, is possible (−5 in fair play).
    expect(check([ev("yellow_card", "H", "h4", 10), ev("red_card", "H", "h4", 30)])).toBeNull();
  });

  it("lets a substitute come on once, never a starter or a sent-off substitute, and counts substitutions", () => {
    expect(check([ev("substitution", "H", "h9", 60, { playerOnId: "h2" })])).toMatchObject({
      field: "playerOnId",
      key: "validation.notOnBench",
    });
    expect(check([ev("red_card", "H", "h12", 50), ev("substitution", "H", "h9", 60, { playerOnId: "h12" })])).toMatchObject({
      key: "validation.notOnBench",
    });
    const five = [12, 13, 14, 15, 16].map((n, i) => ev("substitution", "H", `h${i + 2}`, 60 + i, { playerOnId: `h${n}` }));
    expect(check(five)).toBeNull();
    // A sixth substitution only in extra time, and a group match has none.
    const sixth = ev("substitution", "H", "h8", 89, { playerOnId: "h12" });
    expect(check([...five, sixth])).toMatchObject({ field: "kind", key: "validation.tooManySubstitutions", vars: { limit: 5 } });
    expect(check([goal("H", "h9", 95)])).toMatchObject({ field: "minute", key: "validation.noExtraTimeInGroup" });
    expect(check([goal("H", "h9", 90, { stoppage: 4 })])).toBeNull();
  });

  it("checks goals' own-goal, penalty and assist rules", () => {
    expect(check([goal("H", "h4", 10, { ownGoal: true, penalty: true })])).toMatchObject({
      field: "penalty",
      key: "validation.penaltyOwnGoal",
    });
    expect(check([goal("H", "h4", 10, { ownGoal: true, assistPlayerId: "h5" })])).toMatchObject({
      field: "assistPlayerId",
      key: "validation.assistOwnGoal",
    });
    expect(check([goal("H", "h4", 10, { assistPlayerId: "h4" })])).toMatchObject({ key: "validation.assistIsScorer" });
  });

  it("allows a shoot-out only after a level knockout match, in turn, until decided", () => {
    const level = [goal("H", "h9", 10), goal("A", "a9", 80)];
    expect(check([...level, kick("H", "h9", true)])).toMatchObject({ field: "kind", key: "validation.shootoutOnlyKnockout" });
    expect(check([goal("H", "h9", 10), kick("H", "h9", true)], "final")).toMatchObject({ key: "validation.shootoutNeedsLevel" });
    expect(check([...level, kick("H", "h9", true), kick("H", "h10", true)], "final")).toMatchObject({
      field: "teamId",
      key: "validation.shootoutTurn",
    });
    const decided = [
      kick("H", "h9", true),
      kick("A", "a9", false),
      kick("H", "h10", true),
      kick("A", "a10", false),
      kick("H", "h11", true),
      kick("A", "a11", false),
    ];
    expect(check([...level, ...decided], "final")).toBeNull();
    expect(check([...level, ...decided, kick("H", "h8", true)], "final")).toMatchObject({ key: "validation.shootoutOver" });
    expect(check([...level, ev("red_card", "H", "h9", 100), kick("H", "h9", true)], "final")).toMatchObject({
      field: "playerId",
      key: "validation.notOnPitch",
    });
  });
});
