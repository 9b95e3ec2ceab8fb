/**
 * Team conduct (fair-play) points as the FIFA World Cup 2026 regulations count them: for each player in
 * each match one deduction only — yellow card −1, indirect red (second yellow) −3, direct red −4,
 * yellow card and direct red −5. Higher (nearer zero) is better. Pure: no I/O.
 */
import { CARD_KINDS } from "../forms/match.options";
import { isCountedGroupResult, type ResultMatch } from "./standings";

export const FAIR_PLAY_POINTS = { yellowCard: -1, indirectRed: -3, directRed: -4, yellowAndDirectRed: -5 } as const;
export type ConductCategory = keyof typeof FAIR_PLAY_POINTS;

export type CardEvent = { matchId: string; teamId: string; playerId: string; kind: string };

/** The one deduction that counts for a player's cards in one match, or null without a card. */
export function playerDeduction(kinds: readonly string[]): ConductCategory | null {
  const yellow = kinds.includes("yellow_card");
  if (kinds.includes("red_card")) return yellow ? "yellowAndDirectRed" : "directRed";
  if (kinds.includes("second_yellow")) return "indirectRed";
  return yellow ? "yellowCard" : null;
}

/** How many deductions of each kind, and their sum. */
export type Conduct = Record<ConductCategory, number> & { points: number };
export const noConduct = (): Conduct => ({ yellowCard: 0, indirectRed: 0, directRed: 0, yellowAndDirectRed: 0, points: 0 });

/** Each team's deductions over the given cards (callers choose the matches: the group stage for the tie-breaker). */
export function teamConduct(cards: readonly CardEvent[]): Map<string, Conduct> {
  const perPlayerMatch = new Map<string, { teamId: string; kinds: string[] }>();
  for (const c of cards) {
    const key = `${c.matchId}:${c.playerId}`;
    const entry = perPlayerMatch.get(key) ?? { teamId: c.teamId, kinds: [] };
    entry.kinds.push(c.kind);
    perPlayerMatch.set(key, entry);
  }
  const teams = new Map<string, Conduct>();
  for (const { teamId, kinds } of perPlayerMatch.values()) {
    const category = playerDeduction(kinds);
    if (!category) continue;
    const conduct = teams.get(teamId) ?? noConduct();
    conduct[category]++;
    conduct.points += FAIR_PLAY_POINTS[category];
    teams.set(teamId, conduct);
  }
  return teams;
}

/** Fair-play points of each team over the completed group matches (the tie-breaker's scope). */
export function groupConduct(
  matches: readonly (ResultMatch & { id: string })[],
  cards: readonly CardEvent[],
): Map<string, number> {
  const counted = new Set(matches.filter(isCountedGroupResult).map((m) => m.id));
  const conduct = teamConduct(cards.filter((c) => counted.has(c.matchId) && (CARD_KINDS as readonly string[]).includes(c.kind)));
  return new Map([...conduct].map(([teamId, c]) => [teamId, c.points]));
}
