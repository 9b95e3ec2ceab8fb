import { describe, expect, it } from "vitest";
import { BRACKET, buildBracket, dueFixtures, knockoutWinner, type KnockoutMatch } from "./bracket";
import type { GroupTable } from "./standings";

const table = (group: string, decided: boolean): GroupTable => ({
  group,
  decided,
  played: decided ? 6 : 3,
  total: 6,
  rows: [1, 2, 3, 4].map((p) => ({
    teamId: `${p}${group}`,
    group,
    position: p,
    played: 3,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    fairPlayPoints: 0,
    lots: null,
    tiedWith: null,
  })),
});
const all = (decided: boolean) => "ABCDEFGH".split("").map((g) => table(g, decided));
const ko = (
  slot: string,
  home: string,
  away: string,
  hs: number | null,
  as: number | null,
  pens: [number, number] | null = null,
): KnockoutMatch => ({
  id: slot,
  bracketSlot: slot,
  homeTeamId: home,
  awayTeamId: away,
  homeScore: hs,
  awayScore: as,
  homePenalties: pens?.[0] ?? null,
  awayPenalties: pens?.[1] ?? null,
  status: hs == null ? "scheduled" : "completed",
});

describe("buildBracket", () => {
  it("has 8, 4, 2 and 1 matches per round, and a third-place match", () => {
    const counts = BRACKET.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.round]: (acc[s.round] ?? 0) + 1 }), {});
    expect(counts).toEqual({ round_16: 8, quarter_final: 4, semi_final: 2, third_place: 1, final: 1 });
  });

  it("is all TBD until groups are decided, then fills 1A–2B, 1C–2D … 1H–2G", () => {
    expect(buildBracket(all(false), []).every((s) => s.homeTeamId === null && s.awayTeamId === null)).toBe(true);
    const partial = [...all(false)];
    partial[0] = table("A", true);
    const slots = buildBracket(partial, []);
    expect(slots[0]).toMatchObject({ slot: "R16-1", homeTeamId: "1A", awayTeamId: null });
    expect(slots[4]).toMatchObject({ slot: "R16-5", homeTeamId: null, awayTeamId: "2A" });
    const full = buildBracket(all(true), []);
    expect(full.slice(0, 8).map((s) => `${s.homeTeamId}-${s.awayTeamId}`)).toEqual([
      "1A-2B",
      "1C-2D",
      "1E-2F",
      "1G-2H",
      "1B-2A",
      "1D-2C",
      "1F-2E",
      "1H-2G",
    ]);
  });

  it("advances winners, deciding a level knockout match on penalties", () => {
    const matches = [ko("R16-1", "1A", "2B", 2, 1), ko("R16-2", "1C", "2D", 1, 1, [3, 4])];
    const slots = buildBracket(all(true), matches);
    expect(slots.find((s) => s.slot === "QF-1")).toMatchObject({ homeTeamId: "1A", awayTeamId: "2D" });
    expect(slots.find((s) => s.slot === "QF-2")).toMatchObject({ homeTeamId: null, awayTeamId: null });
  });

  it("runs through to a champion", () => {
    const r16 = BRACKET.slice(0, 8).map((d, i) => {
      const h = `1${"ACEGBDFH"[i]}`,
        a = `2${"BDFHACEG"[i]}`;
      return ko(d.slot, h, a, 1, 0);
    });
    const qf = [
      ko("QF-1", "1A", "1C", 0, 2),
      ko("QF-2", "1E", "1G", 1, 0),
      ko("QF-3", "1B", "1D", 1, 0),
      ko("QF-4", "1F", "1H", 1, 0),
    ];
    const sf = [ko("SF-1", "1C", "1E", 1, 1, [5, 4]), ko("SF-2", "1B", "1F", 0, 1)];
    const final = [ko("F", "1C", "1F", 3, 2)];
    const slots = buildBracket(all(true), [...r16, ...qf, ...sf, ...final]);
    expect(slots.find((s) => s.slot === "F")).toMatchObject({ homeTeamId: "1C", awayTeamId: "1F", winnerTeamId: "1C" });
    // The losing semi-finalists (1E on penalties, 1B) meet for third place.
    expect(slots.find((s) => s.slot === "3P")).toMatchObject({
      round: "third_place",
      homeTeamId: "1E",
      awayTeamId: "1B",
      winnerTeamId: null,
    });
    const third = buildBracket(all(true), [...r16, ...qf, ...sf, ko("3P", "1E", "1B", 0, 1)]).find((s) => s.slot === "3P");
    expect(third?.winnerTeamId).toBe("1B");
  });

  it("leaves the third-place match TBD until both semi-finals have a winner", () => {
    const slots = buildBracket(all(true), [ko("R16-1", "1A", "2B", 1, 0)]);
    expect(slots.find((s) => s.slot === "3P")).toMatchObject({ homeTeamId: null, awayTeamId: null });
  });

  it("ignores a stored match whose teams no longer hold the slot", () => {
    const slots = buildBracket(all(true), [ko("R16-1", "3A", "2B", 1, 0)]);
    expect(slots[0].winnerTeamId).toBeNull();
  });
});

describe("knockoutWinner", () => {
  it("needs a result, and penalties that differ when level", () => {
    expect(knockoutWinner(ko("F", "x", "y", null, null))).toBeNull();
    expect(knockoutWinner(ko("F", "x", "y", 1, 1))).toBeNull();
    expect(knockoutWinner(ko("F", "x", "y", 1, 1, [4, 4]))).toBeNull();
    expect(knockoutWinner(ko("F", "x", "y", 1, 1, [4, 3]))).toBe("x");
    expect(knockoutWinner(ko("F", "x", "y", 0, 2))).toBe("y");
  });
});

describe("dueFixtures", () => {
  const twoGroups = () => all(false).map((t) => (t.group === "A" || t.group === "B" ? table(t.group, true) : t));
  const due = (matches: KnockoutMatch[]) =>
    dueFixtures(buildBracket(twoGroups(), matches)).map((d) => [
      d.slot.slot,
      d.slot.homeTeamId,
      d.slot.awayTeamId,
      d.match?.id ?? null,
    ]);

  it("asks for a match in each slot whose two teams are known and which has none", () => {
    expect(due([])).toEqual([
      ["R16-1", "1A", "2B", null],
      ["R16-5", "1B", "2A", null],
    ]);
  });

  it("re-points a scheduled match whose slot's teams changed, and leaves a played one and an unchanged one alone", () => {
    expect(due([ko("R16-1", "1A", "2B", null, null), ko("R16-5", "1B", "3A", null, null)])).toEqual([
      ["R16-5", "1B", "2A", "R16-5"],
    ]);
    expect(due([ko("R16-1", "1A", "2B", null, null), ko("R16-5", "1B", "3A", 1, 0)])).toEqual([]);
  });
});
