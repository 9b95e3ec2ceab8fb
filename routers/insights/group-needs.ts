/**
 * What each team of an undecided group needs to advance, by trying every win/draw/loss combination
 * of the group's remaining matches (at most 3^6 = 729). Goal difference is unknown in advance, so a
 * tie on points counts against the team: "through" and "needs N points" are guarantees, "out" means
 * at least two teams finish strictly ahead in every combination. Pure: no I/O.
 */
import { ADVANCING_PER_GROUP, DRAW_POINTS, WIN_POINTS } from "@shared/tournament/standings";

export type GroupNeed =
  { teamId: string; status: "through" | "out" | "help" } | { teamId: string; status: "needs"; points: number };

export function groupNeeds(
  points: ReadonlyMap<string, number>,
  remaining: readonly { homeTeamId: string; awayTeamId: string }[],
): GroupNeed[] {
  const ids = [...points.keys()];
  const scenarios: { total: Map<string, number>; gained: Map<string, number> }[] = [];
  const combos = 3 ** remaining.length;
  for (let c = 0; c < combos; c++) {
    const total = new Map(points);
    const gained = new Map(ids.map((id) => [id, 0]));
    let code = c;
    for (const m of remaining) {
      const outcome = code % 3;
      code = Math.floor(code / 3);
      const award = (id: string, pts: number) => {
        total.set(id, (total.get(id) ?? 0) + pts);
        gained.set(id, (gained.get(id) ?? 0) + pts);
      };
      if (outcome === 0) award(m.homeTeamId, WIN_POINTS);
      else if (outcome === 2) award(m.awayTeamId, WIN_POINTS);
      else {
        award(m.homeTeamId, DRAW_POINTS);
        award(m.awayTeamId, DRAW_POINTS);
      }
    }
    scenarios.push({ total, gained });
  }
  const surelyThrough = (id: string, s: (typeof scenarios)[number]) =>
    ids.filter((o) => o !== id && s.total.get(o)! >= s.total.get(id)!).length < ADVANCING_PER_GROUP;
  const surelyOut = (id: string, s: (typeof scenarios)[number]) =>
    ids.filter((o) => o !== id && s.total.get(o)! > s.total.get(id)!).length >= ADVANCING_PER_GROUP;

  return ids.map((teamId): GroupNeed => {
    if (scenarios.every((s) => surelyThrough(teamId, s))) return { teamId, status: "through" };
    if (scenarios.every((s) => surelyOut(teamId, s))) return { teamId, status: "out" };
    const reachable = [...new Set(scenarios.map((s) => s.gained.get(teamId)!))].sort((a, b) => a - b);
    const enough = reachable.find((p) => scenarios.every((s) => s.gained.get(teamId)! < p || surelyThrough(teamId, s)));
    return enough === undefined ? { teamId, status: "help" } : { teamId, status: "needs", points: enough };
  });
}
