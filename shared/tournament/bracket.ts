/**
 * The data-driven knockout bracket: round-of-16 pairings from the group tables, winners advancing to
 * the quarter-finals, semi-finals and final; the losing semi-finalists meet in the third-place match.
 * A knockout match level after play is decided on penalties. Undecided slots are null (shown as TBD).
 * Pure: no I/O.
 */
import type { GroupTable } from "./standings";

export type KnockoutRound = "round_16" | "quarter_final" | "semi_final" | "third_place" | "final";
export type SlotSource = { kind: "group"; group: string; position: 1 | 2 } | { kind: "winner" | "loser"; slot: string };
export type SlotDefinition = { slot: string; round: KnockoutRound; home: SlotSource; away: SlotSource };

const g = (position: 1 | 2, group: string): SlotSource => ({ kind: "group", group, position });
const w = (slot: string): SlotSource => ({ kind: "winner", slot });
const l = (slot: string): SlotSource => ({ kind: "loser", slot });

/** Spec/DESIGN: 1A–2B, 1C–2D, 1E–2F, 1G–2H, 1B–2A, 1D–2C, 1F–2E, 1H–2G; then winners pair in order. */
export const BRACKET: SlotDefinition[] = [
  { slot: "R16-1", round: "round_16", home: g(1, "A"), away: g(2, "B") },
  { slot: "R16-2", round: "round_16", home: g(1, "C"), away: g(2, "D") },
  { slot: "R16-3", round: "round_16", home: g(1, "E"), away: g(2, "F") },
  { slot: "R16-4", round: "round_16", home: g(1, "G"), away: g(2, "H") },
  { slot: "R16-5", round: "round_16", home: g(1, "B"), away: g(2, "A") },
  { slot: "R16-6", round: "round_16", home: g(1, "D"), away: g(2, "C") },
  { slot: "R16-7", round: "round_16", home: g(1, "F"), away: g(2, "E") },
  { slot: "R16-8", round: "round_16", home: g(1, "H"), away: g(2, "G") },
  { slot: "QF-1", round: "quarter_final", home: w("R16-1"), away: w("R16-2") },
  { slot: "QF-2", round: "quarter_final", home: w("R16-3"), away: w("R16-4") },
  { slot: "QF-3", round: "quarter_final", home: w("R16-5"), away: w("R16-6") },
  { slot: "QF-4", round: "quarter_final", home: w("R16-7"), away: w("R16-8") },
  { slot: "SF-1", round: "semi_final", home: w("QF-1"), away: w("QF-2") },
  { slot: "SF-2", round: "semi_final", home: w("QF-3"), away: w("QF-4") },
  { slot: "3P", round: "third_place", home: l("SF-1"), away: l("SF-2") },
  { slot: "F", round: "final", home: w("SF-1"), away: w("SF-2") },
];

/** The rounds a team advances through to the title (the third-place match is off that path). */
export const KNOCKOUT_ROUNDS: Exclude<KnockoutRound, "third_place">[] = ["round_16", "quarter_final", "semi_final", "final"];

/** Kick-off and venue of each bracket slot (UTC), used when a knockout match is created. */
export const KNOCKOUT_CALENDAR: Record<string, { date: string; venue: string }> = {
  "R16-1": { date: "2026-06-25T19:00:00Z", venue: "Mercedes-Benz Stadium" },
  "R16-2": { date: "2026-06-25T22:00:00Z", venue: "Center Parc Stadium" },
  "R16-3": { date: "2026-06-26T19:00:00Z", venue: "Bobby Dodd Stadium" },
  "R16-4": { date: "2026-06-26T22:00:00Z", venue: "Fifth Third Stadium" },
  "R16-5": { date: "2026-06-27T19:00:00Z", venue: "Mercedes-Benz Stadium" },
  "R16-6": { date: "2026-06-27T22:00:00Z", venue: "Center Parc Stadium" },
  "R16-7": { date: "2026-06-28T19:00:00Z", venue: "Bobby Dodd Stadium" },
  "R16-8": { date: "2026-06-28T22:00:00Z", venue: "Fifth Third Stadium" },
  "QF-1": { date: "2026-07-02T19:00:00Z", venue: "Mercedes-Benz Stadium" },
  "QF-2": { date: "2026-07-02T22:00:00Z", venue: "Bobby Dodd Stadium" },
  "QF-3": { date: "2026-07-03T19:00:00Z", venue: "Mercedes-Benz Stadium" },
  "QF-4": { date: "2026-07-03T22:00:00Z", venue: "Bobby Dodd Stadium" },
  "SF-1": { date: "2026-07-08T22:00:00Z", venue: "Mercedes-Benz Stadium" },
  "SF-2": { date: "2026-07-09T22:00:00Z", venue: "Mercedes-Benz Stadium" },
  "3P": { date: "2026-07-18T20:00:00Z", venue: "Bobby Dodd Stadium" },
  F: { date: "2026-07-19T20:00:00Z", venue: "Mercedes-Benz Stadium" },
};

export type KnockoutMatch = {
  id: string;
  bracketSlot?: string | null;
  homeTeamId: string;
  awayTeamId: string;
  homeScore?: number | null;
  awayScore?: number | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
  status: string;
};

/** The winner of a completed knockout match: more goals, or more penalties when level; else null. */
export function knockoutWinner(m: KnockoutMatch): string | null {
  if (m.status !== "completed" || m.homeScore == null || m.awayScore == null) return null;
  if (m.homeScore !== m.awayScore) return m.homeScore > m.awayScore ? m.homeTeamId : m.awayTeamId;
  if (m.homePenalties == null || m.awayPenalties == null || m.homePenalties === m.awayPenalties) return null;
  return m.homePenalties > m.awayPenalties ? m.homeTeamId : m.awayTeamId;
}

export type BracketSlot<M extends KnockoutMatch = KnockoutMatch> = SlotDefinition & {
  homeTeamId: string | null;
  awayTeamId: string | null;
  match: M | null;
  winnerTeamId: string | null;
};

/** Fills every slot from the group tables and the knockout matches played so far. */
export function buildBracket<M extends KnockoutMatch>(tables: readonly GroupTable[], matches: readonly M[]): BracketSlot<M>[] {
  const bySlot = new Map(matches.filter((m) => m.bracketSlot).map((m) => [m.bracketSlot!, m]));
  const table = new Map(tables.map((t) => [t.group, t]));
  const resolved = new Map<string, BracketSlot<M>>();
  const source = (s: SlotSource): string | null => {
    if (s.kind === "group") {
      const t = table.get(s.group);
      return t?.decided ? (t.rows[s.position - 1]?.teamId ?? null) : null;
    }
    const from = resolved.get(s.slot);
    if (!from?.winnerTeamId) return null;
    return s.kind === "winner" ? from.winnerTeamId : from.winnerTeamId === from.homeTeamId ? from.awayTeamId : from.homeTeamId;
  };
  for (const def of BRACKET) {
    const homeTeamId = source(def.home);
    const awayTeamId = source(def.away);
    const match = bySlot.get(def.slot) ?? null;
    // A played match counts only if it was between the teams the slot holds now.
    const current = match && match.homeTeamId === homeTeamId && match.awayTeamId === awayTeamId ? match : null;
    resolved.set(def.slot, { ...def, homeTeamId, awayTeamId, match, winnerTeamId: current ? knockoutWinner(current) : null });
  }
  return BRACKET.map((d) => resolved.get(d.slot)!);
}

/** A slot whose two teams are known, and the stored match it has (null: none yet). */
export type DueFixture<M extends KnockoutMatch> = {
  slot: BracketSlot<M> & { homeTeamId: string; awayTeamId: string };
  match: M | null;
};

/**
 * What the stored knockout matches must follow: each slot whose two teams are now known and which has no
 * match yet (match null: one is created), and each not-yet-played match whose slot's teams changed
 * after a correction (re-pointed). A played match is never moved.
 */
export function dueFixtures<M extends KnockoutMatch>(bracket: readonly BracketSlot<M>[]): DueFixture<M>[] {
  return bracket.flatMap((slot): DueFixture<M>[] => {
    const { homeTeamId, awayTeamId, match } = slot;
    if (!homeTeamId || !awayTeamId) return [];
    const known = { ...slot, homeTeamId, awayTeamId };
    if (!match) return [{ slot: known, match: null }];
    const moved = match.status === "scheduled" && (match.homeTeamId !== homeTeamId || match.awayTeamId !== awayTeamId);
    return moved ? [{ slot: known, match }] : [];
  });
}
