/**
 * The pairings the schedule places: a single round robin inside each group, and knockout brackets for
 * any number of groups that is a power of two. Pure.
 */
import type { SlotSource } from "../bracket";
import type { Group, KnockoutSlot } from "./types";

export type Pairing = { key: string; group: string; round: number; home: string; away: string };

/**
 * Every pair of a group's teams exactly once, by the circle method (one team fixed, the others turning),
 * so each round has every team at most once; home and away alternate for the fixed team. The key names
 * the group and both teams, so a fixed match is recognised whatever its stored id.
 */
export function roundRobin(group: Group): Pairing[] {
  const teams: (string | null)[] = [...group.teamIds];
  if (teams.length % 2 === 1) teams.push(null);
  const n = teams.length;
  const pairings: Pairing[] = [];
  for (let round = 0; round < n - 1; round++) {
    for (let i = 0; i < n / 2; i++) {
      const a = teams[i];
      const b = teams[n - 1 - i];
      if (a === null || b === null) continue;
      const [home, away] = (round + i) % 2 === 0 ? [a, b] : [b, a];
      pairings.push({ key: pairingKey(group.id, home, away), group: group.id, round: round + 1, home, away });
    }
    teams.splice(1, 0, teams.pop()!);
  }
  return pairings;
}

/** The same key for a pair whichever side is home. */
export function pairingKey(group: string, a: string, b: string): string {
  return `${group}:${[a, b].sort().join("~")}`;
}

const ROUND_NAMES: Record<number, string> = { 2: "final", 4: "semi_final", 8: "quarter_final", 16: "round_16", 32: "round_32" };

/**
 * A bracket for 2^k groups (k ≥ 1): group winners meet the runners-up of the neighbouring group
 * (1A–2B, 1B–2A, …), winners advance in order, the losing semi-finalists play for third place. For the
 * tournament's 8 groups use BRACKET itself; this serves other sizes (the 128-team bench).
 */
export function bracketForGroups(groupIds: readonly string[]): KnockoutSlot[] {
  const slots: KnockoutSlot[] = [];
  let previous: string[] = [];
  const first = groupIds.length * 2;
  // As BRACKET does: 1A–2B, 1C–2D, … in the first half, 1B–2A, 1D–2C, … in the second, so two teams of one
  // group can meet again only in the final.
  for (const flip of [false, true]) {
    for (let i = 0; i < groupIds.length; i += 2) {
      const [a, b] = flip ? [groupIds[i + 1] ?? groupIds[i], groupIds[i]] : [groupIds[i], groupIds[i + 1] ?? groupIds[i]];
      const slot = `K${first}-${slots.length + 1}`;
      slots.push({ slot, round: ROUND_NAMES[first] ?? `round_${first}`, home: group(a, 1), away: group(b, 2) });
      previous.push(slot);
    }
  }
  for (let size = first / 2; size >= 2; size /= 2) {
    const next: string[] = [];
    for (let i = 0; i < previous.length; i += 2) {
      const slot = size === 2 ? "F" : size === 4 ? `SF-${next.length + 1}` : `K${size}-${next.length + 1}`;
      slots.push({ slot, round: ROUND_NAMES[size] ?? `round_${size}`, home: winner(previous[i]), away: winner(previous[i + 1]) });
      next.push(slot);
    }
    if (size === 4) {
      slots.push({ slot: "3P", round: "third_place", home: loser(next[0]), away: loser(next[1]) });
    }
    previous = next;
  }
  return slots;
}

const group = (id: string, position: 1 | 2): SlotSource => ({ kind: "group", group: id, position });
const winner = (slot: string): SlotSource => ({ kind: "winner", slot });
const loser = (slot: string): SlotSource => ({ kind: "loser", slot });
